import { randomInt } from 'node:crypto';
import {
  CLASS_REQUEST_STATUSES,
  CLASS_REQUEST_TRANSITIONS,
  isAllowed,
  labelOf,
  type TClassRequest,
  type TClassRequestAccept,
  type TClassRequestContent,
  type TClassRequestStatus,
  type TClassRequestStatusChange,
  type TClassRequestSubmit,
  type TClassRequestSubmitResult,
} from '@ats/contract';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { periodOf } from '../../lib/monthly-number';
import { deleteVersionChecked } from '../../lib/version-to-delete';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit } from '../audit';
import type { ModuleDeps } from '../module-deps';
import { emitWebhookEvent } from '../webhooks';
import { draftRequisitionFrom } from './class-request-to-requisition';
import { requesterConfirmation, staffNotification } from './class-requests.mail';
import * as repo from './class-requests.repo';

const ENTITY = 'class_request';

export const createClassRequestsService = (deps: ModuleDeps) => {
  const { db } = deps;

  const mustFind = async (tx: Db, id: string) => {
    const row = await repo.findClassRequestRow(tx, id);
    if (!row) throw notFound('Class request');
    return row;
  };

  const view = async (tx: Db, id: string): Promise<TClassRequest> => {
    const row = await mustFind(tx, id);
    const { currentVersionId, ...rest } = row;
    const versions = await repo.listVersions(tx, id, currentVersionId);
    const current = versions.find((v) => v.isCurrent) ?? versions[0];
    if (!current) throw notFound('Class request');
    return { ...rest, current, versions };
  };

  /** Accepted requests are frozen: the requisition made from them is the living document. */
  const mustBeEditable = (row: { status: TClassRequestStatus; referenceNumber: string }) => {
    if (row.status === 'accepted')
      throw conflict(
        `${row.referenceNumber} was accepted into a requisition and can no longer change; edit the requisition instead`,
      );
  };

  const checkLob = async (tx: Db, lobId: string | null | undefined, field = 'lobId') => {
    if (!lobId) return undefined;
    const lob = await repo.findLineOfBusiness(tx, lobId);
    if (!lob) throw badRequest('Validation failed', [`${field}: line of business does not exist`]);
    return lob;
  };

  const staffRecipients = async (tx: Db) => {
    const configured = deps.config.mail.staffNotify
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return configured?.length ? configured : repo.staffWhoViewClassRequests(tx);
  };

  return {
    view: (id: string) => view(db, id),
    list: repo.listClassRequests.bind(null, db),
    stream: repo.streamClassRequests.bind(null, db),

    /**
     * A guest's submission. A filled honeypot answers like a success but stores and sends
     * nothing, so a bot learns nothing from the reply.
     */
    async submit(input: TClassRequestSubmit, meta: { ip?: string }): Promise<TClassRequestSubmitResult> {
      const { website, ...fields } = input;
      if (website?.trim()) {
        deps.log.info({ ip: meta.ip }, 'class request honeypot filled: submission dropped');
        const now = new Date();
        return {
          referenceNumber: `CR-${periodOf(now)}-${String(randomInt(1, 10_000)).padStart(4, '0')}`,
          type: fields.type,
          positionTitle: fields.positionTitle,
          submittedAt: now.toISOString(),
        };
      }
      const content = { ...fields, lobId: null } as TClassRequestContent;
      return db.transaction(async (tx) => {
        const referenceNumber = await repo.nextReferenceNumber(tx);
        const id = await repo.insertClassRequest(tx, { ...repo.summaryOf(content), referenceNumber });
        const versionNumber = await repo.takeVersionNumber(tx, id);
        const versionId = await repo.insertVersion(tx, {
          classRequestId: id,
          versionNumber,
          snapshot: content,
          createdBy: null,
        });
        await repo.setCurrentVersion(tx, id, versionId, repo.summaryOf(content));
        await recordAudit(tx, {
          actorId: null,
          action: 'create',
          entityType: ENTITY,
          entityId: id,
          diff: {
            referenceNumber,
            type: content.type,
            positionTitle: content.positionTitle,
            company: content.company,
          },
          ip: meta.ip ?? null,
        });
        await enqueueMail(tx, requesterConfirmation(content, referenceNumber));
        await emitWebhookEvent(tx, 'class_request.submitted', {
          classRequestId: id,
          name: content.positionTitle,
          headcount: content.headcount,
        });
        const link = `${deps.publicUrl}/talent-discovery/class-requests/${id}`;
        for (const to of await staffRecipients(tx))
          await enqueueMail(tx, staffNotification(to, content, referenceNumber, link));
        const row = await mustFind(tx, id);
        return {
          referenceNumber,
          type: content.type,
          positionTitle: content.positionTitle,
          submittedAt: row.createdAt,
        };
      });
    },

    /** Saves a full new version and makes it current. */
    async update(id: string, content: TClassRequestContent, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, id);
        mustBeEditable(row);
        await checkLob(tx, content.lobId);
        const before = row.currentVersionId
          ? await repo.findVersion(tx, id, row.currentVersionId)
          : undefined;
        const versionNumber = await repo.takeVersionNumber(tx, id);
        const versionId = await repo.insertVersion(tx, {
          classRequestId: id,
          versionNumber,
          snapshot: content,
          createdBy: actor.userId,
        });
        await repo.setCurrentVersion(tx, id, versionId, repo.summaryOf(content));
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'update',
          entityType: ENTITY,
          entityId: id,
          diff: {
            version: [before?.versionNumber ?? null, versionNumber],
            ...diffOf((before?.content ?? {}) as Record<string, unknown>, content as Record<string, unknown>),
          },
        });
        return view(tx, id);
      });
    },

    async markCurrent(classRequestId: string, versionId: string, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, classRequestId);
        const version = await repo.findVersion(tx, classRequestId, versionId);
        if (!version) throw notFound('Version');
        if (row.currentVersionId === versionId) return view(tx, classRequestId);
        mustBeEditable(row);
        const lobStillExists = version.content.lobId
          ? Boolean(await repo.findLineOfBusiness(tx, version.content.lobId))
          : true;
        await repo.setCurrentVersion(tx, classRequestId, versionId, {
          ...repo.summaryOf(version.content),
          lobId: lobStillExists ? (version.content.lobId ?? null) : null,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'update',
          entityType: ENTITY,
          entityId: classRequestId,
          diff: { currentVersion: [row.currentVersionNumber, version.versionNumber] },
        });
        return view(tx, classRequestId);
      });
    },

    async deleteVersion(classRequestId: string, versionId: string, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, classRequestId);
        const found = await repo.findVersion(tx, classRequestId, versionId);
        const version = await deleteVersionChecked(found, versionId, row.currentVersionId, (v) =>
          repo.deleteVersion(tx, v),
        );
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: 'class_request_version',
          entityId: versionId,
          diff: {
            classRequestId,
            referenceNumber: row.referenceNumber,
            versionNumber: version.versionNumber,
          },
        });
        return view(tx, classRequestId);
      });
    },

    async remove(id: string, actor: AuthContext) {
      await db.transaction(async (tx) => {
        const row = await mustFind(tx, id);
        await repo.deleteClassRequest(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: ENTITY,
          entityId: id,
          diff: {
            referenceNumber: row.referenceNumber,
            positionTitle: row.positionTitle,
            company: row.company,
          },
        });
      });
    },

    async changeStatus(id: string, input: TClassRequestStatusChange, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, id);
        const next = input.status;
        if (row.status === next && next !== 'declined') return view(tx, id);
        if (!CLASS_REQUEST_TRANSITIONS[row.status].includes(next) && row.status !== next) {
          throw conflict(
            `A class request cannot move from ${labelOf(CLASS_REQUEST_STATUSES, row.status)} to ${labelOf(CLASS_REQUEST_STATUSES, next)}`,
          );
        }
        const reason = input.reason?.trim() || null;
        await repo.updateStatus(tx, id, { status: next, statusReason: reason });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'status_change',
          entityType: ENTITY,
          entityId: id,
          diff: { status: [row.status, next], ...(reason ? { reason } : {}) },
        });
        return view(tx, id);
      });
    },

    /** Creates a draft requisition from the current version and links it (status accepted). */
    async accept(id: string, input: TClassRequestAccept, actor: AuthContext) {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, id);
        if (row.status === 'accepted') throw conflict(`${row.referenceNumber} was already accepted`);
        if (!CLASS_REQUEST_TRANSITIONS[row.status].includes('accepted'))
          throw conflict(
            `A ${labelOf(CLASS_REQUEST_STATUSES, row.status).toLowerCase()} class request cannot be accepted; reopen it first`,
          );
        const lobId = input.lobId ?? row.lob?.id;
        if (!lobId)
          throw badRequest('Validation failed', [
            'lobId: choose the line of business the requisition belongs to',
          ]);
        const lob = await checkLob(tx, lobId);
        if (!lob?.active) throw conflict('This line of business is inactive and cannot get new requisitions');
        // Accepting creates a requisition: the caller must be allowed to create that one too.
        const smallTeams = lob.lineType === 'small-teams';
        if (
          !isAllowed(actor.permissions, 'requisitions', 'edit') ||
          (smallTeams && !isAllowed(actor.permissions, 'requisitions', 'small_teams')) ||
          (actor.linesOfBusiness.length > 0 && !actor.linesOfBusiness.includes(lob.id))
        )
          throw forbidden(
            'Accepting creates a requisition in this line of business, which your role may not do',
          );
        const current = row.currentVersionId
          ? await repo.findVersion(tx, id, row.currentVersionId)
          : undefined;
        if (!current) throw notFound('Version');
        const requisitionUid = await repo.takeRequisitionUid(tx, actor.userId);
        const values = draftRequisitionFrom(current.content, {
          lobId,
          lineType: lob.lineType,
          name: input.name,
          requisitionUid,
          createdBy: actor.userId,
        });
        const requisition = await repo.insertDraftRequisition(tx, values);
        await repo.updateStatus(tx, id, {
          status: 'accepted',
          statusReason: null,
          requisitionId: requisition.id,
        });
        await recordAudit(
          tx,
          {
            actorId: actor.userId,
            action: 'create',
            entityType: 'requisition',
            entityId: requisition.id,
            diff: {
              requisitionUid,
              name: values.name,
              status: 'draft',
              fromClassRequest: row.referenceNumber,
            },
          },
          {
            actorId: actor.userId,
            action: 'status_change',
            entityType: ENTITY,
            entityId: id,
            diff: { status: [row.status, 'accepted'], requisitionId: requisition.id },
          },
        );
        return view(tx, id);
      });
    },
  };
};
