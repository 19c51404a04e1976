import { z } from 'zod';
import { ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { ZLine, ZText } from '../common/text';
import { TYPING_LANGUAGES } from '../screening/typing-test.schema';

/** Assessment kinds (SPEC §3): the interview types `language` and `writing`. */
export const ASSESSMENT_KINDS = {
  language: { label: 'Language', description: 'Reading, listening, grammar and vocabulary' },
  writing: { label: 'Writing', description: 'A written task scored against a rubric' },
} as const;
export const ZAssessmentKind = z.enum(keysOf(ASSESSMENT_KINDS));
export type TAssessmentKind = z.infer<typeof ZAssessmentKind>;

export const ASSESSMENT_LANGUAGES = TYPING_LANGUAGES;
export const ZAssessmentLanguage = z.enum(keysOf(ASSESSMENT_LANGUAGES));

/** The Common European Framework levels, with the "can do" descriptor the reviewer reads. */
export const CEFR_LEVELS = {
  A1: { label: 'A1 Beginner', description: 'Understands and uses familiar everyday expressions.' },
  A2: { label: 'A2 Elementary', description: 'Handles simple, routine exchanges on familiar topics.' },
  B1: {
    label: 'B1 Intermediate',
    description: 'Deals with most situations at work; describes experiences and gives reasons.',
  },
  B2: {
    label: 'B2 Upper intermediate',
    description: 'Interacts fluently with native speakers; writes clear, detailed text.',
  },
  C1: {
    label: 'C1 Advanced',
    description: 'Uses language flexibly for work; produces well-structured, detailed text.',
  },
  C2: {
    label: 'C2 Proficient',
    description: 'Understands virtually everything; expresses nuance precisely.',
  },
} as const;
export const ZCefrLevel = z.enum(keysOf(CEFR_LEVELS));
export type TCefrLevel = z.infer<typeof ZCefrLevel>;

/** Sections of a language assessment; `speaking` items are answered by recording (docs/decisions/assessments.md#spoken-answers). */
export const LANGUAGE_SECTION_TYPES = {
  reading: { label: 'Reading comprehension' },
  listening: { label: 'Listening comprehension' },
  grammar: { label: 'Grammar' },
  vocabulary: { label: 'Vocabulary' },
  speaking: { label: 'Spoken responses' },
} as const;
export const ZLanguageSectionType = z.enum(keysOf(LANGUAGE_SECTION_TYPES));
export type TLanguageSectionType = z.infer<typeof ZLanguageSectionType>;

/** Stable ids for sections and questions (answers are keyed by them). */
export const ZItemId = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'ids are 1–40 lowercase letters, digits or dashes');

export const ZChoiceQuestion = z
  .object({
    id: ZItemId,
    prompt: ZText('Question').min(1, 'is required').max(1000),
    options: z
      .array(ZLine('Option').min(1, 'is required').max(300))
      .min(2, 'give at least 2 options')
      .max(6, 'at most 6 options'),
    /** Index of the right option. */
    correct: z.number().int().min(0),
  })
  .refine((q) => q.correct < q.options.length, {
    message: 'the right answer must be one of the options',
    path: ['correct'],
  });
export type TChoiceQuestion = z.infer<typeof ZChoiceQuestion>;

/** How a spoken item is recorded. */
export const SPOKEN_MEDIA = {
  camera: { label: 'Camera and microphone' },
  microphone: { label: 'Microphone only' },
} as const;
export const ZSpokenMedia = z.enum(keysOf(SPOKEN_MEDIA));
export type TSpokenMedia = z.infer<typeof ZSpokenMedia>;

/** One spoken item: what the candidate talks about, and how long they have. */
export const ZSpokenItem = z.object({
  id: ZItemId,
  prompt: ZText('Prompt').min(1, 'is required').max(1000),
  media: ZSpokenMedia.default('camera'),
  thinkTimeSeconds: z.number().int().min(0).max(300).default(20),
  maxAnswerSeconds: z.number().int().min(10).max(300).default(90),
  retakes: z.number().int().min(0).max(3).default(1),
});
export type TSpokenItem = z.infer<typeof ZSpokenItem>;

/** A listening section's uploaded clip (an `audio` upload: MP3 or WAV, checked and capped like every upload). */
export const ZSectionAudio = z.object({
  s3Key: ZLine('Audio clip').min(1).max(500),
  /** Set by the server from the upload. */
  fileName: z.string().max(300).default(''),
});
export type TSectionAudio = z.infer<typeof ZSectionAudio>;

