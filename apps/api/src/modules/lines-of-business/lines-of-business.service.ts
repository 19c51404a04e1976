import {
  type TLineOfBusinessCreate,
  type TLineOfBusinessUpdate,
  ZLineOfBusinessCreate,
  ZLineOfBusinessUpdate,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { ListArgs } from '../../lib/list/keyset-list';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit, recordChanges, snapshotOf } from '../audit';
import * as repo from './lines-of-business.repo';

export const createLinesOfBusinessService = (db: Db) => {
  const mustFind = async (tx: Db, id: string, caller?: AuthContext) => {
    const lob = await repo.findLob(tx, id, caller);
    if (!lob) throw notFound('Line of business');
    return lob;
  };

  const checkOwner = async (tx: Db, ownerId: string | null | undefined) => {
    if (ownerId && !(await repo.userExists(tx, ownerId))) {
      throw badRequest('Validation failed', ['ownerId: user does not exist']);
    }
  };

  const checkUnique = async (tx: Db, clientName: string, name: string, exceptId?: string) => {
    if (await repo.lobNameTaken(tx, clientName, name, exceptId)) {
      throw conflict(`${clientName} already has a line of business named "${name}"`);
    }
  };

  return {
    get: (id: string, caller: AuthContext) => mustFind(db, id, caller),
    list: (caller: AuthContext, args: ListArgs & repo.LobListFilters) => repo.listLobs(db, caller, args),
    ownerOptions: (search: string | undefined, limit: number) => repo.ownerOptions(db, search, limit),

    async create(input: TLineOfBusinessCreate, actor: AuthContext) {
      const values = ZLineOfBusinessCreate.parse(input);
      return db.transaction(async (tx) => {
        await checkOwner(tx, values.ownerId);
        await checkUnique(tx, values.clientName, values.name);
        const id = await repo.insertLob(tx, values);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: 'line_of_business',
          entityId: id,
          diff: snapshotOf(values),
        });
        return mustFind(tx, id);
      });
    },

    async update(id: string, input: TLineOfBusinessUpdate, actor: AuthContext) {
      const values = ZLineOfBusinessUpdate.parse(input);
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id, actor);
        await checkOwner(tx, values.ownerId);
        if (values.name !== undefined || values.clientName !== undefined) {
          await checkUnique(tx, values.clientName ?? before.clientName, values.name ?? before.name, id);
        }
        if (Object.keys(values).length) await repo.updateLobRow(tx, id, values);
        const after = await mustFind(tx, id);
        await recordChanges(tx, before, after, {
          actorId: actor.userId,
          action: before.active !== after.active ? 'status_change' : 'update',
          entityType: 'line_of_business',
          entityId: id,
        });
        return after;
      });
    },
  };
};
