import {
  applicationContinuePath,
  isEditableStep,
  snapshotQualificationProfile,
  type TApplicationStage,
  type TApplicationState,
  type TApplicationStep,
  type TQualificationProfileSnapshot,
  type TQualificationQuestionProfile,
  type TResumeCriteria,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { iso } from '../../lib/dates';
import { conflict, notFound } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { CANDIDATE_MAIL_PURPOSE, continueLinkMail, enqueueCandidateEmail } from '../candidate-emails';
import { createLinkTokens, findTypingTest } from '../interviews';
import type { ModuleDeps } from '../module-deps';
import {
  qualificationQuestionProfilesRepo,
  resumeProfilesRepo,
  videoQuestionProfilesRepo,
} from '../screening';
import { uploadsServiceFor } from '../uploads';
import {
  type CandidateContext,
  CONTINUE_LINK_DAYS,
  COOKIE_DAYS,
  cookieNameOf,
  days,
  ENTITY,
  type IssuedCookie,
  JOB_NOT_OPEN,
  localeOf,
  sourceOf,
} from './application-context';
import { type FlowContent, nextStepOf, stepsOf } from './application-steps';
import * as repo from './applications.repo';

const stageOf = (a: repo.ApplicationJoined): TApplicationStage => {
  if (a.app.withdrawnAt) return 'withdrawn';
  if (a.applicant.status === 'declined') return 'not-selected';
  if (a.applicant.status !== 'incomplete') return 'in-review';
  return a.applicant.completedAt ? 'awaiting-review' : 'in-progress';
};
const isClosed = (a: repo.ApplicationJoined) =>
  Boolean(a.app.withdrawnAt || a.applicant.archivedAt || a.applicant.status === 'declined');

/** Runs after a step is stamped (not success): the completion step sends a finished application. */
export type AfterStep = (tx: Db, applicantId: string, device?: string) => Promise<void>;

/**
 * What every step of the application flow shares (docs/decisions/application-flow.md#where-the-flow-lives): the
 * open job and its steps' content, the application's state, who may act on it (its cookie), the
 * order of the steps, completion events, cookies and continue links. The steps' own files build
 * on it; each takes the core, so a step can be run without HTTP.
 */
export const createFlowCore = (deps: ModuleDeps, afterStep?: AfterStep) => {
  const { db } = deps;
  const uploads = uploadsServiceFor(deps);
  const interviewTokens = createLinkTokens(deps.config.jwtSecret);

  const publishedRequisition = async (tx: Db, requisitionId: string) => {
    const req = await repo.findFlowRequisition(tx, requisitionId);
    if (req?.publishStatus !== 'published') throw notFound(JOB_NOT_OPEN);
    return req;
  };

  /** The content behind the optional steps; `snapshot` is the application's frozen questions. */
  const contentOf = async (
    tx: Db,
    req: repo.FlowRequisition,
    snapshot?: TQualificationProfileSnapshot | null,
  ): Promise<FlowContent> => {
    const resume = req.resumeProfileId ? await resumeProfilesRepo.find(tx, req.resumeProfileId) : undefined;
    let qualification = snapshot ?? null;
    if (snapshot === undefined && req.qualificationQuestionProfileId) {
      const p = await qualificationQuestionProfilesRepo.find(tx, req.qualificationQuestionProfileId);
      qualification = p ? snapshotQualificationProfile(p as unknown as TQualificationQuestionProfile) : null;
    }
    const video = req.videoQuestionProfileId
      ? await videoQuestionProfilesRepo.find(tx, req.videoQuestionProfileId)
      : undefined;
    const typing = req.typingTestId ? await findTypingTest(tx, req.typingTestId) : undefined;
    return {
      resumeProfile: resume ? { criteria: resume.criteria as TResumeCriteria } : null,
      qualification,
      videoQuestions: (video?.questions as { thinkTimeSeconds: number; maxAnswerSeconds: number }[]) ?? [],
      typing: typing ? { durationSeconds: typing.durationSeconds } : null,
    };
  };

  /** Marks the typing step done once its interview is submitted (the typing page submits it). */
  const syncTyping = async (tx: Db, a: repo.ApplicationJoined) => {
    if (!a.app.typingInterviewId || a.app.stepsDone['typing-assessment']) return a;
    const interview = await repo.typingInterviewOf(tx, a.app.typingInterviewId);
    if (!interview || !['submitted', 'evaluated'].includes(interview.status)) return a;
    await completeStep(tx, a, 'typing-assessment');
    return (await repo.findApplication(tx, a.app.applicantId))!;
  };

  const stateOf = async (tx: Db, joined: repo.ApplicationJoined): Promise<TApplicationState> => {
    const a = await syncTyping(tx, joined);
    const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
    const content = await contentOf(tx, req, a.app.qualificationSnapshot);
    const steps = stepsOf(content, a.app.stepsDone, isClosed(a));
    const p = a.applicant;
    const { qualificationQuestionResults: answered } = await repo.answersOf(tx, a.app.applicantId);
    return {
      applicantId: a.app.applicantId,
      requisitionId: a.app.requisitionId,
      reference: a.app.reference,
      title: req.title,
      clientName: req.clientName,
      stage: stageOf(a),
      nextStep: isClosed(a) ? null : nextStepOf(steps),
      steps,
      personalInfo: {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone,
        address: p.address,
        country: (p.country ?? req.country) as TApplicationState['personalInfo']['country'],
      },
      pendingEmail: await repo.pendingEmailOf(tx, a.app.applicantId),
      hasResume: Boolean(p.resumeUploadId),
      questions: (content.qualification?.questions ?? []).map((q) => ({
        questionId: q.questionId,
        text: q.text,
        type: q.type,
        required: q.required,
        answers: q.answers.map((x) => ({ id: x.id, text: x.text })),
      })),
      responses: (answered ?? []).map((r) =>
        r.answerId
          ? { questionId: r.questionId, answerId: r.answerId }
          : { questionId: r.questionId, text: r.answerText ?? '' },
      ),
      completedAt: iso(p.completedAt),
      withdrawnAt: iso(a.app.withdrawnAt),
      deletionRequestedAt: iso(a.app.deletionRequestedAt),
      locale: localeOf(a.app.locale),
    };
  };

  /** The application's state as stored now (read again after a change). */
  const reloadState = async (tx: Db, applicantId: string) =>
    stateOf(tx, (await repo.findApplication(tx, applicantId))!);

  /** Stamps a step done and records its completion event (time on step from its last view). */
  const completeStep = async (tx: Db, a: repo.ApplicationJoined, step: TApplicationStep, device?: string) => {
    const now = new Date();
    if (!(await repo.markStepDone(tx, a.app.applicantId, step, now))) {
      throw conflict('This step was already submitted', [`${step}: already submitted; it cannot be changed`]);
    }
    const visitorId = a.app.visitorId ?? a.app.applicantId;
    const viewed = await repo.lastViewAt(tx, a.app.requisitionId, visitorId, step);
    await repo.insertEvent(tx, {
      requisitionId: a.app.requisitionId,
      applicantId: a.app.applicantId,
      visitorId,
      step,
      kind: 'complete',
      msOnStep: viewed ? Math.min(86_400_000, Math.max(0, now.getTime() - viewed.getTime())) : 0,
      device: device ?? a.app.device,
      source: sourceOf(a.app.source),
    });
    if (step !== 'success') await afterStep?.(tx, a.app.applicantId, device);
  };

  /**
   * The application a request may act on: its cookie must be one this application issued. Any
   * other caller gets 404 (an applicant id alone opens nothing). The row is locked.
   */
  const mustOpen = async (tx: Db, applicantId: string, ctx: CandidateContext) => {
    const cookie = ctx.cookies[cookieNameOf(applicantId)];
    const session = cookie ? await repo.findSession(tx, sha256(cookie), 'cookie', applicantId) : undefined;
    const a = session ? await repo.findApplication(tx, applicantId, true) : undefined;
    if (!a) throw notFound('Application');
    return a;
  };

  /** 409 unless `step` is the next step to do (steps with content cannot be skipped). */
  const assertNext = async (tx: Db, a: repo.ApplicationJoined, step: TApplicationStep) => {
    if (isClosed(a))
      throw conflict('This application is closed', ['application: it can no longer be changed']);
    if (a.app.stepsDone[step]) {
      throw conflict('This step was already submitted', [`${step}: already submitted; it cannot be changed`]);
    }
    const state = await stateOf(tx, a);
    if (state.nextStep !== step) {
      const info = state.steps.find((s) => s.step === step);
      if (info?.state === 'skipped')
        throw conflict('This step is not part of this application', [`${step}: skipped`]);
      throw conflict('Finish the earlier steps first', [
        `${step}: the next step is ${state.nextStep ?? 'none'}`,
      ]);
    }
  };

  /**
   * A done step may be changed while the application is in progress, if it is one of
   * EDITABLE_STEPS; after the application is sent or closed, or for a recorded video or a finished
   * typing test, 409 says why.
   */
  const assertEditable = (a: repo.ApplicationJoined, step: TApplicationStep) => {
    if (isClosed(a))
      throw conflict('This application is closed', ['application: it can no longer be changed']);
    if (a.applicant.completedAt)
      throw conflict('This application was already sent; it can no longer be changed', [
        `${step}: the application was sent; contact the recruiter to change it`,
      ]);
    if (!isEditableStep(step))
      throw conflict('This step cannot be changed once it is done', [`${step}: done; it cannot be changed`]);
  };

  /** Like atStep, or, for a done step, an edit of it (`editing`) while that is allowed. */
  const atStepOrEdit = <T>(
    applicantId: string,
    ctx: CandidateContext,
    step: TApplicationStep,
    run: (tx: Db, a: repo.ApplicationJoined, editing: boolean) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const a = await mustOpen(tx, applicantId, ctx);
      const editing = Boolean(a.app.stepsDone[step]);
      if (editing) assertEditable(a, step);
      else await assertNext(tx, a, step);
      return run(tx, a, editing);
    });

  /** In one transaction: the application of this browser's cookie, when `step` is its next step. */
  const atStep = <T>(
    applicantId: string,
    ctx: CandidateContext,
    step: TApplicationStep,
    run: (tx: Db, a: repo.ApplicationJoined) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const a = await mustOpen(tx, applicantId, ctx);
      await assertNext(tx, a, step);
      return run(tx, a);
    });

  const issueCookie = async (tx: Db, applicantId: string): Promise<IssuedCookie> => {
    const value = randomToken();
    await repo.insertSession(tx, {
      applicantId,
      kind: 'cookie',
      tokenHash: sha256(value),
      expiresAt: days(COOKIE_DAYS),
    });
    return { name: cookieNameOf(applicantId), value, maxAgeSeconds: COOKIE_DAYS * 86_400 };
  };

  /** A new continue link (older ones stay valid until they expire), emailed in the same transaction. */
  const emailContinueLink = async (tx: Db, applicantId: string) => {
    const a = (await repo.findApplication(tx, applicantId))!;
    const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
    const token = randomToken();
    const expiresAt = days(CONTINUE_LINK_DAYS);
    await repo.insertSession(tx, { applicantId, kind: 'link', tokenHash: sha256(token), expiresAt });
    await enqueueCandidateEmail(
      tx,
      continueLinkMail({
        to: a.applicant.email,
        firstName: a.applicant.firstName,
        jobTitle: req.title,
        link: `${deps.publicUrl}${applicationContinuePath(token)}`,
        expiresAt,
        locale: localeOf(a.app.locale),
      }),
      { kind: 'requisition', applicantId, purpose: CANDIDATE_MAIL_PURPOSE.continueLink },
    );
  };

  /** An audit entry of the candidate's own doing (no staff actor) on the application. */
  const auditApplication = (
    tx: Db,
    applicantId: string,
    action: Parameters<typeof recordAudit>[1]['action'],
    diff?: Record<string, unknown>,
    ip?: string,
  ) =>
    recordAudit(tx, {
      actorId: null,
      action,
      entityType: ENTITY,
      entityId: applicantId,
      ...(diff ? { diff } : {}),
      ...(ip === undefined ? {} : { ip }),
    });

  return {
    deps,
    db,
    uploads,
    interviewTokens,
    publishedRequisition,
    contentOf,
    stateOf,
    reloadState,
    completeStep,
    mustOpen,
    assertNext,
    atStep,
    atStepOrEdit,
    issueCookie,
    emailContinueLink,
    auditApplication,
  };
};
export type FlowCore = ReturnType<typeof createFlowCore>;
