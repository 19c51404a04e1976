import { randomUUID } from 'node:crypto';
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_SKIP_REASONS,
  labelOf,
  type TApplicantKind,
  type TAssessmentResult,
  type TAssessmentReview,
  type TAssessmentSendResult,
  type TAssessmentTemplateBody,
  type TCefrLevel,
  type ZSendAssessment,
} from '@ats/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { findTemplate } from '../assessment-templates';
import { recordAudit } from '../audit';
import {
  assertEmails,
  assertMove,
  assertTracker,
  auditInterview,
  eitherScope,
  findApplicants,
  findInterviewById,
  findInterviewsByIds,
  INTERVIEW_ENTITY,
  type InterviewApplicant,
  type InterviewInsert,
  insertInterviews,
  interviewKindsScope,
  resultsScope,
  type SendingDeps,
  sendInterview,
  toListItem,
  trackerKindsOf,
  updateInterview,
} from '../interviews';
import * as repo from './assessments.repo';
import type { SpokenReviewService } from './spoken-review.service';

type SendArgs = z.output<typeof ZSendAssessment>;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Rows the caller may see: results of the types they may view, or their trackers' applicants. */
const viewScope = (caller: AuthContext) =>
  eitherScope(resultsScope(caller), interviewKindsScope(caller, trackerKindsOf(caller, 'view')));

export const outcomeOf = (score: number, passScore: number) => (score >= passScore ? 'passed' : 'failed');

