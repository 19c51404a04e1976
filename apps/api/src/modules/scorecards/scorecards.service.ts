import {
  DEFAULT_SCORECARD_ATTRIBUTES,
  type TApplicantKind,
  type TApplicantScorecards,
  type TRecommendation,
  type TScorecardSubmit,
  type TScorecardTemplate,
  ZScorecardSubmit,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import { reachApplicant, TIMELINE_ENTITY } from '../candidate-emails';
import { findRequisition } from '../requisitions';
import { findInterview } from '../scheduling';
import * as repo from './scorecards.repo';

export const createScorecardsService = (db: Db) => {
  const attributesFor = async (tx: Db, requisitionId: string | null) => {
    const row = requisitionId ? await repo.findTemplate(tx, requisitionId) : undefined;
    return row?.attributes ?? DEFAULT_SCORECARD_ATTRIBUTES;
  };

  return {
    async template(requisitionId: string, caller: AuthContext): Promise<TScorecardTemplate> {
      if (!(await findRequisition(db, requisitionId, caller))) throw notFound('Requisition');
      const row = await repo.findTemplate(db, requisitionId);
      return { requisitionId, attributes: row?.attributes ?? DEFAULT_SCORECARD_ATTRIBUTES, isDefault: !row };
    },

    async saveTemplate(requisitionId: string, attributes: string[], caller: AuthContext) {
      return db.transaction(async (tx) => {
        if (!(await findRequisition(tx, requisitionId, caller))) throw notFound('Requisition');
        await repo.upsertTemplate(tx, requisitionId, attributes);
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'scorecard_template',
          entityType: 'requisition',
          entityId: requisitionId,
          diff: { attributes },
        });
        return { requisitionId, attributes, isDefault: false };
      });
    },

    /** The form an interviewer fills in: the requisition's attributes. */
    async form(interviewId: string, caller: AuthContext) {
      const interview = await findInterview(db, interviewId);
      if (!interview || !(await repo.isInterviewer(db, interviewId, caller.userId)))
        throw notFound('Interview');
      return { attributes: await attributesFor(db, interview.requisitionId) };
    },

    /** One scorecard per interviewer and interview; every attribute rated once. */
    async submit(interviewId: string, input: TScorecardSubmit, caller: AuthContext) {
      const v = ZScorecardSubmit.parse(input);
      return db.transaction(async (tx) => {
        const interview = await findInterview(tx, interviewId);
        // Interviewers only; the interview's existence is not revealed to others.
        if (!interview || !(await repo.isInterviewer(tx, interviewId, caller.userId)))
          throw notFound('Interview');
        if (interview.status === 'cancelled') throw conflict('This interview was cancelled');
        const attributes = await attributesFor(tx, interview.requisitionId);
        const rated = v.ratings.map((r) => r.attribute);
        const missing = attributes.filter((a) => !rated.includes(a));
        const extra = rated.filter((a) => !attributes.includes(a));
        if (missing.length || extra.length || new Set(rated).size !== rated.length)
          throw badRequest('Validation failed', [
            ...missing.map((a) => `ratings: rate "${a}"`),
            ...extra.map((a) => `ratings: "${a}" is not on this scorecard`),
            ...(new Set(rated).size !== rated.length ? ['ratings: rate each attribute once'] : []),
          ]);
        const id = await repo.insertScorecard(tx, {
          interviewId,
          interviewerId: caller.userId,
          ratings: v.ratings,
          recommendation: v.recommendation,
          notes: v.notes,
        });
        if (!id) throw conflict('You have already submitted a scorecard for this interview');
        await recordAudit(tx, {
          actorId: caller.userId,
          action: 'scorecard_submit',
          entityType: TIMELINE_ENTITY[interview.applicantKind as TApplicantKind],
          entityId: interview.applicantId,
          diff: { interviewId, recommendation: v.recommendation },
        });
        return { id };
      });
    },

    /**
     * The applicant's scorecards. An interviewer who still owes a scorecard for one of this
     * applicant's interviews sees only their own until they submit (no anchoring;
     * docs/decisions/scorecards.md#hidden-until-submitted).
     */
    async forApplicant(
      kind: TApplicantKind,
      applicantId: string,
      caller: AuthContext,
    ): Promise<TApplicantScorecards> {
      const ctx = await reachApplicant(db, caller, kind, applicantId, 'view');
      const interviewIds = await repo.liveInterviewIdsOf(db, kind, applicantId);
      const [rows, mineAsInterviewer] = await Promise.all([
        repo.scorecardsOf(db, interviewIds),
        repo.interviewsWithInterviewer(db, interviewIds, caller.userId),
      ]);
      const submitted = new Set(
        rows.filter((r) => r.interviewerId === caller.userId).map((r) => r.interviewId),
      );
      const pendingInterviewIds = mineAsInterviewer.filter((id) => !submitted.has(id));
      const visible = pendingInterviewIds.length
        ? rows.filter((r) => r.interviewerId === caller.userId)
        : rows;
      return {
        requisitionId: ctx.requisitionId,
        attributes: await attributesFor(db, ctx.requisitionId),
        scorecards: visible.map((r) => ({
          id: r.id,
          interviewId: r.interviewId,
          interviewerId: r.interviewerId,
          interviewerName: `${r.firstName} ${r.lastName}`.trim(),
          ratings: r.ratings,
          recommendation: r.recommendation as TRecommendation,
          notes: r.notes,
          submittedAt: isoRequired(r.submittedAt),
        })),
        hiddenCount: rows.length - visible.length,
        pendingInterviewIds,
      };
    },
  };
};
