import type {
  TFairnessReport,
  TPresignUploadRequest,
  TResumeInterviewOpen,
  TResumeInterviewParsed,
  ZFairnessQuery,
  ZResumeInterviewSubmit,
  ZResumeOverrideRequest,
} from '@ats/contract';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import {
  abandonIfExpired as abandonIfExpiredLink,
  applicantIdOf,
  applicantKindOf,
  assertMove,
  auditInterview,
  closedReasonOf,
  findInterviewById,
  findInterviewByTokenHash,
  hashToken,
  type InterviewJoinedRow,
  interviewKindsScope,
  interviewLinkExpired,
  interviewView,
  phaseOf,
  trackerKindsOf,
  updateInterview,
} from '../interviews';
import type { ModuleDeps } from '../module-deps';
import { createResumeScreeningService } from '../resume-parsing';
import { streamingServiceFor } from '../streaming';
import { uploadsServiceFor } from '../uploads';
import { fairnessFor } from './resume-fairness';
import * as repo from './resume-interviews.repo';
import { evaluatedColumns, knockOutDecline, scoreResumeFile } from './score-confirmed-resume';

const LINK_NOT_VALID = 'This interview link is not valid';
/** Applicant statuses a knock-out may still decline (later stages are a recruiter's call). */
const DECLINABLE = ['incomplete', 'sent_to_operations'];

/**
 * Resume-profile interviews (issue #14): the candidate confirms a parsed resume by token; the
 * server scores it against the profile and stores the explainable verdict; staff override it
 * with a note. See README.md in this folder for the invariants.
 */