/** Sending, results and the reviewer's final word for language and writing assessments. */
export const createAssessmentsService = (db: Db, deps: SendingDeps, spoken: SpokenReviewService) => {
  const mustFindApplicants = async (kind: TApplicantKind, ids: string[], caller: AuthContext) => {
    assertTracker(caller, kind, 'edit');
    const unique = [...new Set(ids)];
    const found = await findApplicants(db, kind, unique, caller);
    if (found.length !== unique.length) throw notFound('Applicant');
    return found;
  };

  const resultOf = async (tx: Db, id: string, caller: AuthContext): Promise<TAssessmentResult> => {
    const j = await findInterviewById(tx, id, viewScope(caller));
    if (!j || !(j.row.type in ASSESSMENT_KINDS)) throw notFound('Assessment');
    const a = await repo.findAttempt(tx, id);
    if (!a) throw notFound('Assessment');
    const body = a.content.body as TAssessmentTemplateBody;
    return {
      interview: toListItem(j),
      kind: a.content.kind,
      templateName: a.content.name,
      passScore: body.passScore,
      timeLimitSeconds: a.timeLimitSeconds,
      autoScore: a.score?.autoScore ?? null,
      language: a.score?.language ?? null,
      writing: a.score?.writing ?? null,
      spoken: await spoken.listFor(tx, id, body),
      transcription: spoken.transcription,
      integrity: {
        focusLost: a.focusLost,
        pasteBlocked: a.pasteBlocked,
        audioPlays: a.audioPlays,
        secondsUsed: a.secondsUsed,
      },
      review:
        a.reviewedAt && a.finalScore !== null
          ? {
              finalScore: Number(a.finalScore),
              cefr: (a.finalCefr as TCefrLevel | null) ?? null,
              note: a.reviewNote,
              outcome: outcomeOf(Number(a.finalScore), body.passScore),
              byName: await repo.reviewerName(tx, a.reviewedBy),
              at: a.reviewedAt.toISOString(),
            }
          : null,
    };
  };

  return {
    /** One interview per applicant on a frozen copy of the template, emailed with its link. */
    async send(body: SendArgs, caller: AuthContext) {
      const template = await findTemplate(db, body.templateId);
      if (!template || template.kind !== body.type) {
        throw badRequest(`No such ${labelOf(ASSESSMENT_KINDS, body.type).toLowerCase()} template`, [
          `templateId: no ${body.type} template has this id`,
        ]);
      }
      const byKind = new Map<TApplicantKind, string[]>();
      for (const a of body.applicants)
        byKind.set(a.applicantKind, [...(byKind.get(a.applicantKind) ?? []), a.applicantId]);
      const found: InterviewApplicant[] = [];
      for (const [kind, ids] of byKind) found.push(...(await mustFindApplicants(kind, ids, caller)));
      // Bulk sends skip (and say why) rather than fail: archived, no email, or already open.
      const open = await repo.applicantsWithOpenAssessment(
        db,
        template.id,
        found.filter((p) => p.kind === 'requisition').map((p) => p.id),
        found.filter((p) => p.kind === 'manual').map((p) => p.id),
      );
      const skipped: TAssessmentSendResult['skipped'] = [];
      const people: InterviewApplicant[] = [];
      for (const p of found) {
        const reason = p.archivedAt
          ? 'archived'
          : !p.email
            ? 'no-email'
            : open.has(p.id)
              ? 'already-open'
              : null;
        if (reason)
          skipped.push({
            applicantId: p.id,
            applicantKind: p.kind,
            name: `${p.firstName} ${p.lastName}`.trim(),
            reason,
          });
        else people.push(p);
      }
      if (!people.length) {
        throw conflict(
          'No assessment was sent',
          skipped.map((s) => `${s.name} ${ASSESSMENT_SKIP_REASONS[s.reason]}`),
        );
      }
      const tBody = template.body as TAssessmentTemplateBody;
      return db.transaction(async (tx) => {
        const rows: InterviewInsert[] = people.map((p) => {
          const id = randomUUID();
          const link = deps.tokens.issue(id);
          return {
            id,
            type: body.type,
            status: 'new',
            requisitionApplicantId: p.kind === 'requisition' ? p.id : null,
            manualApplicantId: p.kind === 'manual' ? p.id : null,
            referenceId: template.id,
            referenceName: template.name,
            tokenNonce: link.nonce,
            tokenHash: link.hash,
            expiresAt: daysFromNow(body.expiresInDays),
            content: null,
            createdBy: caller.userId,
          };
        });
        await insertInterviews(tx, rows);
        await repo.insertAttempts(
          tx,
          rows.map((r) => ({
            interviewId: r.id!,
            templateId: template.id,
            content: { templateId: template.id, kind: template.kind, name: template.name, body: tBody },
            timeLimitSeconds: tBody.timeLimitMinutes * 60,
          })),
        );
        const ids = rows.map((r) => r.id!);
        const joined = await findInterviewsByIds(tx, ids, undefined);
        assertEmails(joined);
        await recordAudit(
          tx,
          ...joined.map((j) => ({
            actorId: caller.userId,
            action: 'create' as const,
            entityType: INTERVIEW_ENTITY,
            entityId: j.row.id,
            diff: { type: j.row.type, referenceName: j.row.referenceName, attempt: 1 },
          })),
        );
        for (const j of joined)
          await sendInterview(tx, deps, j, {
            expiresInDays: body.expiresInDays,
            actorId: caller.userId,
            language: body.language,
          });
        const fresh = await findInterviewsByIds(tx, ids, undefined);
        const items = ids.map((id) => toListItem(fresh.find((r) => r.row.id === id)!));
        const message = `${items.length} assessment(s) sent${skipped.length ? `, ${skipped.length} skipped` : ''}`;
        return { sent: items.length, message, items, skipped };
      });
    },

    result: (id: string, caller: AuthContext) => resultOf(db, id, caller),

    /** The reviewer's final score (and level) with a note; marks the interview evaluated. Audited. */
    async review(
      id: string,
      body: TAssessmentReview & { finalScore: number; note: string },
      caller: AuthContext,
    ) {
      return db.transaction(async (tx) => {
        const scope = interviewKindsScope(caller, trackerKindsOf(caller, 'edit'));
        const j = await findInterviewById(tx, id, scope, true);
        if (!j || !(j.row.type in ASSESSMENT_KINDS)) throw notFound('Assessment');
        assertMove(j.row, 'evaluate', 'assessment');
        const a = (await repo.findAttempt(tx, id, true))!;
        const auto = a.score?.autoScore ?? null;
        if (auto !== null && Math.abs(body.finalScore - auto) >= 0.05 && !body.note?.trim()) {
          throw badRequest('Explain the change', [
            `note: required when the final score (${body.finalScore}) differs from the engine's (${auto})`,
          ]);
        }
        if (body.cefr && j.row.type !== 'language')
          throw badRequest('Only language assessments have a CEFR level', ['cefr: leave it empty']);
        const passScore = (a.content.body as TAssessmentTemplateBody).passScore;
        const outcome = outcomeOf(body.finalScore, passScore);
        const cefr = j.row.type === 'language' ? (body.cefr ?? a.score?.language?.cefr ?? null) : null;
        const now = new Date();
        await repo.updateAttempt(tx, id, {
          finalScore: body.finalScore,
          finalCefr: cefr,
          reviewNote: body.note ?? '',
          reviewedBy: caller.userId,
          reviewedAt: now,
        });
        await updateInterview(tx, id, {
          status: 'evaluated',
          score: body.finalScore,
          outcome,
          reviewNotes: body.note ?? '',
          evaluatedBy: caller.userId,
          evaluatedAt: now,
        });
        await auditInterview(tx, j.row, 'assessment_review', caller.userId, {
          autoScore: auto,
          finalScore: [a.finalScore === null ? auto : Number(a.finalScore), body.finalScore],
          cefr: [a.finalCefr ?? a.score?.language?.cefr ?? null, cefr],
          outcome,
          note: body.note ?? '',
        });
        return resultOf(tx, id, caller);
      });
    },
  };
};
