import { isAllowed } from '@ats/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';

/**
 * The audit entries and the bulk result of archiving (the spec's delete) or unarchiving
 * applicants, shared by the manual and requisition applicant trackers. Call inside the
 * transaction that changed the rows.
 */
export const recordArchiveChange = async (
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

/** Archived views also need the Archived Items page (docs/decisions/applicants.md#archive-permissions). */
export const assertArchivedAccess = (caller: AuthContext, archived: boolean | undefined) => {
  if (archived && !isAllowed(caller.permissions, 'archived-items', 'view')) {
    throw forbidden('Archived items need the Archived Items permission');
  }
};