export const createResumeInterviewsService = (deps: ModuleDeps) => {
  const { db } = deps;
  const provider = streamingServiceFor(deps).provider;
  const screening = createResumeScreeningService(deps, provider);
  const uploads = uploadsServiceFor(deps);

  const byToken = async (tx: typeof db, token: string) => {
    const j = await findInterviewByTokenHash(tx, hashToken(token), true);
    if (!j || j.row.archivedAt || j.row.type !== 'resume-profile') throw new HttpError(404, LINK_NOT_VALID);
    return j;
  };
  const ownerOf = (j: InterviewJoinedRow) => ({
    type: 'applicant' as const,
    applicantId: applicantIdOf(j.row),
  });

  const abandonIfExpired = (token: string, ip: string | null) => abandonIfExpiredLink(db, byToken, token, ip);

  /** The file a submission or parse names: the candidate's own upload, or the resume on file. */
  const fileOf = async (j: InterviewJoinedRow, s3Key: string | undefined) => {
    const onFile = await repo.resumeOnFile(db, applicantKindOf(j.row), applicantIdOf(j.row));
    if (!s3Key || s3Key === onFile?.key) {
      if (!onFile) throw badRequest('There is no resume on file', ['s3Key: upload your resume']);
      return onFile;
    }
    return uploads.attachable(s3Key, 'resume', ownerOf(j));
  };

  return {
    async open(token: string, ip: string | null): Promise<TResumeInterviewOpen> {
      await abandonIfExpired(token, ip);
      const j = await byToken(db, token);
      const closedReason = closedReasonOf(j.row);
      const onFile = closedReason
        ? undefined
        : await repo.resumeOnFile(db, applicantKindOf(j.row), applicantIdOf(j.row));
      return {
        phase: phaseOf(j.row),
        closedReason,
        referenceName: j.row.referenceName,
        firstName: j.applicantFirstName,
        expiresAt: j.row.expiresAt.toISOString(),
        resumeOnFile: onFile ? { fileName: onFile.fileName } : null,
      };
    },

    async presign(token: string, input: TPresignUploadRequest, ip: string | null) {
      const j = await byToken(db, token);
      if (closedReasonOf(j.row))
        throw conflict('This interview is closed', ['the link no longer takes files']);
      return uploads.presign(input, ownerOf(j), { clientAddress: ip ?? undefined });
    },

    async complete(token: string, s3Key: string) {
      return uploads.complete(s3Key, ownerOf(await byToken(db, token)));
    },

    /** Parses the chosen file (starting the interview on first use); never scores. */
    async parse(
      token: string,
      s3Key: string | undefined,
      ip: string | null,
    ): Promise<TResumeInterviewParsed> {
      if (await abandonIfExpired(token, ip)) throw interviewLinkExpired();
      const j = await byToken(db, token);
      const phase = phaseOf(j.row);
      if (phase !== 'started') assertMove(j.row, 'start');
      const row = await fileOf(j, s3Key);
      const parsed = await screening.parseRow(row, true);
      if (phase !== 'started')
        await db.transaction(async (tx) => {
          const locked = await byToken(tx, token);
          if (locked.row.startedAt) return;
          await updateInterview(tx, locked.row.id, { startedAt: new Date() });
          await auditInterview(tx, locked.row, 'interview_start', null, {}, ip);
        });
      return { s3Key: row.key, parsed };
    },

    /**
     * Scores the confirmed resume and stores the verdict. Scoring (which may call a model) runs
     * before the transaction; the transaction re-checks the phase, so a double submit is a 409.
     */
    async submit(token: string, body: z.output<typeof ZResumeInterviewSubmit>, ip: string | null) {
      if (await abandonIfExpired(token, ip)) throw interviewLinkExpired();
      const j = await byToken(db, token);
      assertMove(j.row, 'submit');
      const profile = await repo.findProfile(db, j.row.referenceId);
      if (!profile)
        throw conflict('This resume profile no longer exists', ['ask the recruiter for a new link']);
      const row = await fileOf(j, body.s3Key);
      const scored = await scoreResumeFile(screening, provider, profile, row, body.resume);
      const kind = applicantKindOf(j.row);
      const applicantId = applicantIdOf(j.row);
      return db.transaction(async (tx) => {
        const locked = await byToken(tx, token);
        assertMove(locked.row, 'submit');
        const ko = knockOutDecline(profile, scored.verdict);
        const applicant = ko ? await repo.applicantStatus(tx, kind, applicantId) : undefined;
        const declined = ko && applicant && DECLINABLE.includes(applicant.status) ? ko : null;
        await updateInterview(tx, locked.row.id, evaluatedColumns(scored, declined, new Date()));
        if (body.selfId && Object.keys(body.selfId).length)
          await repo.insertSelfId(tx, { interviewId: locked.row.id }, body.selfId);
        await auditInterview(tx, locked.row, 'interview_submit', null, { corrected: scored.corrected }, ip);
        await auditInterview(
          tx,
          locked.row,
          'interview_evaluate',
          null,
          {
            by: 'server',
            score: scored.verdict.score,
            passThreshold: scored.verdict.passThreshold,
            recommendation: scored.verdict.recommendation,
            inputHash: scored.verdict.inputHash,
            prompts: scored.verdict.criteria.flatMap((c) =>
              c.prompt ? [{ versionId: c.prompt.versionId, model: c.prompt.model }] : [],
            ),
          },
          ip,
        );
        if (declined && applicant) {
          await repo.declineApplicant(tx, kind, applicantId, declined.reason);
          await recordAudit(tx, {
            actorId: null,
            action: 'status_change',
            entityType: kind === 'requisition' ? 'requisition-applicant' : 'applicant',
            entityId: applicantId,
            diff: {
              status: { from: applicant.status, to: 'declined' },
              reason: { from: applicant.reason, to: declined.reason },
              by: 'resume-profile knock-out rules',
              knockOuts: declined.knockOuts,
            },
            ip,
          });
        }
        return { submitted: true as const };
      });
    },

    /** A recruiter's decision with a note: stored next to the verdict (never replacing it), audited. */
    async override(id: string, body: z.output<typeof ZResumeOverrideRequest>, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const scope = interviewKindsScope(caller, trackerKindsOf(caller, 'edit'));
        const j = await findInterviewById(tx, id, scope, true);
        if (!j || j.row.archivedAt || j.row.type !== 'resume-profile') throw notFound('Interview');
        const result = j.row.result;
        if (result?.kind !== 'resume-profile')
          throw conflict('There is no verdict to override yet', ['the candidate has not submitted a resume']);
        const now = new Date();
        const byName = `${caller.firstName} ${caller.lastName}`.trim() || caller.email;
        const override = {
          outcome: body.outcome,
          previousOutcome: (j.row.outcome as 'passed' | 'failed' | null) ?? null,
          note: body.note,
          byName,
          at: now.toISOString(),
        };
        await updateInterview(tx, id, {
          status: 'evaluated',
          outcome: body.outcome,
          reviewNotes: body.note,
          evaluatedBy: caller.userId,
          evaluatedAt: now,
          result: { ...result, override },
        });
        await auditInterview(tx, j.row, 'interview_evaluate', caller.userId, {
          override: true,
          outcome: [j.row.outcome, body.outcome],
          verdictScore: result.verdict.score,
          recommendation: result.verdict.recommendation,
          note: body.note,
        });
        return interviewView(tx, (await findInterviewById(tx, id))!);
      });
    },

    async fairness(q: z.output<typeof ZFairnessQuery>): Promise<TFairnessReport> {
      const profile = await repo.findProfile(db, q.referenceId);
      if (!profile) throw notFound('Resume profile');
      const rows = await repo.fairnessRows(db, q.referenceId, q.includeTests === '1');
      return fairnessFor(profile, rows, q.attribute, q.promptVersionId ?? null);
    },
  };
};
