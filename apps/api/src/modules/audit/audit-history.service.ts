import { HISTORY_ENTITIES, isAllowed, type THistoryEntityType } from '@ats/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import type { ScopeCaller } from '../../lib/scope';
import { entityVisible } from './audit-history.repo';

/**
 * An entity's History panel is open to whoever may view the entity: the view permission of its
 * list (403 without it) and the entity within the caller's scope (404 otherwise, as its page).
 */
export const assertMayViewHistory = async (
  db: Db,
  caller: ScopeCaller,
  entityType: THistoryEntityType,
  entityId: string,
) => {
  if (!isAllowed(caller.permissions, HISTORY_ENTITIES[entityType].menuItem, 'view')) throw forbidden();
  if (!(await entityVisible[entityType](db, caller, entityId))) throw notFound('Entity');
};
