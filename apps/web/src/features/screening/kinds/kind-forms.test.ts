import { ZResumeProfileCreate, ZTypingTestCreate } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../api';
import { KIND_CONFIGS } from './index';

const meta = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  usedBy: [],
};
const q1 = '00000000-0000-4000-8000-0000000000a1';
const q2 = '00000000-0000-4000-8000-0000000000a2';
const answers = [
  { id: q1, text: 'Yes', qualifying: true },
  { id: q2, text: 'No', qualifying: false },
];

/** A stored item of each kind, and the body its builder must send back unchanged. */
const ITEMS: Record<
  keyof typeof KIND_CONFIGS,
  { item: Record<string, unknown>; body: Record<string, unknown> }
> = {
  'qualification-questions': {
    item: {
      name: 'Night shifts?',
      text: 'Night shifts?',
      type: 'multiple-choice',
      required: true,
      answers,
    },
    body: {
      text: 'Night shifts?',
      type: 'multiple-choice',
      required: true,
      answers,
    },
  },
  'qualification-question-profiles': {
    item: {
      name: 'Voice',
      description: '',
      onDisqualify: 'flag',
      questionIds: [q2, q1],
      questions: [
        { id: q2, text: 'B' },
        { id: q1, text: 'A' },
      ],
    },
    body: { name: 'Voice', description: '', onDisqualify: 'flag', questionIds: [q2, q1] },
  },
  'video-questions': {
    item: {
      name: 'Intro',
      question: 'Intro',
      thinkTimeSeconds: 30,
      maxAnswerSeconds: 90,
      retakes: 0,
      guidance: '',
    },
    body: { question: 'Intro', thinkTimeSeconds: 30, maxAnswerSeconds: 90, retakes: 0, guidance: '' },
  },
  'video-question-profiles': {
    item: {
      name: 'Video',
      introMessage: 'Hi',
      questionIds: [q1],
      questions: [{ id: q1, question: 'Intro' }],
    },
    body: { name: 'Video', introMessage: 'Hi', questionIds: [q1] },
  },
  'typing-tests': {
    item: {
      name: 'Typing',
      passages: ['The quick brown fox jumps over the lazy dog.'],
      durationSeconds: 60,
      minNetWpm: 35,
      minAccuracy: 90,
      language: 'en',
    },
    body: ZTypingTestCreate.parse({
      name: 'Typing',
      passages: ['The quick brown fox jumps over the lazy dog.'],
      durationSeconds: 60,
      minNetWpm: 35,
      minAccuracy: 90,
    }),
  },
  'resume-profiles': {
    item: ZResumeProfileCreate.parse({
      name: 'Resume',
      criteria: { requiredSkills: ['CRM'] },
      prompts: [q1],
    }),
    body: ZResumeProfileCreate.parse({
      name: 'Resume',
      criteria: { requiredSkills: ['CRM'] },
      prompts: [q1],
    }),
  },
};

describe.each(Object.values(KIND_CONFIGS))('$kind builder form', (config) => {
  it('sends back exactly what it loaded', () => {
    const { item, body } = ITEMS[config.kind];
    expect(config.schema.parse(config.toForm({ ...meta, ...item } as unknown as ContentItem))).toEqual(body);
  });

  it('refuses the empty new form with messages for the fields to fill', () => {
    const result = config.schema.safeParse(config.defaultValues);
    expect(result.success).toBe(false);
  });
});
