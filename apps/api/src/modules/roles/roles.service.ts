import {
  normalizePermissions,
  type TPermissions,
  type TRoleCreate,
  type TRoleUpdate,
  ZRoleCreate,
  ZRoleUpdate,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { ListArgs } from '../../lib/list/keyset-list';
import { assertCanGrantPermissions } from '../../lib/scope/grant-limits';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit, snapshotOf } from '../audit';
import { changingAccess } from '../sessions';
import { grantorOf } from './grantor';
import * as repo from './roles.repo';

export const createRolesService = (db: Db) => {
  const mustFind = async (tx: Db, id: string) => {
    const role = await repo.findRole(tx, id);
    if (!role) throw notFound('Role');
    return role;
  };

  /** The administrator role always keeps every permission and can never be revoked. */
  const guardSystemRole = (isSystem: boolean, change: { status?: 0 | 1; permissions?: TPermissions }) => {
    if (!isSystem) return;
    if (change.status === 0) throw conflict('The Administrator role cannot be revoked');
    if (change.permissions) throw conflict('The Administrator role always has every permission');
  };

  /**
   * A role may be changed only by someone holding everything it holds, and may be given only
   * permissions the actor holds (docs/decisions/roles.md#no-escalation).
   */
  const assertCanChangeRole = async (
    tx: Db,
    actor: AuthContext,
    role: { name: string; permissions: TPermissions } | undefined,
    permissions: TPermissions | undefined,
  ) => {
    const grantor = await grantorOf(tx, actor);
    if (role) assertCanGrantPermissions(grantor, role.permissions, `changes to the role "${role.name}"`);
    if (permissions) assertCanGrantPermissions(grantor, permissions, 'these permissions');
  };

  return {
    get: (id: string) => mustFind(db, id),
    list: (args: ListArgs) => repo.listRoles(db, args),

    async create(input: TRoleCreate, actor: AuthContext) {
      const values = ZRoleCreate.parse(input);
      return db.transaction(async (tx) => {
        await assertCanChangeRole(tx, actor, undefined, values.permissions);
        if (await repo.roleNameTaken(tx, values.name))
          throw conflict(`A role named "${values.name}" already exists`);
        const id = await repo.insertRole(tx, {
          ...values,
          permissions: normalizePermissions(values.permissions ?? {}),
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: 'role',
          entityId: id,
          diff: snapshotOf(values),
        });
        return mustFind(tx, id);
      });
    },

    async update(id: string, input: TRoleUpdate, actor: AuthContext) {
      const values = ZRoleUpdate.parse(input);
      return changingAccess(db, () =>
        db.transaction(async (tx) => {
          const before = await mustFind(tx, id);
          await assertCanChangeRole(tx, actor, before, values.permissions);
          guardSystemRole(before.isSystem, {
            ...(values.status !== undefined ? { status: values.status } : {}),
            ...(values.permissions ? { permissions: values.permissions } : {}),
          });
          if (values.name && (await repo.roleNameTaken(tx, values.name, id))) {
            throw conflict(`A role named "${values.name}" already exists`);
          }
          const next = {
            ...values,
            ...(values.permissions ? { permissions: normalizePermissions(values.permissions) } : {}),
          };
          await repo.updateRoleRow(tx, id, next);
          const after = await mustFind(tx, id);
          const diff = diffOf(before, after);
          const action = before.status !== after.status ? 'status_change' : 'update';
          await recordAudit(tx, { actorId: actor.userId, action, entityType: 'role', entityId: id, diff });
          return after;
        }),
      );
    },

    async savePermissions(id: string, permissions: TPermissions, actor: AuthContext) {
      return changingAccess(db, () =>
        db.transaction(async (tx) => {
          const before = await mustFind(tx, id);
          await assertCanChangeRole(tx, actor, before, permissions);
          guardSystemRole(before.isSystem, { permissions });
          await repo.updateRoleRow(tx, id, { permissions: normalizePermissions(permissions) });
          const after = await mustFind(tx, id);
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'update',
            entityType: 'role',
            entityId: id,
            diff: diffOf({ permissions: before.permissions }, { permissions: after.permissions }),
          });
          return after;
        }),
      );
    },
  };
};
