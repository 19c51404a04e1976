import {
  isAllowed,
  PUBLISHABLE_STATUSES,
  type TAddToRequisition,
  type TApplicantKind,
  type TCandidateMerge,
  type TCandidateRecord,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { callerMaySee, manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { linkApplication } from '../applicant-common';
import { findApplicant } from '../applicants';
import { recordAudit } from '../audit';
import { reachApplicant, TIMELINE_ENTITY, TRACKER_MENU_ITEM } from '../candidate-emails';
import {
  findRequisitionApplicant,
  insertRequisitionApplicant,
  syncNumHired,
} from '../requisition-applicants';
import { findRequisition, lockRequisition } from '../requisitions';
import * as repo from './candidate-records.repo';

/** The candidate of an applicant, linked now if a path outside this module left it unlinked. */
const candidateOf = async (tx: Db, kind: TApplicantKind, id: string) => {
  const row = await repo.candidateIdOf(tx, kind, id);
  if (!row) throw notFound('Applicant');
  return row.candidateId ?? linkApplication(tx, kind, id);
};

/**
 * One candidate record (docs/decisions/candidates.md): a person's applications
 * across both trackers, merging two records, and "Add to requisition".
 */
export const createCandidateRecordsService = (db: Db) => ({
  /** The candidate of this applicant and the applications the caller may see. */
  async record(kind: TApplicantKind, applicantId: string, caller: AuthContext): Promise<TCandidateRecord> {
    return db.transaction(async (tx) => {
      await reachApplicant(tx, caller, kind, applicantId, 'view');
      const id = await candidateOf(tx, kind, applicantId);
      const may = (k: TApplicantKind) => isAllowed(caller.permissions, TRACKER_MENU_ITEM[k], 'view');
      const applications = await repo.applicationsOf(tx, id, {
        manual: may('manual') && manualApplicantScope(caller),
        requisition: may('requisition') && requisitionApplicantScope(caller),
      });
      const total = await repo.countApplications(tx, id);
      return { id, applications, hiddenCount: total - applications.length };
    });
  },

  /**
   * Moves every application of `mergedId` (and with them their notes, tags, emails, interviews
   * and files) to `survivorId`; the merged record keeps a pointer. The caller must be able to edit
   * every application of both records.
   */
  async merge(input: TCandidateMerge, caller: AuthContext) {
    if (input.survivorId === input.mergedId) throw conflict('A candidate cannot be merged into itself');
    return db.transaction(async (tx) => {
      const [first, second] = [input.survivorId, input.mergedId].sort();
      const locked = new Map(
        [await repo.lockCandidate(tx, first!), await repo.lockCandidate(tx, second!)]
          .filter((c) => c !== undefined)
          .map((c) => [c.id, c]),
      );
      const apps = await repo.applicationScopesOf(tx, [input.survivorId, input.mergedId]);
      const visible = (a: (typeof apps)[number]) =>
        isAllowed(caller.permissions, TRACKER_MENU_ITEM[a.kind], 'view') &&
        callerMaySee(caller, TRACKER_MENU_ITEM[a.kind], a);
      if (locked.size !== 2) throw notFound('Candidate');
      if ([...locked.values()].some((c) => c.mergedIntoId))
        throw conflict('This candidate record was already merged into another');
      for (const id of [input.survivorId, input.mergedId]) {
        if (!apps.some((a) => a.candidateId === id && visible(a))) throw notFound('Candidate');
      }
      const editable = (a: (typeof apps)[number]) =>
        visible(a) && isAllowed(caller.permissions, TRACKER_MENU_ITEM[a.kind], 'edit');
      if (!apps.every(editable))
        throw forbidden('Merging needs edit access to every application of both records');
      await repo.mergeCandidates(tx, input.survivorId, input.mergedId, caller.userId);
      const moved = apps.filter((a) => a.candidateId === input.mergedId);
      await recordAudit(
        tx,
        {
          actorId: caller.userId,
          action: 'candidate_merge',
          entityType: 'candidate',
          entityId: input.mergedId,
          diff: { mergedInto: [null, input.survivorId], applications: moved.length },
        },
        ...moved.map((a) => ({
          actorId: caller.userId,
          action: 'candidate_merge' as const,
          entityType: TIMELINE_ENTITY[a.kind],
          entityId: a.id,
          diff: { candidate: [input.mergedId, input.survivorId] },
        })),
      );
      return { survivorId: input.survivorId, mergedId: input.mergedId, movedApplications: moved.length };
    });
  },

  /**
   * Puts a manual applicant into a requisition's pipeline: a new requisition applicant of the
   * same candidate, with the person's details and resume, completed now (as a staff-added
   * applicant). 409 when the candidate is already in that requisition or it is not open.
   */
  async addToRequisition(input: TAddToRequisition, caller: AuthContext) {
    if (!isAllowed(caller.permissions, 'applicant-tracker', 'view')) throw forbidden();
    return db.transaction(async (tx) => {
      const person = await findApplicant(tx, input.applicantId, manualApplicantScope(caller));
      if (!person) throw notFound('Applicant');
      if (person.archivedAt) throw conflict('An archived applicant cannot be added to a requisition');
      const requisition = await findRequisition(tx, input.requisitionId, caller);
      if (!requisition) throw notFound('Requisition');
      await lockRequisition(tx, requisition.id);
      if (!PUBLISHABLE_STATUSES.includes(requisition.status))
        throw conflict('This requisition is not open', ['requisitionId: the requisition is not open']);
      const candidateId = await candidateOf(tx, 'manual', person.id);
      await repo.lockCandidate(tx, candidateId);
      if (await repo.applicationToRequisition(tx, candidateId, requisition.id))
        throw conflict('This candidate is already in that requisition', [
          'requisitionId: the candidate already applied to this requisition',
        ]);
      const status = input.status ?? 'sent_to_operations';
      const id = await insertRequisitionApplicant(tx, {
        requisitionId: requisition.id,
        candidateId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        address: person.address,
        country: person.country,
        resumeUploadId: person.resumeUploadId,
        status,
        reason: status === 'declined' ? (input.reason ?? null) : null,
        completedAt: new Date(),
      });
      // The tracker's own scope (small teams of req-applicant-tracker) decides too.
      if (!(await findRequisitionApplicant(tx, id, caller))) throw notFound('Requisition');
      await recordAudit(
        tx,
        {
          actorId: caller.userId,
          action: 'create',
          entityType: TIMELINE_ENTITY.requisition,
          entityId: id,
          diff: { via: 'add to requisition', fromApplicant: person.id, status },
        },
        {
          actorId: caller.userId,
          action: 'add_to_requisition',
          entityType: TIMELINE_ENTITY.manual,
          entityId: person.id,
          diff: { requisition: [null, `${requisition.requisitionUid} ${requisition.name}`] },
        },
      );
      await syncNumHired(tx, [requisition.id]);
      return { id, candidateId };
    });
  },
});
