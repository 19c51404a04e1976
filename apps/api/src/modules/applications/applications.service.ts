import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  APPLICATION_COOKIE_PREFIX,
  applicationContinuePath,
  applicationStepPath,
  gradeQualification,
  PRIVACY_NOTICE_VERSION,
  snapshotQualificationProfile,
  type TApplicationEvent,
  type TApplicationPlan,
  type TApplicationStage,
  type TApplicationState,
  type TApplicationStep,
  type TApplicationVideoSubmit,
  type TQualificationProfileSnapshot,
  type TQualificationQuestionProfile,
  type TResumeCriteria,
  ZApplicationEvent,
  type ZApplicationPersonalInfoSubmit,
  type ZApplicationQualificationSubmit,
  type ZApplicationResumeSubmit,
} from '@ats/contract';
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/max';
import type { z } from 'zod';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { iso } from '../../lib/dates';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { randomToken, sha256 } from '../../lib/tokens';
import { sendAutomaticAnps } from '../anps';
import { linkApplication, phoneDigitsOf } from '../applicant-common';
import { recordAudit } from '../audit';
import {
  createLinkTokens,
  findTypingTest,
  insertGroup,
  insertInterviews,
  snapshotVideoAnswers,
  typingContentOf,
  updateInterview,
} from '../interviews';
import type { ModuleDeps } from '../module-deps';
import {
  qualificationQuestionProfilesRepo,
  resumeProfilesRepo,
  videoQuestionProfilesRepo,
} from '../screening';
import { uploadsServiceFor } from '../uploads';
import { type FlowContent, nextStepOf, stepsOf, totalMinutes } from './application-steps';
import { confirmationMail, continueLinkMail, notSelectedMail } from './applications.mail';
import * as repo from './applications.repo';
import { preScreen } from './pre-screening';

const ENTITY = 'requisition-applicant';
export const CONTINUE_LINK_DAYS = 14;
export const COOKIE_DAYS = 30;
const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const JOB_NOT_OPEN = 'This job is no longer open';
/** Decline code of a pre-screening knock-out (SPEC §3) and of a withdrawal (docs/decisions/application-flow.md#pre-screening). */
export const KNOCK_OUT_REASON = 'DEC000';
export const WITHDRAW_REASON = 'DEC007';

const COUNTRY_CODES: Record<string, CountryCode> = {
  philippines: 'PH',
  'costa-rica': 'CR',
  'south-africa': 'ZA',
  india: 'IN',
  usa: 'US',
};

export const deviceOf = (userAgent: string) =>
  /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)
    ? 'tablet'
    : /Mobi|iPhone|Android|Opera Mini|IEMobile/i.test(userAgent)
      ? 'mobile'
      : 'desktop';

const sourceOf = (s: { utmSource?: string | undefined; referrer?: string | undefined }) => {
  if (s.utmSource) return s.utmSource.toLowerCase().slice(0, 100);
  try {
    return s.referrer ? new URL(s.referrer).hostname.slice(0, 100) || 'direct' : 'direct';
  } catch {
    return 'direct';
  }
};

/** APP- and eight characters of Crockford base32 (no I, L, O, U): readable over the phone. */
const newReference = () => {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  return `APP-${[...bytes].map((b) => alphabet[b % 32]).join('')}`;
};

export const cookieNameOf = (applicantId: string) =>
  `${APPLICATION_COOKIE_PREFIX}${applicantId.replace(/-/g, '')}`;

/** What a request brings: its cookies, address and browser. */
export interface CandidateContext {
  cookies: Record<string, string>;
  ip: string;
  userAgent: string;
}
/** A cookie the route sets on the reply. */
export interface IssuedCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** Why a video question does not count yet, in the candidate's terms. */
const videoAnswerGap = (q: { status: string; startedAt: Date | null; answerStatus: string | null }) => {
  if (q.status === 'abandoned') return 'it was closed without an answer';
  switch (q.answerStatus) {
    case 'uploading':
      return 'its answer is still being sent';
    case 'validating':
      return 'its answer is still being checked';
    case 'corruption_detected':
      return 'its answer arrived damaged and must be recorded again';
    case 'uploaded':
      return 'its answer is being counted';
    default:
      return q.startedAt ? 'its answer has not been sent' : 'not answered yet';
  }
};

