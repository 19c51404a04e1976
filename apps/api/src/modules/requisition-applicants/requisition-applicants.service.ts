import {
  declineReasonIssue,
  type TApplicantStatus,
  type TDeclineReason,
  type TRequisitionApplicantBulkStatus,
  type TRequisitionApplicantCreate,
  type TRequisitionApplicantDetail,
  type TRequisitionApplicantListArgs,
  type TRequisitionApplicantUpdate,
  type TRequisitionApplicantView,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { manualApplicantScope } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { isFinalDecision, sendAutomaticAnps } from '../anps';
import {
  assertArchivedAccess,
  changeArchived,
  findPossibleDuplicates,
  linkApplication,
  phoneDigitsOf,
} from '../applicant-common';
import { recordAudit, recordChanges, snapshotOf } from '../audit';
import { enqueueCandidateEmail, mailLanguageOf, sendTemplate, statusMail } from '../candidate-emails';
import { findRequisition } from '../requisitions';
import type { UploadsService } from '../uploads';
import { emitWebhookEvent } from '../webhooks';
import { applyApplicantViewRule } from './applicant-view-rule';
import { REQUISITION_APPLICANT_CSV_COLUMNS } from './requisition-applicants.csv';
import * as repo from './requisition-applicants.repo';

const ENTITY = 'requisition-applicant';

/** How archiving finds and changes requisition applicants; their requisitions' hired counts follow. */
const archiving = {
  entityType: ENTITY,
  visible: repo.visibleRequisitionApplicants,
  setArchived: repo.setRequisitionApplicantsArchived,
  afterChange: (tx: Db, done: { id: string; requisitionId: string }[]) =>
    repo.syncNumHired(
      tx,
      done.map((r) => r.requisitionId),
    ),
};

type Row = repo.RequisitionApplicantRow;

/** `publicUrl` (links in mail) turns on the automatic aNPS survey after a final decision. */
export const createRequisitionApplicantsService = (db: Db, uploads: UploadsService, publicUrl?: string) => {
  const mustFind = async (tx: Db, id: string, caller: AuthContext) => {
    const row = await repo.findRequisitionApplicant(tx, id, caller);
    if (!row) throw notFound('Applicant');
    return row;
  };

  const detailOf = async (row: Row): Promise<TRequisitionApplicantDetail> => {
    const files = row.resumeUploadId ? await uploads.filesByIds([row.resumeUploadId]) : new Map();
    return {
      ...repo.toRequisitionApplicant(row),
      notes: row.notes,
      resume: row.resumeUploadId ? (files.get(row.resumeUploadId) ?? null) : null,
    };
  };

  /**
   * Queues the status's fixed email to the candidate when the status has one, linked to the
   * applicant so their email log shows it with its delivery state like every other candidate email.
   */
  const mailStatus = async (tx: Db, row: Row, status: TApplicantStatus, caller: AuthContext) => {
    const mail = row.email
      ? statusMail({
          to: row.email,
          status,
          firstName: row.firstName,
          jobTitle: row.jobTitle,
          locale: mailLanguageOf(row.language),
        })
      : undefined;
    if (!mail) return false;
    await enqueueCandidateEmail(tx, mail, {
      kind: 'requisition',
      applicantId: row.id,
      purpose: `status-${status}`,
      sentBy: caller.userId,
    });
    return true;
  };

  /**
   * One status change: reason kept only for declined, statusChangedAt stamped, audited with the
   * mail outcome; the caller syncs numHired afterwards.
   */
  const changeStatus = async (
    tx: Db,
    row: Row,
    next: { status: TApplicantStatus; reason: TDeclineReason | null; sendStatusEmail: boolean },
    caller: AuthContext,
    extra: Record<string, unknown> = {},
  ) => {
    const reason = next.status === 'declined' ? next.reason : null;
    if (next.status === row.status && reason === row.reason && !Object.keys(extra).length) return false;
    await repo.updateRequisitionApplicantRows(tx, [row.id], {
      ...extra,
      status: next.status,
      reason,
      statusChangedAt: new Date(),
    });
    const emailed = next.sendStatusEmail ? await mailStatus(tx, row, next.status, caller) : false;
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'status_change',
      entityType: ENTITY,
      entityId: row.id,
      diff: {
        status: [row.status, next.status],
        ...(reason !== row.reason ? { reason: [row.reason, reason] } : {}),
        ...(next.sendStatusEmail ? { emailed } : {}),
      },
    });
    if (isFinalDecision(row.status, next.status))
      await sendAutomaticAnps(tx, publicUrl, 'requisition', [row.id], 'decision');
    await emitWebhookEvent(tx, 'applicant.status_changed', {
      requisitionApplicantId: row.id,
      kind: 'requisition',
      status: next.status,
      reason,
      previousStatus: row.status,
    });
    return true;
  };

  return {
    list(q: TRequisitionApplicantListArgs, caller: AuthContext) {
      assertArchivedAccess(caller, q.archived);
      return repo.listRequisitionApplicants(db, caller, q);
    },

    async export(q: Omit<TRequisitionApplicantListArgs, 'limit' | 'paginationKey'>, caller: AuthContext) {
      assertArchivedAccess(caller, q.archived);
      return repo.exportRequisitionApplicants(db, caller, q, REQUISITION_APPLICANT_CSV_COLUMNS);
    },

    async get(id: string, caller: AuthContext) {
      return detailOf(await mustFind(db, id, caller));
    },

    /** The applicant page: answers with the SPEC §5 rule applied, duplicates and the timeline. */
    async view(
      id: string,
      archived: boolean | undefined,
      caller: AuthContext,
    ): Promise<TRequisitionApplicantView> {
      assertArchivedAccess(caller, archived);
      const row = await mustFind(db, id, caller);
      if (Boolean(archived) !== (row.archivedAt !== null)) throw notFound('Applicant');
      const [detail, possibleDuplicates, timeline] = await Promise.all([
        detailOf(row),
        findPossibleDuplicates(
          db,
          { email: row.email, phoneDigits: row.phoneDigits },
          { tracker: 'requisition', id },
          { manual: manualApplicantScope(caller), requisition: repo.scopeFor(caller) },
        ),
        repo.timelineOf(db, ENTITY, id),
      ]);
      return {
        ...detail,
        ...applyApplicantViewRule(row.qualificationQuestions, row.qualificationQuestionResults),
        possibleDuplicates,
        timeline,
      };
    },

    /** Adds a candidate to a requisition the caller may see; completed now, audited as a create. */
    async create(input: TRequisitionApplicantCreate, caller: AuthContext) {
      const id = await db.transaction(async (tx) => {
        const requisition = await findRequisition(tx, input.requisitionId, caller);
        // The tracker's scope decides too (small teams of req-applicant-tracker).
        if (!requisition) throw badRequest('Validation failed', ['requisitionId: requisition not found']);
        const status = input.status ?? 'sent_to_operations';
        const id = await repo.insertRequisitionApplicant(tx, {
          requisitionId: input.requisitionId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email ?? '',
          phone: input.phone ?? '',
          address: input.address ?? '',
          country: input.country ?? null,
          notes: input.notes ?? '',
          status,
          reason: status === 'declined' ? (input.reason ?? null) : null,
          completedAt: new Date(),
        });
        await linkApplication(tx, 'requisition', id);
        await emitWebhookEvent(tx, 'applicant.created', {
          requisitionApplicantId: id,
          kind: 'requisition',
          ...input,
          status,
        });
        if (!(await repo.findRequisitionApplicant(tx, id, caller))) {
          throw badRequest('Validation failed', ['requisitionId: requisition not found']);
        }
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'create',
          entityType: ENTITY,
          entityId: id,
          diff: snapshotOf({ ...input, status }),
        });
        await repo.syncNumHired(tx, [input.requisitionId]);
        return id;
      });
      return this.get(id, caller);
    },

    async update(id: string, input: TRequisitionApplicantUpdate, caller: AuthContext) {
      const { resumeKey, ...rest } = input;
      const resumeUploadId =
        resumeKey === undefined
          ? undefined
          : resumeKey
            ? (
                await uploads.attachable(
                  resumeKey,
                  'resume',
                  { type: 'staff', userId: caller.userId },
                  'resumeKey',
                )
              ).id
            : null;
      await db.transaction(async (tx) => {
        const before = await mustFind(tx, id, caller);
        const { status: nextStatus, reason: nextReason, sendStatusEmail, ...fields } = rest;
        const status = nextStatus ?? (before.status as TApplicantStatus);
        const reason = nextReason === undefined ? (before.reason as TDeclineReason | null) : nextReason;
        const issue = declineReasonIssue(status, reason);
        if (issue) throw badRequest('Validation failed', [issue]);
        const values = {
          ...fields,
          ...(fields.phone !== undefined ? { phoneDigits: phoneDigitsOf(fields.phone) } : {}),
          ...(resumeUploadId !== undefined ? { resumeUploadId } : {}),
        };
        if (Object.keys(values).length) {
          await repo.updateRequisitionApplicantRows(tx, [id], values);
          if (fields.email !== undefined || fields.phone !== undefined)
            await linkApplication(tx, 'requisition', id);
          const after = await mustFind(tx, id, caller);
          await recordChanges(tx, before, after, {
            actorId: caller.userId,
            entityType: ENTITY,
            entityId: id,
          });
        }
        const current = await mustFind(tx, id, caller);
        const changed = await changeStatus(
          tx,
          current,
          { status, reason, sendStatusEmail: Boolean(sendStatusEmail) },
          caller,
        );
        if (changed) await repo.syncNumHired(tx, [before.requisitionId]);
      });
      return this.get(id, caller);
    },

    async bulkStatus(input: TRequisitionApplicantBulkStatus, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const rows = await repo.visibleRequisitionApplicants(tx, input.ids, caller);
        const live = rows.filter((r) => !r.archivedAt);
        if (live.length !== new Set(input.ids).size) throw notFound('Applicant');
        const changedRows: Row[] = [];
        for (const row of live) {
          const changed = await changeStatus(
            tx,
            row,
            {
              status: input.status,
              reason: input.reason ?? null,
              // A chosen template replaces the fixed status email.
              sendStatusEmail: !input.templateId && Boolean(input.sendStatusEmail),
            },
            caller,
          );
          if (changed) changedRows.push(row);
        }
        const updated = changedRows.length;
        const emailed = await sendTemplate(
          tx,
          'requisition',
          changedRows,
          input.templateId,
          caller,
          publicUrl,
          input.language,
        );
        await repo.syncNumHired(
          tx,
          live.map((r) => r.requisitionId),
        );
        return { updated, message: `${updated} applicant(s) updated${emailed}` };
      });
    },

    archive: (ids: string[], caller: AuthContext) => changeArchived(db, caller, ids, true, archiving),
    unarchive: (ids: string[], caller: AuthContext) => changeArchived(db, caller, ids, false, archiving),

    /**
     * Upload URLs for a candidate's own application (public flows): only while the application is
     * in progress, keys under `applicants/<id>/`, within the per-application and per-address quota.
     */
  };
};
