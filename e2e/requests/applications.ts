import { randomUUID } from 'node:crypto';
import type { TApplicationFunnel } from '@ats/contract';
import { call } from './api-client';
import { createTypingTest } from './interviews';
import { createLineOfBusiness, createRequisition } from './requisitions';
import { createContent } from './screening';

export const TYPING_PASSAGE = 'Type these few words quickly and well.';

/** The video questions of the seeded jobs: think time, short answers, one retake. */
const VIDEO_QUESTIONS = ['Tell us about a customer you helped', 'Why do you like working in two languages?'];

/**
 * A published job whose application has every step with content: resume (a Costa Rica only
 * profile), qualification questions that knock out on "No", pre-screening, two video questions
 * and (unless `typing: false`) a typing test.
 */
export const seedFullJob = async (token: string, opts: { typing?: boolean; video?: boolean } = {}) => {
  const tag = randomUUID().slice(0, 6);
  const lob = await createLineOfBusiness(token, { clientName: 'Tico Contact', country: 'costa-rica' });
  const nights = await createContent(token, 'qualification-questions', {
    text: `Can you work night shifts? ${tag}`,
    type: 'multiple-choice',
    answers: [
      { text: 'Yes', qualifying: true },
      { text: 'No', qualifying: false },
    ],
  });
  const why = await createContent(token, 'qualification-questions', {
    text: 'Why do you want this job?',
    type: 'text-entry',
    required: true,
  });
  const profile = await createContent(token, 'qualification-question-profiles', {
    name: `Night agents ${tag}`,
    onDisqualify: 'decline',
    questionIds: [nights.id, why.id],
  });
  const resume = await createContent(token, 'resume-profiles', {
    name: `CR agents ${tag}`,
    criteria: { countries: ['costa-rica'] },
  });
  const questions = [];
  for (const [i, question] of VIDEO_QUESTIONS.entries())
    questions.push(
      await createContent(token, 'video-questions', {
        question: `${question} (${tag})`,
        thinkTimeSeconds: i === 0 ? 3 : 0,
        maxAnswerSeconds: 20,
        retakes: 1,
        guidance: 'Warm and clear',
      }),
    );
  const video = await createContent(token, 'video-question-profiles', {
    name: `Agent video ${tag}`,
    questionIds: questions.map((q) => q.id),
  });
  const typing =
    opts.typing === false
      ? null
      : await createTypingTest(token, { name: `Short typing ${tag}`, passages: [TYPING_PASSAGE] });
  const title = `Bilingual agent ${tag}`;
  const req = await createRequisition(token, {
    lobId: lob.id,
    jobTitle: { jobTitle: title, location: 'Heredia' },
    country: 'costa-rica',
    status: 'opened',
    publishStatus: 'published',
    payText: '₡650 000 a month',
    qualificationQuestionProfileId: profile.id,
    resumeProfileId: resume.id,
    ...(opts.video === false ? {} : { videoQuestionProfileId: video.id }),
    ...(typing ? { typingTestId: typing.id } : {}),
  } as never);
  return {
    requisition: req,
    title,
    tag,
    nightsQuestion: nights.text as string,
    videoQuestions: questions.map((q) => q.question as string),
  };
};

export const applicationFunnel = (token: string, requisitionId: string) =>
  call<TApplicationFunnel>('GET', `/applications/funnel/${requisitionId}`, { token });

/** The continue link (path) in the mail the flow sent. */
export const continuePathIn = (text: string) => {
  const m = text.match(/\/interviews\/continue\/[A-Za-z0-9_-]{43}/);
  if (!m) throw new Error(`no continue link in: ${text}`);
  return m[0];
};