export const createApplicationsService = (deps: ModuleDeps) => {
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

  const stageOf = (a: repo.ApplicationJoined): TApplicationStage => {
    if (a.app.withdrawnAt) return 'withdrawn';
    if (a.applicant.status === 'declined') return 'not-selected';
    if (a.applicant.status !== 'incomplete') return 'in-review';
    return a.applicant.completedAt ? 'awaiting-review' : 'in-progress';
  };
  const isClosed = (a: repo.ApplicationJoined) =>
    Boolean(a.app.withdrawnAt || a.applicant.archivedAt || a.applicant.status === 'declined');

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
      hasResume: Boolean(p.resumeUploadId),
      questions: (content.qualification?.questions ?? []).map((q) => ({
        questionId: q.questionId,
        text: q.text,
        type: q.type,
        required: q.required,
        answers: q.answers.map((x) => ({ id: x.id, text: x.text })),
      })),
      completedAt: iso(p.completedAt),
      withdrawnAt: iso(a.app.withdrawnAt),
      deletionRequestedAt: iso(a.app.deletionRequestedAt),
      locale: a.app.locale === 'es' ? 'es' : 'en',
    };
  };

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
    await enqueueMail(
      tx,
      continueLinkMail({
        to: a.applicant.email,
        firstName: a.applicant.firstName,
        jobTitle: req.title,
        link: `${deps.publicUrl}${applicationContinuePath(token)}`,
        expiresAt,
        locale: a.app.locale === 'es' ? 'es' : 'en',
      }),
    );
  };

  const phoneErrors = (phone: string, country: string) => {
    const code = COUNTRY_CODES[country];
    if (code && !isValidPhoneNumber(phone, code)) {
      return [`personalInfo.phone: not a valid phone number for ${code}`];
    }
    return [];
  };

  return {
    /** The public plan: which steps this job's application has and how long it takes. */
    async plan(requisitionId: string): Promise<TApplicationPlan> {
      const req = await publishedRequisition(db, requisitionId);
      const content = await contentOf(db, req);
      const steps = stepsOf(content, {});
      return {
        requisitionId: req.id,
        title: req.title,
        clientName: req.clientName,
        country: req.country as TApplicationPlan['country'],
        instructions: req.instructions,
        reminders: req.reminders,
        steps,
        totalMinutes: totalMinutes(steps),
        needsCamera: steps.some((s) => s.step === 'video-questions' && s.state === 'pending'),
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      };
    },

    /**
     * personal-info: starts the application (requisition applicant, status incomplete), or, for
     * the same email/phone, resumes the existing one: with this browser's cookie it continues;
     * otherwise the continue link is emailed again and nothing about it is answered.
     */
    async startApplication(
      requisitionId: string,
      body: z.output<typeof ZApplicationPersonalInfoSubmit>,
      ctx: CandidateContext,
    ) {
      return db.transaction(async (tx) => {
        const req = await publishedRequisition(tx, requisitionId);
        const info = body.personalInfo;
        const errors = phoneErrors(info.phone, info.country);
        if (body.consent.noticeVersion !== PRIVACY_NOTICE_VERSION) {
          errors.push(`consent.noticeVersion: the current privacy notice is ${PRIVACY_NOTICE_VERSION}`);
        }
        if (errors.length) throw badRequest('Check your details', errors);
        const digits = phoneDigitsOf(info.phone);
        const duplicate = await repo.findDuplicate(tx, requisitionId, info.email, digits);
        if (duplicate) {
          const cookie = ctx.cookies[cookieNameOf(duplicate.id)];
          const mine = cookie && (await repo.findSession(tx, sha256(cookie), 'cookie', duplicate.id));
          if (mine) {
            const a = (await repo.findApplication(tx, duplicate.id))!;
            return { reply: { resumed: false as const, state: await stateOf(tx, a) }, cookie: null };
          }
          await emailContinueLink(tx, duplicate.id);
          return { reply: { resumed: true as const, emailed: true as const }, cookie: null };
        }
        const content = await contentOf(tx, req);
        const now = new Date();
        const applicantId = await repo.insertApplicant(tx, {
          id: randomUUID(),
          requisitionId,
          firstName: info.firstName,
          lastName: info.lastName,
          email: info.email,
          phone: info.phone,
          phoneDigits: digits,
          address: info.address,
          country: info.country,
          status: 'incomplete',
        });
        const device = deviceOf(ctx.userAgent);
        await repo.insertApplication(tx, {
          applicantId,
          requisitionId,
          reference: newReference(),
          stepsDone: { 'job-description': now.toISOString(), 'instructions-reminders': now.toISOString() },
          qualificationSnapshot: content.qualification,
          consentAt: now,
          consentVersion: body.consent.noticeVersion,
          accommodations: body.accommodations,
          locale: body.locale,
          visitorId: body.visitorId ?? null,
          device,
          source: body.source,
        });
        await linkApplication(tx, 'requisition', applicantId);
        await recordAudit(tx, {
          actorId: null,
          action: 'create',
          entityType: ENTITY,
          entityId: applicantId,
          diff: { via: 'application flow', requisitionId, consentVersion: body.consent.noticeVersion },
          ip: ctx.ip,
        });
        const a = (await repo.findApplication(tx, applicantId))!;
        await completeStep(tx, a, 'personal-info', device);
        await emailContinueLink(tx, applicantId);
        const cookie = await issueCookie(tx, applicantId);
        return {
          reply: {
            resumed: false as const,
            state: await stateOf(tx, (await repo.findApplication(tx, applicantId))!),
          },
          cookie,
        };
      });
    },

    /** resume-profile: attaches the verified resume and the confirmed personal info. */
    async submitResume(
      requisitionId: string,
      body: z.output<typeof ZApplicationResumeSubmit>,
      ctx: CandidateContext,
    ) {
      const applicantId = Object.keys(ctx.cookies)
        .filter((k) => k.startsWith(APPLICATION_COOKIE_PREFIX))
        .map((k) => k.slice(APPLICATION_COOKIE_PREFIX.length))
        .filter((hex) => /^[0-9a-f]{32}$/.test(hex))
        .map(
          (hex) =>
            `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
        );
      const owner = { type: 'applicant' as const };
      for (const id of applicantId) {
        const a = await repo.findApplication(db, id);
        if (a?.app.requisitionId !== requisitionId) continue;
        const errors = phoneErrors(body.personalInfo.phone, body.personalInfo.country);
        if (errors.length) throw badRequest('Check your details', errors);
        const upload = await uploads.attachable(
          body.resumeS3Key,
          'resume',
          { ...owner, applicantId: id },
          'resumeS3Key',
        );
        return db.transaction(async (tx) => {
          const locked = await mustOpen(tx, id, ctx);
          await assertNext(tx, locked, 'resume-profile');
          const info = body.personalInfo;
          await repo.updateApplicant(tx, id, {
            firstName: info.firstName,
            lastName: info.lastName,
            email: info.email,
            phone: info.phone,
            phoneDigits: phoneDigitsOf(info.phone),
            address: info.address,
            country: info.country,
            resumeUploadId: upload.id,
          });
          // The confirmed email or phone may name a person already known (one candidate record).
          await linkApplication(tx, 'requisition', id);
          await completeStep(tx, locked, 'resume-profile', deviceOf(ctx.userAgent));
          return stateOf(tx, (await repo.findApplication(tx, id))!);
        });
      }
      throw notFound('Application');
    },

    /** qualification-questions: graded against the questions frozen at the start; results by idx. */
    async submitQualification(
      applicantId: string,
      body: z.output<typeof ZApplicationQualificationSubmit>,
      ctx: CandidateContext,
    ) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        await assertNext(tx, a, 'qualification-questions');
        const snapshot = a.app.qualificationSnapshot!;
        const graded = gradeQualification(snapshot, body.responses);
        const unknown = body.responses.filter(
          (r) => !snapshot.questions.some((q) => q.questionId === r.questionId),
        );
        const errors = [
          ...graded.errors,
          ...unknown.map((r) => `${r.questionId}: not a question of this application`),
        ];
        if (errors.length) throw badRequest('Check your answers', errors);
        await repo.updateApplicant(tx, applicantId, {
          qualificationQuestions: snapshot.questions,
          qualificationQuestionResults: graded.results.map((r) => ({
            idx: r.idx,
            questionId: r.question.questionId,
            answerId: r.answerId,
            answerText: r.answerText,
            qualifies: r.qualifies,
          })),
        });
        await completeStep(tx, a, 'qualification-questions', deviceOf(ctx.userAgent));
        return stateOf(tx, (await repo.findApplication(tx, applicantId))!);
      });
    },

    /**
     * pre-screening: applies the knock-out rules. A failure declines the application with DEC000
     * (status change audited, respectful mail) and closes the remaining steps.
     */
    async runPreScreening(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        await assertNext(tx, a, 'pre-screening');
        const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
        const content = await contentOf(tx, req, a.app.qualificationSnapshot);
        // The results as the qualification step stored them (what the tracker's view reads too).
        const stored = await repo.answersOf(tx, applicantId);
        const verdict = preScreen({
          onDisqualify: content.qualification?.onDisqualify ?? null,
          questions: stored.qualificationQuestions,
          results: stored.qualificationQuestionResults,
          criteria: content.resumeProfile?.criteria ?? null,
          country: a.applicant.country,
        });
        await repo.updateApplication(tx, applicantId, {
          preScreen: { ...verdict, at: new Date().toISOString() },
        });
        await completeStep(tx, a, 'pre-screening', deviceOf(ctx.userAgent));
        if (!verdict.passed) {
          const now = new Date();
          await repo.updateApplicant(tx, applicantId, {
            status: 'declined',
            reason: KNOCK_OUT_REASON,
            statusChangedAt: now,
          });
          await recordAudit(tx, {
            actorId: null,
            action: 'status_change',
            entityType: ENTITY,
            entityId: applicantId,
            diff: {
              status: { from: a.applicant.status, to: 'declined' },
              reason: { from: a.applicant.reason, to: KNOCK_OUT_REASON },
              by: 'pre-screening rules',
              failedRules: verdict.failed,
            },
            ip: ctx.ip,
          });
          await enqueueMail(
            tx,
            notSelectedMail({
              to: a.applicant.email,
              firstName: a.applicant.firstName,
              jobTitle: req.title,
              locale: a.app.locale === 'es' ? 'es' : 'en',
            }),
          );
        }
        return {
          passed: verdict.passed,
          state: await stateOf(tx, (await repo.findApplication(tx, applicantId))!),
        };
      });
    },

    /**
     * typing-assessment: the interview of this application on the requisition's typing test
     * (created once, sent without mail); the typing page takes it from here with its token.
     */
    async startTyping(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        await assertNext(tx, a, 'typing-assessment');
        if (a.app.typingInterviewId) {
          const existing = await repo.typingInterviewOf(tx, a.app.typingInterviewId);
          if (existing) return { token: interviewTokens.tokenFor(existing.id, existing.tokenNonce) };
        }
        const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
        const test = await findTypingTest(tx, req.typingTestId!);
        if (!test) throw conflict('This job has no typing test any more');
        const id = randomUUID();
        const link = interviewTokens.issue(id);
        const now = new Date();
        await insertInterviews(tx, [
          {
            id,
            type: 'typing-assessment',
            status: 'sent',
            requisitionApplicantId: applicantId,
            referenceId: test.id,
            referenceName: test.name,
            tokenNonce: link.nonce,
            tokenHash: link.hash,
            sentAt: now,
            remindedAt: now, // no reminder mail: the candidate is in the flow (continue link covers it)
            expiresAt: days(CONTINUE_LINK_DAYS),
            content: typingContentOf(test, randomInt(test.passages.length)),
            createdBy: null,
          },
        ]);
        await repo.updateApplication(tx, applicantId, { typingInterviewId: id });
        await recordAudit(tx, {
          actorId: null,
          action: 'create',
          entityType: 'applicant-interview',
          entityId: id,
          diff: { type: 'typing-assessment', referenceName: test.name, via: 'application flow' },
        });
        return { token: link.token };
      });
    },

    /**
     * video-questions: the application's video group, one `video-question` interview per question
     * of the requisition's video profile in order (created on the first visit, frozen like any
     * group, sent without mail; reused afterwards). The recorder takes it from here with the token.
     */
    async startVideo(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        await assertNext(tx, a, 'video-questions');
        if (a.app.videoGroupId) {
          const [first] = (await repo.videoGroupAnswers(tx, a.app.videoGroupId)).filter((q) => !q.archivedAt);
          if (first) return { token: interviewTokens.tokenFor(first.id, first.tokenNonce) };
        }
        const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
        const profile = req.videoQuestionProfileId
          ? await videoQuestionProfilesRepo.find(tx, req.videoQuestionProfileId)
          : undefined;
        const questions = (profile?.questions ?? []) as { id: string; question: string }[];
        if (!questions.length) throw conflict('This job has no video questions any more');
        const group = await insertGroup(tx, {
          type: 'video-question',
          requisitionApplicantId: applicantId,
          createdBy: null,
        });
        const now = new Date();
        const links = questions.map((q, index) => {
          const id = randomUUID();
          return { id, index, q, link: interviewTokens.issue(id) };
        });
        const values = links.map(({ id, index, q, link }) => ({
          id,
          type: 'video-question',
          status: 'sent',
          requisitionApplicantId: applicantId,
          referenceId: q.id,
          referenceName: q.question,
          tokenNonce: link.nonce,
          tokenHash: link.hash,
          sentAt: now,
          remindedAt: now, // no invitation or reminder mail: the candidate is in the flow
          expiresAt: days(CONTINUE_LINK_DAYS),
          content: null,
          createdBy: null,
          groupId: group.id,
          groupIndex: index,
        }));
        await insertInterviews(tx, values);
        await snapshotVideoAnswers(tx, values);
        await repo.updateApplication(tx, applicantId, { videoGroupId: group.id });
        await recordAudit(
          tx,
          ...values.map((v) => ({
            actorId: null,
            action: 'create' as const,
            entityType: 'applicant-interview',
            entityId: v.id,
            diff: { type: 'video-question', referenceName: v.referenceName, via: 'application flow' },
          })),
        );
        return { token: links[0]!.link.token };
      });
    },

    /**
     * `PUT /requisitions/video-question/submit/{applicantId}`: the video step is done when every
     * question of the application's group has its answer received and validated by the server's
     * probe (`uploaded`); otherwise 409 naming each question still open. A candidate who cannot
     * record (`unableToRecord`) asks for an accommodation instead: the step counts with the answers
     * received so far, the questions with nothing on the way are closed, and the recruiter sees
     * which are missing and why (docs/decisions/application-flow.md#video-step).
     */
    async submitVideo(applicantId: string, ctx: CandidateContext, body: TApplicationVideoSubmit = {}) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        await assertNext(tx, a, 'video-questions');
        const answers = a.app.videoGroupId
          ? (await repo.videoGroupAnswers(tx, a.app.videoGroupId)).filter((q) => !q.archivedAt)
          : [];
        const received = (q: (typeof answers)[number]) =>
          ['submitted', 'evaluated'].includes(q.status) && q.answerStatus === 'uploaded';
        const open = answers.filter((q) => !received(q));
        const unable = body.unableToRecord;
        if (unable) {
          const now = new Date();
          const missing = open.map((q) => (q.index ?? 0) + 1);
          await repo.updateApplication(tx, applicantId, {
            videoUnableToRecord: { at: now.toISOString(), reason: unable.reason ?? '', missing },
          });
          // Nothing on the way for these: close them (an answer still being sent or checked stays
          // open and counts when it arrives).
          for (const q of open) {
            if (q.answerStatus === 'uploading' || q.answerStatus === 'validating') continue;
            if (!['new', 'sent', 'started'].includes(q.status)) continue;
            await updateInterview(tx, q.id, { status: 'abandoned', abandonedAt: now });
          }
          await recordAudit(tx, {
            actorId: null,
            action: 'update',
            entityType: ENTITY,
            entityId: applicantId,
            diff: {
              videoUnableToRecord: { reason: unable.reason ?? '', missing },
              via: 'application flow',
            },
          });
        } else {
          if (!answers.length)
            throw conflict('Record your video answers first', [
              'video-questions: no answer has been recorded yet',
            ]);
          if (open.length)
            throw conflict(
              open.length === answers.length
                ? 'Your video answers have not been received yet'
                : 'Some video answers have not been received yet',
              open.map((q) => `question ${(q.index ?? 0) + 1} of ${answers.length}: ${videoAnswerGap(q)}`),
            );
        }
        await completeStep(tx, a, 'video-questions', deviceOf(ctx.userAgent));
        return stateOf(tx, (await repo.findApplication(tx, applicantId))!);
      });
    },

    /** success: every step done or skipped → completedAt, confirmation mail with the reference. */
    async complete(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        await assertNext(tx, a, 'success');
        const now = new Date();
        await repo.updateApplicant(tx, applicantId, { completedAt: now });
        await completeStep(tx, a, 'success', deviceOf(ctx.userAgent));
        await recordAudit(tx, {
          actorId: null,
          action: 'update',
          entityType: ENTITY,
          entityId: applicantId,
          diff: { completedAt: { from: null, to: now.toISOString() }, via: 'application flow' },
          ip: ctx.ip,
        });
        const req = (await repo.findFlowRequisition(tx, a.app.requisitionId))!;
        const statusToken = randomToken();
        await repo.insertSession(tx, {
          applicantId,
          kind: 'link',
          tokenHash: sha256(statusToken),
          expiresAt: days(180),
        });
        await enqueueMail(
          tx,
          confirmationMail({
            to: a.applicant.email,
            firstName: a.applicant.firstName,
            jobTitle: req.title,
            reference: a.app.reference,
            statusLink: `${deps.publicUrl}${applicationContinuePath(statusToken)}`,
            locale: a.app.locale === 'es' ? 'es' : 'en',
          }),
        );
        await sendAutomaticAnps(tx, deps.publicUrl, 'requisition', [applicantId], 'application');
        return stateOf(tx, (await repo.findApplication(tx, applicantId))!);
      });
    },

    async state(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => stateOf(tx, await mustOpen(tx, applicantId, ctx)));
    },

    /** The continue link: opens the application in this browser (a new cookie) wherever it is. */
    async continueWith(token: string) {
      return db.transaction(async (tx) => {
        const session = await repo.findSession(tx, sha256(token), 'link');
        const a = session ? await repo.findApplication(tx, session.applicantId) : undefined;
        if (!a || a.applicant.archivedAt) throw notFound('Continue link');
        const cookie = await issueCookie(tx, a.app.applicantId);
        const state = await stateOf(tx, a);
        return {
          state,
          next: applicationStepPath(a.app.requisitionId, a.app.applicantId, state.nextStep ?? 'success'),
          cookie,
        };
      });
    },

    /** Withdraw: declined with DEC007 (no longer exploring), audited; once. */
    async withdraw(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        if (a.app.withdrawnAt) throw conflict('This application was already withdrawn');
        if (a.applicant.status !== 'incomplete') {
          throw conflict('This application has been decided; contact the recruiter', [
            `status: ${a.applicant.status}`,
          ]);
        }
        const now = new Date();
        await repo.updateApplication(tx, applicantId, { withdrawnAt: now });
        await repo.updateApplicant(tx, applicantId, {
          status: 'declined',
          reason: WITHDRAW_REASON,
          statusChangedAt: now,
        });
        await recordAudit(
          tx,
          {
            actorId: null,
            action: 'application_withdraw',
            entityType: ENTITY,
            entityId: applicantId,
            ip: ctx.ip,
          },
          {
            actorId: null,
            action: 'status_change',
            entityType: ENTITY,
            entityId: applicantId,
            diff: {
              status: { from: a.applicant.status, to: 'declined' },
              reason: { from: a.applicant.reason, to: WITHDRAW_REASON },
              by: 'candidate withdrew',
            },
            ip: ctx.ip,
          },
        );
        return stateOf(tx, (await repo.findApplication(tx, applicantId))!);
      });
    },

    /** A staff-visible request to delete the candidate's data (audited; once). */
    async requestDeletion(applicantId: string, ctx: CandidateContext) {
      return db.transaction(async (tx) => {
        const a = await mustOpen(tx, applicantId, ctx);
        if (a.app.deletionRequestedAt) throw conflict('Deletion was already requested');
        await repo.updateApplication(tx, applicantId, { deletionRequestedAt: new Date() });
        await recordAudit(tx, {
          actorId: null,
          action: 'application_deletion_request',
          entityType: ENTITY,
          entityId: applicantId,
          ip: ctx.ip,
        });
        return stateOf(tx, (await repo.findApplication(tx, applicantId))!);
      });
    },

    /** A funnel event reported by the browser (view, abandon; complete only before the application exists). */
    async recordEvent(input: TApplicationEvent, ctx: CandidateContext) {
      const e = ZApplicationEvent.parse(input);
      if (e.kind === 'complete' && !['job-description', 'instructions-reminders'].includes(e.step)) {
        throw badRequest('The server records this step’s completion', [
          `kind: complete is recorded at submit for ${e.step}`,
        ]);
      }
      await publishedRequisition(db, e.requisitionId);
      await repo.insertEvent(db, {
        requisitionId: e.requisitionId,
        visitorId: e.visitorId,
        step: e.step,
        kind: e.kind,
        msOnStep: e.msOnStep,
        device: deviceOf(ctx.userAgent),
        source: sourceOf(e.source),
      });
    },
  };
};
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
