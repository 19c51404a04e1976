import {
  declineReasonIssue,
  type TApplicant,
  type TApplicantBulkStatus,
  type TApplicantCreate,
  type TApplicantDetail,
  type TApplicantListArgs,
  type TApplicantUpdate,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { callerMaySee, manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { isFinalDecision, sendAutomaticAnps } from '../anps';
import {
  assertArchivedAccess,
  changeArchived,
  findPossibleDuplicates,
  linkApplication,
  phoneDigitsOf,
} from '../applicant-common';
import { diffOf, recordAudit, snapshotOf } from '../audit';
import { sendTemplate } from '../candidate-emails';
import { timelineOf } from '../requisition-applicants';
import type { UploadsService } from '../uploads';
import { emitWebhookEvent } from '../webhooks';
import { APPLICANT_CSV_COLUMNS } from './applicants.csv';
import * as repo from './applicants.repo';

const ENTITY = 'applicant';

/** How archiving finds and changes manual applicants (applicant-common's changeArchived). */
const archiving = {
  entityType: ENTITY,
  visible: (tx: Db, ids: string[], caller: AuthContext) =>
    repo.visibleApplicantIds(tx, ids, manualApplicantScope(caller)),
  setArchived: repo.setApplicantsArchived,
};

/** `publicUrl` (links in mail) turns on the automatic aNPS survey after a final decision. */
export const createApplicantsService = (db: Db, uploads: UploadsService, publicUrl?: string) => {
  const toApplicant = async (row: repo.ApplicantRow): Promise<TApplicant> => {
    const files = await uploads.filesByIds([row.resumeUploadId]);
    const { hasResume: _h, ...item } = repo.toListItem(row);
    return {
      ...item,
      notes: row.notes,
      resume: row.resumeUploadId ? (files.get(row.resumeUploadId) ?? null) : null,
    };
  };

  const mustFind = async (tx: Db, id: string, caller: AuthContext) => {
    const row = await repo.findApplicant(tx, id, manualApplicantScope(caller));
    if (!row) throw notFound('Applicant');
    return row;
  };

  /**
   * The line of business must exist, be active for new links, and be one the caller may use. A
   * caller limited to some lines of business must name one of them: a row without one would be
   * invisible to its own creator (docs/decisions/applicants.md#scope).
   */
  const checkLineOfBusiness = async (
    tx: Db,
    lobId: string | null | undefined,
    caller: AuthContext,
    before?: string | null,
  ) => {
    const clearing = lobId === null || (lobId === undefined && before === undefined);
    if (clearing && caller.linesOfBusiness.length) {
      throw badRequest('Validation failed', ['lobId: choose one of your lines of business']);
    }
    if (!lobId || lobId === before) return;
    const lob = await repo.findLineOfBusiness(tx, lobId);
    if (!lob || !callerMaySee(caller, 'applicant-tracker', { lobId, groupType: lob.lineType })) {
      throw badRequest('Validation failed', ['lobId: line of business not found']);
    }
    if (!lob.active) throw badRequest('Validation failed', ['lobId: this line of business is inactive']);
  };

  const resumeUploadId = async (key: string | null | undefined, caller: AuthContext) => {
    if (key === undefined) return undefined;
    if (key === null || key === '') return null;
    return (await uploads.attachable(key, 'resume', { type: 'staff', userId: caller.userId }, 'resumeKey'))
      .id;
  };

  const rowValues = (v: TApplicantUpdate) => {
    const { resumeKey: _r, ...rest } = v;
    return {
      ...rest,
      ...(v.phone !== undefined ? { phoneDigits: phoneDigitsOf(v.phone) } : {}),
    };
  };

  return {
    async list(q: TApplicantListArgs, caller: AuthContext) {
      assertArchivedAccess(caller, q.archived);
      return repo.listApplicants(db, manualApplicantScope(caller), q);
    },

    async export(q: Omit<TApplicantListArgs, 'limit' | 'paginationKey'>, caller: AuthContext) {
      assertArchivedAccess(caller, q.archived);
      return repo.exportApplicants(db, manualApplicantScope(caller), q, APPLICANT_CSV_COLUMNS);
    },

    async get(id: string, caller: AuthContext): Promise<TApplicantDetail> {
      const row = await mustFind(db, id, caller);
      const possibleDuplicates = await findPossibleDuplicates(
        db,
        { email: row.email, phoneDigits: row.phoneDigits },
        { tracker: 'manual', id },
        { manual: manualApplicantScope(caller), requisition: requisitionApplicantScope(caller) },
      );
      const timeline = await timelineOf(db, ENTITY, id);
      return { ...(await toApplicant(row)), possibleDuplicates, timeline };
    },

    async create(input: TApplicantCreate, caller: AuthContext) {
      // Refused before the resume is looked at, so a bad request leaves every table as it was.
      await checkLineOfBusiness(db, input.lobId, caller);
      const resume = await resumeUploadId(input.resumeKey, caller);
      const row = await db.transaction(async (tx) => {
        await checkLineOfBusiness(tx, input.lobId, caller);
        const values = rowValues(input);
        const id = await repo.insertApplicant(tx, {
          ...values,
          firstName: input.firstName,
          lastName: input.lastName,
          reason: input.status === 'declined' ? (input.reason ?? null) : null,
          resumeUploadId: resume ?? null,
          createdBy: caller.userId,
        });
        await linkApplication(tx, 'manual', id);
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'create',
          entityType: ENTITY,
          entityId: id,
          diff: snapshotOf({ ...values, resumeKey: input.resumeKey }),
        });
        await emitWebhookEvent(tx, 'applicant.created', { applicantId: id, kind: 'manual', ...input });
        // Read back inside the transaction: if the caller could not see the new row, nothing stays.
        return mustFind(tx, id, caller);
      });
      return toApplicant(row);
    },

    async update(id: string, input: TApplicantUpdate, caller: AuthContext) {
      if (input.lobId === null) await checkLineOfBusiness(db, null, caller);
      const resume = await resumeUploadId(input.resumeKey, caller);
      await db.transaction(async (tx) => {
        const before = await mustFind(tx, id, caller);
        await checkLineOfBusiness(tx, input.lobId, caller, before.lobId);
        const status = input.status ?? before.status;
        const reason = input.reason === undefined ? before.reason : input.reason;
        const issue = declineReasonIssue(status, reason);
        if (issue) throw badRequest('Validation failed', [issue]);
        const statusChanged = status !== before.status || (status === 'declined' && reason !== before.reason);
        const values = {
          ...rowValues(input),
          reason: status === 'declined' ? reason : null,
          ...(resume !== undefined ? { resumeUploadId: resume } : {}),
          ...(statusChanged ? { statusChangedAt: new Date() } : {}),
        };
        await repo.updateApplicantRows(tx, [id], values);
        if (input.email !== undefined || input.phone !== undefined) await linkApplication(tx, 'manual', id);
        const after = await mustFind(tx, id, caller);
        await recordAudit(tx, {
          actorId: caller.userId,
          action: statusChanged ? 'status_change' : 'update',
          entityType: ENTITY,
          entityId: id,
          diff: diffOf(before, after),
        });
        if (isFinalDecision(before.status, status))
          await sendAutomaticAnps(tx, publicUrl, 'manual', [id], 'decision');
        if (statusChanged)
          await emitWebhookEvent(tx, 'applicant.status_changed', {
            applicantId: id,
            kind: 'manual',
            status,
            reason: values.reason,
            previousStatus: before.status,
          });
      });
      return toApplicant(await mustFind(db, id, caller));
    },

    async bulkStatus(input: TApplicantBulkStatus, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const rows = await repo.visibleApplicantIds(tx, input.ids, manualApplicantScope(caller));
        const live = rows.filter((r) => !r.archivedAt);
        if (live.length !== input.ids.length) throw notFound('Applicant');
        const reason = input.status === 'declined' ? (input.reason ?? null) : null;
        const changed = live.filter((r) => r.status !== input.status || r.reason !== reason);
        if (changed.length) {
          await repo.updateApplicantRows(
            tx,
            changed.map((r) => r.id),
            { status: input.status, reason, statusChangedAt: new Date() },
          );
          await recordAudit(
            tx,
            ...changed.map((r) => ({
              actorId: caller.userId,
              action: 'status_change' as const,
              entityType: ENTITY,
              entityId: r.id,
              diff: { status: [r.status, input.status], reason: [r.reason, reason] },
            })),
          );
          for (const r of changed)
            await emitWebhookEvent(tx, 'applicant.status_changed', {
              applicantId: r.id,
              kind: 'manual',
              status: input.status,
              reason,
              previousStatus: r.status,
            });
          await sendAutomaticAnps(
            tx,
            publicUrl,
            'manual',
            changed.filter((r) => isFinalDecision(r.status, input.status)).map((r) => r.id),
            'decision',
          );
        }
        const emailed = await sendTemplate(
          tx,
          'manual',
          changed,
          input.templateId,
          caller,
          publicUrl,
          input.language,
        );
        return { updated: changed.length, message: `${changed.length} applicant(s) updated${emailed}` };
      });
    },

    /** Archives (the spec's delete); archived applicants leave every normal list and export. */
    archive: (ids: string[], caller: AuthContext) => changeArchived(db, caller, ids, true, archiving),
    unarchive: (ids: string[], caller: AuthContext) => changeArchived(db, caller, ids, false, archiving),
  };
};
