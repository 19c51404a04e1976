import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { linesOfBusiness, requisitions } from '../../../db/schema';
import type { DemoSeedContext } from '../../../db/seed/demo-seed-context';
import { qualificationQuestionProfilesRepo } from '../qualification-question-profiles/qualification-question-profiles.repo';
import { qualificationQuestionsRepo } from '../qualification-questions/qualification-questions.repo';
import { resumeProfilesRepo } from '../resume-profiles/resume-profiles.repo';
import { typingTestsRepo } from '../typing-tests/typing-tests.repo';
import { videoQuestionProfilesRepo } from '../video-question-profiles/video-question-profiles.repo';
import { videoQuestionsRepo } from '../video-questions/video-questions.repo';
import type { ContentRepo } from './content.repo';

const choices = (...answers: [string, boolean][]) =>
  answers.map(([text, qualifying]) => ({ id: randomUUID(), text, qualifying }));

const QUALIFICATION_QUESTIONS = [
  {
    text: 'Are you available to work rotating night shifts, including weekends and holidays?',
    type: 'multiple-choice',
    answers: choices(['Yes, any shift', true], ['Only day shifts', false], ['Weekdays only', false]),
  },
  {
    text: 'How much call-center (voice) experience do you have?',
    type: 'multiple-choice',
    answers: choices(
      ['None', true],
      ['Less than 6 months', true],
      ['6 months to 2 years', true],
      ['Over 2 years', true],
    ),
  },
  {
    text: 'Do you have a quiet, private room and a wired internet connection of at least 25 Mbps for working from home?',
    type: 'multiple-choice',
    answers: choices(['Yes', true], ['No', false]),
  },
  {
    text: 'Do you own a noise-cancelling USB headset?',
    type: 'multiple-choice',
    required: false,
    answers: choices(['Yes', true], ['No, but I can get one before training', true]),
  },
  { text: 'What is your expected monthly salary?', type: 'text-entry', answers: [] },
  {
    text: 'Can you type in English comfortably while speaking with a customer?',
    type: 'multiple-choice',
    answers: choices(['Yes', true], ['No', false]),
  },
];

const VIDEO_QUESTIONS = [
  {
    question: 'Introduce yourself and tell us why you want to work in customer service.',
    thinkTimeSeconds: 30,
    maxAnswerSeconds: 90,
    retakes: 1,
    guidance: 'Clear, friendly tone; listen for fluency and a concrete reason.',
  },
  {
    question: 'A customer calls angry because they were billed twice. Show us how you would open the call.',
    thinkTimeSeconds: 45,
    maxAnswerSeconds: 120,
    retakes: 1,
    guidance: 'Look for empathy, ownership ("I will fix this"), and a calm pace.',
  },
  {
    question: 'Tell us about a time you had to learn a new system or process quickly.',
    thinkTimeSeconds: 30,
    maxAnswerSeconds: 120,
    retakes: 0,
    guidance: 'Structured answer (situation, action, result) scores highest.',
  },
];

const PASSAGES = [
  'Thank you for calling Northwind Telecom, my name is Alex. I can see that your last bill included a duplicate charge, and I am sorry for the trouble. I have submitted a refund that will appear within three to five business days.',
  'Before we continue, may I verify the account holder name and the last four digits of the phone number on file? Thank you. I have also added a note so that any agent you speak with next will see what we did today.',
];

const insertAll = async (db: DemoSeedContext['db'], repo: ContentRepo, rows: Record<string, unknown>[]) => {
  const ids: string[] = [];
  for (const row of rows) ids.push(await repo.insert(db, row));
  return ids;
};

const profile = async (
  db: DemoSeedContext['db'],
  repo: ContentRepo,
  row: Record<string, unknown>,
  questionIds: string[],
) => {
  const id = await repo.insert(db, row);
  await repo.setMembers(db, id, questionIds);
  return id;
};

/** A realistic call-center screening set, attached to the demo voice and chat requisitions. */
export const seedScreeningDemo = async ({ db }: DemoSeedContext) => {
  const qq = await insertAll(db, qualificationQuestionsRepo, QUALIFICATION_QUESTIONS);
  const vq = await insertAll(db, videoQuestionsRepo, VIDEO_QUESTIONS);
  const voiceProfile = await profile(
    db,
    qualificationQuestionProfilesRepo,
    {
      name: 'Customer service voice agent',
      description: 'Knock-outs on shift availability and work-from-home setup; experience is recorded only.',
      onDisqualify: 'decline',
    },
    [qq[0]!, qq[1]!, qq[2]!, qq[3]!, qq[4]!],
  );
  const chatProfile = await profile(
    db,
    qualificationQuestionProfilesRepo,
    {
      name: 'Chat and email agent',
      description: 'Answers are flagged for a recruiter to review.',
      onDisqualify: 'flag',
    },
    [qq[5]!, qq[2]!, qq[4]!],
  );
  const videoProfile = await profile(
    db,
    videoQuestionProfilesRepo,
    {
      name: 'Customer service voice interview',
      introMessage:
        'Three short questions. You get time to think before each one, and one retake where offered.',
    },
    vq,
  );
  const [voiceTyping, chatTyping] = await insertAll(db, typingTestsRepo, [
    {
      name: 'Voice agent typing',
      passages: PASSAGES,
      durationSeconds: 60,
      minNetWpm: 35,
      minAccuracy: 90,
      language: 'en',
    },
    {
      name: 'Chat agent typing',
      passages: PASSAGES,
      durationSeconds: 120,
      minNetWpm: 45,
      minAccuracy: 95,
      language: 'en',
    },
  ]);
  const [resume] = await insertAll(db, resumeProfilesRepo, [
    {
      name: 'Customer service voice agent',
      description: 'Entry-level voice agents: communication first, call-center experience a plus.',
      criteria: {
        requiredSkills: ['Customer service', 'English communication'],
        niceToHaveSkills: ['CRM (Salesforce, Zendesk)', 'Billing support', 'Upselling'],
        minYearsExperience: 0,
        minEducationLevel: 'high-school',
        requiredLanguages: ['English'],
        countries: ['philippines', 'india', 'south-africa'],
      },
      passThreshold: 65,
      prompts: [],
    },
  ]);

  const lobsNamed = async (pattern: RegExp) =>
    (await db.select({ id: linesOfBusiness.id, name: linesOfBusiness.name }).from(linesOfBusiness))
      .filter((l) => pattern.test(l.name))
      .map((l) => l.id);
  const attach = async (lobIds: string[], values: Partial<typeof requisitions.$inferInsert>) => {
    if (lobIds.length)
      await db
        .update(requisitions)
        .set(values)
        .where(and(inArray(requisitions.lobId, lobIds)));
  };
  await attach(await lobsNamed(/voice|technical|member/i), {
    qualificationQuestionProfileId: voiceProfile,
    videoQuestionProfileId: videoProfile,
    resumeProfileId: resume,
    typingTestId: voiceTyping,
  });
  await attach(await lobsNamed(/chat|email/i), {
    qualificationQuestionProfileId: chatProfile,
    typingTestId: chatTyping,
  });
  // A draft with no screening shows that every step is optional.
  const [draft] = await db
    .select({ id: requisitions.id })
    .from(requisitions)
    .where(eq(requisitions.status, 'draft'))
    .limit(1);
  if (draft)
    await db
      .update(requisitions)
      .set({
        qualificationQuestionProfileId: null,
        videoQuestionProfileId: null,
        resumeProfileId: null,
        typingTestId: null,
      })
      .where(eq(requisitions.id, draft.id));
};
