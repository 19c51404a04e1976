import { createHash } from 'node:crypto';
import {
  isAllowed,
  screeningStepsOf,
  type TRequisition,
  type TRequisitionCreate,
  type TRequisitionPublic,
  type TRequisitionScreening,
  type TRequisitionUpdate,
  ZRequisitionCreate,
  ZRequisitionUpdate,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { ListArgs } from '../../lib/list/keyset-list';
import { periodOf } from '../../lib/monthly-number';
import { callerMaySee, canSeeSmallTeams, SMALL_TEAMS } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { diffOf, recordAudit, snapshotOf } from '../audit';
import { missingScreeningReferences } from '../screening';
import { emitRequisitionStatus } from '../webhooks';
import { hasText, sanitizeRichText } from './requisition-html';
import { applyStatusRules } from './requisition-rules';
import * as repo from './requisitions.repo';

const ENTITY = 'requisition';
/** One visitor (address + browser) counts once per requisition in this window. */
const VISIT_WINDOW_SECONDS = 30 * 60;

const JOB_NOT_OPEN = 'This job is no longer open';

export const createRequisitionsService = (db: Db) => {
  const mustFind = async (tx: Db, id: string, caller?: AuthContext) => {
    const found = await repo.findRequisition(tx, id, caller);
    if (!found) throw notFound('Requisition');
    return found;
  };

  /** The line of business a requisition is put in (visible to the caller and active), or its problem. */
  const checkLob = async (tx: Db, lobId: string, caller: AuthContext) => {
    const lob = await repo.findLobForRequisition(tx, lobId, caller);
    if (!lob) return { lob: null, errors: ['lobId: line of business does not exist'] };
    if (!lob.active) {
      return {
        lob: null,
        errors: [`lobId: "${lob.name}" is inactive; inactive lines of business cannot get new requisitions`],
      };
    }
    return { lob, errors: [] as string[] };
  };

  // 400, not 403: the caller may use the route, just not this value (and a 403 signs the web app out).
  const smallTeamsErrors = (groupType: string | undefined, caller: AuthContext) =>
    groupType === SMALL_TEAMS && !canSeeSmallTeams(caller, 'requisitions')
      ? ['groupType: small-teams requisitions need the small_teams permission on requisitions']
      : [];

  /** The screening steps sent: `null` clears a step, a field left out keeps what is stored. */
  const screeningColumns = (v: TRequisitionScreening) => ({
    ...(v.qualificationQuestionProfileId !== undefined
      ? { qualificationQuestionProfileId: v.qualificationQuestionProfileId }
      : {}),
    ...(v.videoQuestionProfileId !== undefined ? { videoQuestionProfileId: v.videoQuestionProfileId } : {}),
    ...(v.resumeProfileId !== undefined ? { resumeProfileId: v.resumeProfileId } : {}),
    ...(v.typingTestId !== undefined ? { typingTestId: v.typingTestId } : {}),
  });

  const richText = <T extends { description?: string; instructions?: string; reminders?: string }>(v: T) => ({
    ...(v.description !== undefined ? { description: sanitizeRichText(v.description) } : {}),
    ...(v.instructions !== undefined ? { instructions: sanitizeRichText(v.instructions) } : {}),
    ...(v.reminders !== undefined ? { reminders: sanitizeRichText(v.reminders) } : {}),
  });

  const auditStatus = async (
    tx: Db,
    actor: AuthContext,
    id: string,
    before: Pick<TRequisition, 'status' | 'publishStatus'>,
    after: TRequisition,
  ) => {
    if (before.status !== after.status) {
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'status_change',
        entityType: ENTITY,
        entityId: id,
        diff: {
          status: [before.status, after.status],
          ...(after.reasonForCancellation ? { reasonForCancellation: after.reasonForCancellation } : {}),
        },
      });
    }
    if (before.publishStatus !== after.publishStatus) {
      await recordAudit(tx, {
        actorId: actor.userId,
        action: after.publishStatus === 'published' ? 'publish' : 'unpublish',
        entityType: ENTITY,
        entityId: id,
        diff: { publishStatus: [before.publishStatus, after.publishStatus] },
      });
    }
  };

  return {
    get: (id: string, caller: AuthContext) => mustFind(db, id, caller),
    list: (caller: AuthContext, args: ListArgs & repo.RequisitionListFilters) =>
      repo.listRequisitions(db, caller, args),

    /** Reserves the next uid for a new requisition (the builder shows it before saving). */
    generateUid: (caller: AuthContext) =>
      db.transaction((tx) => repo.issueRequisitionUid(tx, periodOf(new Date()), caller.userId)),

    async create(input: TRequisitionCreate, actor: AuthContext) {
      const values = ZRequisitionCreate.parse(input);
      return db.transaction(async (tx) => {
        const checked = await checkLob(tx, values.lobId, actor);
        const groupType = values.groupType ?? (checked.lob?.lineType === SMALL_TEAMS ? SMALL_TEAMS : 'bpo');
        const problems = [
          ...checked.errors,
          ...smallTeamsErrors(groupType, actor),
          ...(await missingScreeningReferences(tx, values)),
        ];
        const lob = checked.lob;
        if (!lob || problems.length) throw badRequest('Validation failed', problems);
        const html = richText(values);
        const outcome = applyStatusRules(
          {
            status: 'draft',
            publishStatus: 'unpublished',
            startDate: null,
            clientSubmissionDate: null,
            reasonForCancellation: null,
            descriptionHasText: hasText(html.description ?? ''),
          },
          values,
        );
        let requisitionUid = values.requisitionUid;
        if (requisitionUid) {
          if (!(await repo.claimRequisitionUid(tx, requisitionUid))) {
            throw conflict(
              `${requisitionUid} was not issued or is already used; generate a new requisition id`,
            );
          }
        } else {
          requisitionUid = await repo.issueRequisitionUid(tx, periodOf(new Date()), actor.userId);
          await repo.claimRequisitionUid(tx, requisitionUid);
        }
        const id = await repo.insertRequisition(tx, {
          requisitionUid,
          name: values.name,
          lobId: lob.id,
          internalJobCode: values.jobTitle.internalJobCode,
          jobTitle: values.jobTitle.jobTitle,
          location: values.jobTitle.location,
          employmentType: values.jobTitle.type,
          workEnvironment: values.jobTitle.workEnvironment,
          groupType,
          country: values.country ?? lob.country,
          ...html,
          payText: values.payText,
          shiftText: values.shiftText,
          status: outcome.status,
          publishStatus: outcome.publishStatus,
          publishedAt: outcome.publishStatus === 'published' ? new Date() : null,
          startDate: values.startDate,
          clientSubmissionDate: values.clientSubmissionDate,
          requiredHC: values.requiredHC,
          numHired: values.numHired,
          reasonForCancellation: outcome.reasonForCancellation,
          ...screeningColumns(values),
          createdBy: actor.userId,
        });
        const created = await mustFind(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'create',
          entityType: ENTITY,
          entityId: id,
          diff: snapshotOf({
            requisitionUid,
            name: created.name,
            lobId: created.lobId,
            jobTitle: created.jobTitle.jobTitle,
            groupType: created.groupType,
            status: created.status,
            publishStatus: created.publishStatus,
            ...screeningStepsOf(created),
          }),
        });
        return created;
      });
    },

    async update(id: string, input: TRequisitionUpdate, actor: AuthContext) {
      const values = ZRequisitionUpdate.parse(input);
      return db.transaction(async (tx) => {
        await mustFind(tx, id, actor);
        await repo.lockRequisition(tx, id);
        const before = await mustFind(tx, id, actor);
        const checked =
          values.lobId && values.lobId !== before.lobId ? await checkLob(tx, values.lobId, actor) : null;
        const problems = [
          ...(checked?.errors ?? []),
          ...smallTeamsErrors(values.groupType, actor),
          ...(await missingScreeningReferences(tx, values)),
        ];
        if (problems.length) throw badRequest('Validation failed', problems);
        const lob = checked?.lob ?? null;
        const html = richText(values);
        const outcome = applyStatusRules(
          {
            status: before.status,
            publishStatus: before.publishStatus,
            startDate: before.startDate,
            clientSubmissionDate: before.clientSubmissionDate,
            reasonForCancellation: before.reasonForCancellation,
            descriptionHasText: hasText(html.description ?? before.description),
          },
          values,
        );
        const job = values.jobTitle ?? {};
        const now = new Date();
        await repo.updateRequisitionRow(tx, id, {
          ...(values.name !== undefined ? { name: values.name } : {}),
          ...(lob ? { lobId: lob.id } : {}),
          ...(job.internalJobCode !== undefined ? { internalJobCode: job.internalJobCode } : {}),
          ...(job.jobTitle !== undefined ? { jobTitle: job.jobTitle } : {}),
          ...(job.location !== undefined ? { location: job.location } : {}),
          ...(job.type !== undefined ? { employmentType: job.type } : {}),
          ...(job.workEnvironment !== undefined ? { workEnvironment: job.workEnvironment } : {}),
          ...(values.groupType !== undefined ? { groupType: values.groupType } : {}),
          ...(values.country !== undefined ? { country: values.country } : {}),
          ...html,
          ...(values.payText !== undefined ? { payText: values.payText } : {}),
          ...(values.shiftText !== undefined ? { shiftText: values.shiftText } : {}),
          ...(values.startDate !== undefined ? { startDate: values.startDate } : {}),
          ...(values.clientSubmissionDate !== undefined
            ? { clientSubmissionDate: values.clientSubmissionDate }
            : {}),
          ...(values.requiredHC !== undefined ? { requiredHC: values.requiredHC } : {}),
          ...(values.numHired !== undefined ? { numHired: values.numHired } : {}),
          status: outcome.status,
          ...(outcome.statusChanged ? { statusChangedAt: now } : {}),
          publishStatus: outcome.publishStatus,
          ...(outcome.publishChanged
            ? { publishedAt: outcome.publishStatus === 'published' ? now : null }
            : {}),
          reasonForCancellation: outcome.reasonForCancellation,
          ...screeningColumns(values),
        });
        const after = await mustFind(tx, id);
        const {
          status: _s,
          publishStatus: _p,
          statusChangedAt: _c,
          publishedAt: _a,
          ...rest
        } = diffOf(before, after);
        if (Object.keys(rest).length) {
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'update',
            entityType: ENTITY,
            entityId: id,
            diff: rest,
          });
        }
        await auditStatus(tx, actor, id, before, after);
        await emitRequisitionStatus(tx, after, before.status);
        return after;
      });
    },

    async remove(id: string, actor: AuthContext) {
      await db.transaction(async (tx) => {
        const before = await mustFind(tx, id, actor);
        await repo.lockRequisition(tx, id);
        const applicants = await repo.countRequisitionApplicants(tx, id);
        if (applicants > 0) {
          throw conflict(
            `${before.requisitionUid} has had ${applicants} applicant${applicants === 1 ? '' : 's'} and cannot be deleted; cancel it instead`,
          );
        }
        await repo.deleteRequisitionRow(tx, id);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'delete',
          entityType: ENTITY,
          entityId: id,
          diff: { requisitionUid: before.requisitionUid, name: before.name },
        });
      });
    },

    /**
     * The public job page: published requisitions for everyone; staff who may view requisitions
     * (and see this one) may also preview an unpublished one. Anything else is "no longer open".
     */
    async view(id: string, caller: AuthContext | null): Promise<TRequisitionPublic> {
      const found = await repo.findPublicRequisition(db, id);
      if (!found) throw notFound(JOB_NOT_OPEN);
      const { lobId, groupType, ...job } = found;
      if (job.published) return job;
      const staff =
        caller &&
        caller.roleStatus === 1 &&
        isAllowed(caller.permissions, 'requisitions', 'view') &&
        callerMaySee(caller, 'requisitions', { lobId, groupType });
      if (!staff) throw notFound(JOB_NOT_OPEN);
      return job;
    },

    /** Counts a public page visit; the same visitor counts once per window. */
    async countVisit(id: string, visitor: { ip: string; userAgent: string }) {
      const found = await repo.findPublicRequisition(db, id);
      if (!found?.published) throw notFound(JOB_NOT_OPEN);
      const key = createHash('sha256')
        .update(`${id}\n${visitor.ip}\n${visitor.userAgent}`)
        .digest('base64url');
      const counted = await repo.countVisit(db, id, key, VISIT_WINDOW_SECONDS);
      if (Math.random() < 0.01) await repo.pruneVisitThrottle(db);
      return counted;
    },
  };
};
