import {
  isAllowed,
  SAVED_VIEW_KEYS,
  SAVED_VIEWS_PER_LIST,
  type TSavedView,
  type TSavedViewCreate,
  type TSavedViewList,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import * as repo from './saved-views.repo';

const toView = (r: Awaited<ReturnType<typeof repo.listSavedViews>>[number]): TSavedView => ({
  id: r.id,
  list: r.list as TSavedViewList,
  name: r.name,
  query: r.query,
  createdAt: isoRequired(r.createdAt),
});

/** Only the list's own filter keys are kept: a saved view never carries paging or other state. */
const KEPT = new Set<string>(SAVED_VIEW_KEYS);

const cleanQuery = (query: string) => {
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [k, v] of params) if (KEPT.has(k) && v) kept.append(k, v);
  return kept.toString();
};

/** Each user's own views of a tracker's filters; reading or saving needs `view` on that tracker. */
export const createSavedViewsService = (db: Db) => {
  const mayUse = (caller: AuthContext, list: TSavedViewList) => {
    if (!isAllowed(caller.permissions, list, 'view')) throw forbidden();
  };
  return {
    async list(list: TSavedViewList, caller: AuthContext) {
      mayUse(caller, list);
      return (await repo.listSavedViews(db, caller.userId, list)).map(toView);
    },

    async create(input: TSavedViewCreate, caller: AuthContext) {
      mayUse(caller, input.list);
      const query = cleanQuery(input.query);
      if (!query) throw badRequest('Validation failed', ['query: choose a search or a filter first']);
      if ((await repo.countSavedViews(db, caller.userId, input.list)) >= SAVED_VIEWS_PER_LIST) {
        throw conflict(`At most ${SAVED_VIEWS_PER_LIST} saved views per list`);
      }
      const row = await repo.insertSavedView(db, {
        userId: caller.userId,
        list: input.list,
        name: input.name,
        query,
      });
      if (!row)
        throw conflict('A view with this name exists', ['name: you already have a view with this name']);
      return toView(row);
    },

    async remove(id: string, caller: AuthContext) {
      if (!(await repo.deleteSavedView(db, id, caller.userId))) throw notFound('Saved view');
      return { message: 'View deleted' };
    },
  };
};
