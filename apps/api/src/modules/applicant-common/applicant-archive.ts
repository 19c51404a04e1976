import { isAllowed } from '@ats/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';

/** The audit entries and the bulk result of an archive change, inside its transaction. */
const recordArchiveChange = async (
  tx: Db,
  caller: AuthContext,
  entityType: string,
  done: { id: string }[],
  archived: boolean,
) => {
  await recordAudit(
    tx,
    ...done.map((r) => ({
      actorId: caller.userId,
      action: archived ? ('archive' as const) : ('unarchive' as const),
      entityType,
      entityId: r.id,
    })),
  );
  return {
    updated: done.length,
    message: `${done.length} applicant(s) ${archived ? 'archived' : 'restored'}`,
  };
};

/**
 * Archives (the spec's delete) or unarchives applicants of one tracker, the same for both
 * trackers: every id must be one the caller may see (else 404 and nothing changes), then the rows
 * change, the tracker's own follow-up runs (a requisition's hired count) and each change is
 * audited. Answers the bulk result.
 */
export const changeArchived = <Done extends { id: string }>(
  db: Db,
  caller: AuthContext,
  ids: string[],
  archived: boolean,
  tracker: {
    entityType: string;
    visible(tx: Db, ids: string[], caller: AuthContext): Promise<unknown[]>;
    setArchived(tx: Db, ids: string[], archived: boolean): PromiseLike<Done[]>;
    afterChange?(tx: Db, done: Done[]): Promise<unknown>;
  },
) =>
  db.transaction(async (tx) => {
    const rows = await tracker.visible(tx, ids, caller);
    if (rows.length !== new Set(ids).size) throw notFound('Applicant');
    const done = await tracker.setArchived(tx, ids, archived);
    await tracker.afterChange?.(tx, done);
    return recordArchiveChange(tx, caller, tracker.entityType, done, archived);
  });

/** Archived views also need the Archived Items page (docs/decisions/applicants.md#archive-permissions). */
export const assertArchivedAccess = (caller: AuthContext, archived: boolean | undefined) => {
  if (archived && !isAllowed(caller.permissions, 'archived-items', 'view')) {
    throw forbidden('Archived items need the Archived Items permission');
  }
};
