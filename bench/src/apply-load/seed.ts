// The job the candidates apply to, made through the staff API as a recruiter would: a published
// requisition with a resume profile, qualification questions (one knock-out), video questions and
// a typing test.
import { api } from '../processes';
import { ANSWER_SECONDS } from './media';

export const TYPING_PASSAGE =
  'The quick brown fox jumps over the lazy dog while the early bird catches the worm and the cat sleeps in the sun all afternoon long. Customers call with questions and a calm voice helps them find the answer they need.';

export interface SeededJob {
  requisitionId: string;
  /** What a qualifying candidate answers. */
  responses: { questionId: string; answerId?: string; text?: string }[];
}

export const seedJob = async (base: string, token: string, videoQuestions: number): Promise<SeededJob> => {
  const ok = async (path: string, body: unknown) => {
    const r = await api(base, 'POST', path, { token, body });
    if (r.status !== 200) throw new Error(`seed ${path}: ${r.status} ${r.text}`);
    return r.body.data;
  };
  const lob = await ok('/api/lobs/create', {
    name: 'Apply load line',
    clientName: 'Tico Contact',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  const nights = await ok('/api/qualification-questions/create', {
    text: 'Can you work night shifts?',
    type: 'multiple-choice',
    answers: [
      { text: 'Yes', qualifying: true },
      { text: 'No', qualifying: false },
    ],
  });
  const why = await ok('/api/qualification-questions/create', {
    text: 'Why do you want this job?',
    type: 'text-entry',
    required: true,
  });
  const questions = await ok('/api/qualification-question-profiles/create', {
    name: 'CSR basics',
    onDisqualify: 'decline',
    questionIds: [nights.id, why.id],
  });
  const resume = await ok('/api/resume-profiles/create', {
    name: 'Costa Rica agents',
    criteria: { countries: ['costa-rica'] },
  });
  const typing = await ok('/api/typing-tests/create', {
    name: 'Typing 60 s',
    passages: [TYPING_PASSAGE],
    durationSeconds: 60,
    minNetWpm: 20,
    minAccuracy: 90,
    language: 'en',
  });
  const videoIds: string[] = [];
  for (let i = 0; i < videoQuestions; i++) {
    const q = await ok('/api/video-questions/create', {
      question: i === 0 ? 'Tell us about yourself.' : `Describe a difficult customer call (${i}).`,
      thinkTimeSeconds: 0,
      maxAnswerSeconds: ANSWER_SECONDS * 2,
      retakes: 1,
    });
    videoIds.push(q.id);
  }
  const video = await ok('/api/video-question-profiles/create', { name: 'CSR video', questionIds: videoIds });
  const requisition = await ok('/api/requisitions/create', {
    name: 'Apply load class',
    lobId: lob.id,
    jobTitle: {
      jobTitle: 'Customer Service Representative',
      internalJobCode: 'CSR-LOAD',
      location: 'San José',
    },
    description: '<p>Help customers by phone.</p>',
    status: 'opened',
    publishStatus: 'published',
    qualificationQuestionProfileId: questions.id,
    resumeProfileId: resume.id,
    videoQuestionProfileId: video.id,
    typingTestId: typing.id,
  });
  return {
    requisitionId: requisition.id,
    responses: [
      { questionId: nights.id, answerId: nights.answers[0].id },
      { questionId: why.id, text: 'I like helping people find answers.' },
    ],
  };
};
