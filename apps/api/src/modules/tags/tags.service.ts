import { isAllowed, type TApplicantKind, type TApplicantRef } from '@ats/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit } from '../audit';
import { reachSubject, TRACKER_OF } from '../notes';
import * as repo from './tags.repo';

const ENTITY = { manual: 'applicant', requisition: 'requisition-applicant' } as const;

/** Tags on applicants: reading needs `view` on the tracker, changing them `edit` (and its scope). */
export const createTagsService = (db: Db) => ({
  async of(ref: TApplicantRef, caller: AuthContext) {
    await reachSubject(db, caller, ref);
    return repo.tagsOf(db, ref);
  },

  /** Replaces the applicant's tags; the change is on the applicant's timeline. */
  async set(ref: TApplicantRef, tags: string[], caller: AuthContext) {
    await reachSubject(db, caller, ref, 'edit');
    const wanted = [...new Set(tags)];
    return db.transaction(async (tx) => {
      const before = await repo.tagsOf(tx, ref);
      const added = wanted.filter((t) => !before.includes(t));
      const removed = before.filter((t) => !wanted.includes(t));
      if (!added.length && !removed.length) return before;
      await repo.removeTags(tx, ref, removed);
      await repo.addTags(tx, ref, added, caller.userId);
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'update',
        entityType: ENTITY[ref.applicantKind],
        entityId: ref.applicantId,
        diff: diffOf({ tags: before }, { tags: [...wanted].sort() }),
      });
      return repo.tagsOf(tx, ref);
    });
  },

  async options(kind: TApplicantKind, caller: AuthContext) {
    if (!isAllowed(caller.permissions, TRACKER_OF[kind], 'view')) throw forbidden();
    return repo.tagOptions(db, kind, caller);
  },
});