export const ZLanguageSection = z
  .object({
    id: ZItemId,
    type: ZLanguageSectionType,
    title: ZLine('Title').min(1, 'is required').max(200),
    instructions: ZText('Instructions').max(2000).default(''),
    /** Reading: the text the questions are about. */
    passage: ZText('Passage').max(8000).default(''),
    /** Listening: the script; read aloud by the browser's speech synthesis when there is no clip. */
    transcript: ZText('Transcript').max(8000).default(''),
    /** Listening: an uploaded audio clip, played instead of the script. */
    audio: ZSectionAudio.nullable().default(null),
    /** Listening: how many times the candidate may play it. */
    maxPlays: z.number().int().min(1).max(5).default(2),
    questions: z.array(ZChoiceQuestion).max(40).default([]),
    /** Speaking: the items answered by recording. */
    spokenItems: z.array(ZSpokenItem).max(10).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'speaking' && !s.spokenItems.length)
      ctx.addIssue({ code: 'custom', message: 'add at least one spoken item', path: ['spokenItems'] });
    if (s.type !== 'speaking' && !s.questions.length)
      ctx.addIssue({ code: 'custom', message: 'add at least one question', path: ['questions'] });
    if (s.type === 'reading' && !s.passage.trim())
      ctx.addIssue({ code: 'custom', message: 'a reading section needs a passage', path: ['passage'] });
    if (s.type === 'listening' && !s.transcript.trim() && !s.audio)
      ctx.addIssue({
        code: 'custom',
        message: 'a listening section needs an audio clip or a script',
        path: ['transcript'],
      });
  });
export type TLanguageSection = z.infer<typeof ZLanguageSection>;

const uniqueIds = (ids: string[]) => new Set(ids).size === ids.length;

const ZTemplateBase = z.object({
  name: ZLine('Name').min(1, 'is required').max(200),
  language: ZAssessmentLanguage.default('en'),
  instructions: ZText('Instructions').max(4000).default(''),
  /** Whole assessment time limit. */
  timeLimitMinutes: z.number().int().min(1).max(180),
  /** Final score (0–100) at or above which the result is a pass. */
  passScore: z.number().int().min(0).max(100).default(60),
});

export const ZLanguageTemplateCreate = ZTemplateBase.extend({
  kind: z.literal('language'),
  targetLevel: ZCefrLevel,
  sections: z
    .array(ZLanguageSection)
    .min(1, 'add at least one section')
    .max(12)
    .refine((s) => uniqueIds(s.map((x) => x.id)), 'section ids must be unique')
    .refine(
      (s) =>
        uniqueIds(s.flatMap((x) => [...x.questions.map((q) => q.id), ...x.spokenItems.map((q) => q.id)])),
      'question ids must be unique across sections',
    ),
});

export const ZRubricCriterion = z.object({
  id: ZItemId,
  label: ZLine('Criterion').min(1, 'is required').max(120),
  description: ZText('Description').max(1000).default(''),
  /** Relative weight in the final writing score. */
  weight: z.number().int().min(1).max(10),
});
export type TRubricCriterion = z.infer<typeof ZRubricCriterion>;

export const ZWritingTemplateCreate = ZTemplateBase.extend({
  kind: z.literal('writing'),
  /** What the candidate must write, e.g. the customer's email to reply to. */
  task: ZText('Task').min(1, 'is required').max(8000),
  /** Points a good answer covers (task relevance); each is a few words. */
  keyPoints: z.array(ZLine('Key point').min(1).max(200)).max(12).default([]),
  minWords: z.number().int().min(10).max(2000),
  maxWords: z.number().int().min(20).max(3000),
  rubric: z.array(ZRubricCriterion).min(1, 'add at least one criterion').max(10),
  /** Prompt (library) the AI provider scores with when one is configured. */
  aiPromptId: z.uuid().nullable().default(null),
}).refine((t) => t.maxWords > t.minWords, {
  message: 'the maximum must be more than the minimum',
  path: ['maxWords'],
});

export const ZAssessmentTemplateCreate = z.discriminatedUnion('kind', [
  ZLanguageTemplateCreate,
  ZWritingTemplateCreate,
]);
export type TAssessmentTemplateCreate = z.input<typeof ZAssessmentTemplateCreate>;
export type TAssessmentTemplateBody = z.output<typeof ZAssessmentTemplateCreate>;
export type TLanguageTemplateBody = z.output<typeof ZLanguageTemplateCreate>;
export type TWritingTemplateBody = z.output<typeof ZWritingTemplateCreate>;
export const ZAssessmentTemplateUpdate = ZAssessmentTemplateCreate;

/** A template as the staff screens read it. */
export const ZAssessmentTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: ZAssessmentKind,
  language: ZAssessmentLanguage,
  /** The whole body as created (kind-specific fields included). */
  body: z.record(z.string(), z.unknown()),
  /** Interviews sent with it (it cannot be deleted while any exist). */
  sentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAssessmentTemplate = z.infer<typeof ZAssessmentTemplate>;

export const ZAssessmentTemplateListQuery = ZListQuery.extend({
  kind: ZAssessmentKind.optional(),
});
export type TAssessmentTemplateListQuery = z.input<typeof ZAssessmentTemplateListQuery>;
export type TAssessmentTemplateListArgs = z.output<typeof ZAssessmentTemplateListQuery>;

export const ASSESSMENT_TEMPLATE_PATHS = {
  create: '/api/assessment-templates/create',
  update: '/api/assessment-templates/update/:id',
  delete: '/api/assessment-templates/delete/:id',
  get: '/api/assessment-templates/get/:id',
  list: '/api/assessment-templates/list',
} as const;
