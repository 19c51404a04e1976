import { type TUserCreate, type TUserUpdate, ZUserCreate, ZUserUpdate } from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import {
  assertCanAssignScope,
  assertCanGrantPermissions,
  assertCanManageUser,
  assertNotRaisingSelf,
} from '../../lib/scope/grant-limits';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit, snapshotOf } from '../audit';
import { findRole, grantorOf } from '../roles';
import { changingAccess, revokeUserSessions } from '../sessions';
import * as repo from './users.repo';

export const createUsersService = (db: Db, hooks: { onCreated?: (email: string) => Promise<void> } = {}) => {
  const mustFind = async (tx: Db, id: string) => {
    const user = await repo.findUser(tx, id);
    if (!user) throw notFound('User');
    return user;
  };

  const checkReferences = async (tx: Db, roleId: string | undefined, lobs: string[] | undefined) => {
    const errors: string[] = [];
    if (roleId && !(await findRole(tx, roleId))) errors.push('roleId: role does not exist');
    if (lobs?.length) {
      const known = await repo.existingLobIds(tx, lobs);
      for (const id of lobs)
        if (!known.has(id)) errors.push(`linesOfBusiness: line of business ${id} does not exist`);
    }
    if (errors.length) throw badRequest('Validation failed', errors);
  };

  /** Keeps at least one active administrator, and stops an administrator locking themselves out. */
  const guardAdministrators = async (
    tx: Db,
    target: { id: string; roleId: string; active: boolean },
    next: { roleId: string; active: boolean; deleted: boolean },
    actor: AuthContext,
  ) => {
    const wasAdmin = (await findRole(tx, target.roleId))?.isSystem && target.active;
    if (!wasAdmin) return;
    const staysAdmin = !next.deleted && next.active && (await findRole(tx, next.roleId))?.isSystem;
    if (staysAdmin) return;
    if (target.id === actor.userId) throw conflict('You cannot remove your own administrator access');
    if ((await repo.countActiveAdministrators(tx, target.id)) === 0) {
      throw conflict('The last administrator cannot be removed, disabled or demoted');
    }
  };

  /** What the target user holds today: their role's permissions and their lines of business. */
  const holdingsOf = async (tx: Db, user: { roleId: string; linesOfBusiness: string[] }) => ({
    permissions: (await findRole(tx, user.roleId))?.permissions ?? {},
    linesOfBusiness: user.linesOfBusiness,
  });

  /** The role being given must hold nothing the actor lacks (docs/decisions/roles.md#no-escalation). */
  const assertCanGiveRole = async (
    tx: Db,
    grantor: Awaited<ReturnType<typeof grantorOf>>,
    roleId: string,
  ) => {
    const role = await findRole(tx, roleId);
    if (role) assertCanGrantPermissions(grantor, role.permissions, `the role "${role.name}"`);
  };

  const sameSet = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((x) => b.includes(x));

  return {
    get: (id: string) => mustFind(db, id),
    list: repo.listUsers.bind(null, db),

    async create(input: TUserCreate, actor: AuthContext) {
      const values = ZUserCreate.parse(input);
      const user = await db.transaction(async (tx) => {
        await checkReferences(tx, values.roleId, values.linesOfBusiness);
        const grantor = await grantorOf(tx, actor);
        await assertCanGiveRole(tx, grantor, values.roleId);
        assertCanAssignScope(grantor, values.linesOfBusiness);
        if (await repo.emailTaken(tx, values.email)) throw conflict('A user with this email already exists');
        const { linesOfBusiness, ...row } = values;
        const id = await repo.insertUser(tx, row);
        await repo.setUserLinesOfBusiness(tx, id, linesOfBusiness);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: 'user',
          entityId: id,
          diff: snapshotOf(values),
        });
        return mustFind(tx, id);
      });
      await hooks.onCreated?.(user.email);
      return user;
    },

    async update(id: string, input: TUserUpdate, actor: AuthContext) {
      const values = ZUserUpdate.parse(input);
      return changingAccess(db, () =>
        db.transaction(async (tx) => {
          const before = await mustFind(tx, id);
          await checkReferences(tx, values.roleId, values.linesOfBusiness);
          const grantor = await grantorOf(tx, actor);
          const roleChanged = values.roleId !== undefined && values.roleId !== before.roleId;
          const scopeChanged =
            values.linesOfBusiness !== undefined && !sameSet(values.linesOfBusiness, before.linesOfBusiness);
          assertNotRaisingSelf(grantor, id, { roleChanged, scopeChanged });
          assertCanManageUser(grantor, await holdingsOf(tx, before));
          if (roleChanged && values.roleId) await assertCanGiveRole(tx, grantor, values.roleId);
          if (scopeChanged && values.linesOfBusiness) assertCanAssignScope(grantor, values.linesOfBusiness);
          if (values.email && (await repo.emailTaken(tx, values.email, id))) {
            throw conflict('A user with this email already exists');
          }
          await guardAdministrators(
            tx,
            before,
            {
              roleId: values.roleId ?? before.roleId,
              active: values.active ?? before.active,
              deleted: false,
            },
            actor,
          );
          const { linesOfBusiness, ...row } = values;
          if (Object.keys(row).length) await repo.updateUserRow(tx, id, row);
          if (linesOfBusiness) await repo.setUserLinesOfBusiness(tx, id, linesOfBusiness);
          if (values.active === false && before.active) await revokeUserSessions(tx, id);
          const after = await mustFind(tx, id);
          const action = before.active !== after.active ? 'status_change' : 'update';
          await recordAudit(tx, {
            actorId: actor.userId,
            action,
            entityType: 'user',
            entityId: id,
            diff: diffOf(before, after),
          });
          return after;
        }),
      );
    },

    async remove(id: string, actor: AuthContext) {
      await changingAccess(db, () =>
        db.transaction(async (tx) => {
          const before = await mustFind(tx, id);
          if (id === actor.userId) throw conflict('You cannot delete your own account');
          assertCanManageUser(await grantorOf(tx, actor), await holdingsOf(tx, before));
          await guardAdministrators(
            tx,
            before,
            { roleId: before.roleId, active: false, deleted: true },
            actor,
          );
          await repo.softDeleteUser(tx, id);
          await revokeUserSessions(tx, id);
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'delete',
            entityType: 'user',
            entityId: id,
            diff: { email: before.email },
          });
        }),
      );
    },
  };
};
