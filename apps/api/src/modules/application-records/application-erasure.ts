import type { TApplicationErasure, TApplicationStaffView, TApplicationStage } from '@ats/contract';
import { enqueueJob } from '../../adapters/jobs/job-queue';
import type { Db } from '../../db/client';
import { iso } from '../../lib/dates';
import { conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { type ApplicationJoined, findApplication } from '../applications';
import { recordAudit } from '../audit';
import { createRequisitionsService } from '../requisitions';
import { emitWebhookEvent } from '../webhooks';
import * as repo from './application-records.repo';

const ENTITY = 'requisition-applicant';
/** The job queue's storage deletion (handled with the video jobs: `storage.delete`). */
const STORAGE_DELETE_JOB = 'storage.delete';

const stageOf = (a: ApplicationJoined): TApplicationStage => {
  if (a.app.withdrawnAt) return 'withdrawn';
  if (a.applicant.status === 'declined') return 'not-selected';
  if (a.applicant.status !== 'incomplete') return 'in-review';
  return a.applicant.completedAt ? 'awaiting-review' : 'in-progress';
};

/** The application of a requisition applicant the caller may see (its requisition in scope), else 404. */
const visibleApplication = async (db: Db, applicantId: string, caller: AuthContext, forUpdate = false) => {
  const a = await findApplication(db, applicantId, forUpdate);
  if (!a) throw notFound('This applicant did not apply through the application flow');
  await createRequisitionsService(db).get(a.app.requisitionId, caller);
  return a;
};

/**
 * Staff handling of the candidate's requests (docs/decisions/application-flow.md#withdrawal-and-deletion-requests): what the
 * candidate asked (withdrawal, deletion), and carrying a deletion out.
 */
export const createApplicationErasure = (db: Db) => ({
  async staffView(applicantId: string, caller: AuthContext): Promise<TApplicationStaffView> {
    const a = await visibleApplication(db, applicantId, caller);
    return {
      applicantId,
      reference: a.app.reference,
      stage: stageOf(a),
      withdrawnAt: iso(a.app.withdrawnAt),
      deletionRequestedAt: iso(a.app.deletionRequestedAt),
      accommodations: a.app.accommodations,
    };
  },

  /**
   * Carries out the candidate's deletion request: the requisition applicant goes with everything
   * that hangs on it (application, answers, interviews and their recordings, notes, tags), the
   * candidate's uploaded files are removed from storage (queued, after the commit), the candidate's
   * address is taken off the earlier audit entries, and one anonymised entry records the erasure.
   */
  async erase(applicantId: string, caller: AuthContext, ip: string | null): Promise<TApplicationErasure> {
    return db.transaction(async (tx) => {
      const a = await visibleApplication(tx, applicantId, caller, true);
      if (!a.app.deletionRequestedAt)
        throw conflict('The candidate has not asked for their data to be deleted');
      const files = await repo.applicantUploads(tx, applicantId, a.applicant.resumeUploadId);
      // The applicant row first: its cascade removes what refers to it (and, through the video
      // chunks' trigger, queues the recordings' objects for deletion).
      await repo.deleteRequisitionApplicant(tx, applicantId);
      await repo.deleteUploads(
        tx,
        files.map((f) => f.id),
      );
      for (const f of files) await enqueueJob(tx, STORAGE_DELETE_JOB, { key: f.key });
      await repo.clearAuditAddresses(tx, ENTITY, applicantId);
      const erasedAt = new Date();
      await emitWebhookEvent(tx, 'candidate.erased', {
        requisitionApplicantId: applicantId,
        requisitionId: a.app.requisitionId,
      });
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'application_erase',
        entityType: ENTITY,
        entityId: applicantId,
        diff: {
          reference: a.app.reference,
          requisitionId: a.app.requisitionId,
          requestedAt: a.app.deletionRequestedAt.toISOString(),
          filesDeleted: files.length,
        },
        ip,
      });
      return {
        applicantId,
        reference: a.app.reference,
        filesDeleted: files.length,
        erasedAt: erasedAt.toISOString(),
      };
    });
  },
});
