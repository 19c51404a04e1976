import { z } from 'zod';
import { ZText } from '../common/text';
import { ZApplicantInterviewListItem, ZExpiresInDays } from '../interviews/interview.schema';
import {
  INTERVIEW_DEFAULT_EXPIRY_DAYS,
  INTERVIEW_TOKEN_PATTERN,
  ZApplicantKind,
  ZInterviewClosedReason,
  ZInterviewPhase,
  ZInterviewStatus,
  ZResultOutcome,
} from '../interviews/interview-enums';
import { ZAssessmentKind, ZCefrLevel, ZItemId, ZLanguageSectionType } from './assessment-template.schema';

/** `POST /api/applicant-interviews/send-assessment`: one interview per applicant, created and emailed. */
export const ZSendAssessment = z.object({
  type: ZAssessmentKind,
  templateId: z.uuid('Choose a template'),
  applicants: z
    .array(z.object({ applicantId: z.uuid(), applicantKind: ZApplicantKind }))
    .min(1, 'Choose at least one applicant')
    .max(200, 'Send to at most 200 applicants at once'),
  expiresInDays: ZExpiresInDays.default(INTERVIEW_DEFAULT_EXPIRY_DAYS),
});
export type TSendAssessment = z.input<typeof ZSendAssessment>;

/** The frozen copy of a template an interview is taken on (correct answers included: staff only). */
export const ZAssessmentContent = z.object({
  templateId: z.uuid(),
  kind: ZAssessmentKind,
  name: z.string(),
  body: z.record(z.string(), z.unknown()),
});
export type TAssessmentContent = z.infer<typeof ZAssessmentContent>;

/** A language section as the candidate sees it: no right answers, no transcript. */
export const ZCandidateLanguageSection = z.object({
  id: z.string(),
  type: ZLanguageSectionType,
  title: z.string(),
  instructions: z.string(),
  passage: z.string(),
  /** Listening: plays allowed. */
  maxPlays: z.number().int(),
  questions: z.array(z.object({ id: z.string(), prompt: z.string(), options: z.array(z.string()) })),
});
export type TCandidateLanguageSection = z.infer<typeof ZCandidateLanguageSection>;

export const ZCandidateAssessmentContent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('language'),
    instructions: z.string(),
    sections: z.array(ZCandidateLanguageSection),
  }),
  z.object({
    kind: z.literal('writing'),
    instructions: z.string(),
    task: z.string(),
    minWords: z.number().int(),
    maxWords: z.number().int(),
  }),
]);
export type TCandidateAssessmentContent = z.infer<typeof ZCandidateAssessmentContent>;

/** What a candidate's assessment link shows (`GET /api/assessments/open/{token}`). */
export const ZCandidateAssessment = z.object({
  type: ZAssessmentKind,
  status: ZInterviewStatus,
  phase: ZInterviewPhase,
  closedReason: ZInterviewClosedReason.nullable(),
  referenceName: z.string(),
  firstName: z.string(),
  expiresAt: z.string(),
  startedAt: z.string().nullable(),
  timeLimitSeconds: z.number().int(),
  /** Time left once started (the server's clock); null before the start. */
  secondsLeft: z.number().int().nullable(),
  /** The questions or the task while open; null once closed. */
  content: ZCandidateAssessmentContent.nullable(),
  /** What autosave kept: the page resumes from it after a reload. */
  saved: z.object({
    answers: z.record(z.string(), z.number().int()),
    text: z.string(),
    savedAt: z.string().nullable(),
  }),
  audioPlays: z.record(z.string(), z.number().int()),
});
export type TCandidateAssessment = z.infer<typeof ZCandidateAssessment>;

export const ZAssessmentTokenParam = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
});

/** Autosave and submit: the answers so far, plus integrity counts since the last save. */
export const ZAssessmentSave = z.object({
  answers: z.record(ZItemId, z.number().int().min(0).max(5)).default({}),
  text: ZText('Text', { trim: false }).max(20_000, 'at most 20,000 characters').default(''),
  /** Times the page lost focus since the last save (writing tasks). */
  focusLost: z.number().int().min(0).max(1000).default(0),
  /** Paste attempts blocked since the last save (writing tasks). */
  pasteBlocked: z.number().int().min(0).max(1000).default(0),
});
export type TAssessmentSave = z.input<typeof ZAssessmentSave>;
export const ZAssessmentSaved = z.object({ savedAt: z.string(), secondsLeft: z.number().int() });

export const ZAssessmentPlayAudio = z.object({ sectionId: ZItemId });
export const ZAssessmentAudio = z.object({
  plays: z.number().int(),
  maxPlays: z.number().int(),
  /** The script the browser reads aloud (given only on a counted play). */
  transcript: z.string(),
});
export type TAssessmentAudio = z.infer<typeof ZAssessmentAudio>;

/** A passage the writing engine flagged, by character offsets in the submitted text. */
export const ZWritingFinding = z.object({
  check: z.enum([
    'spelling',
    'repeated-word',
    'indefinite-article',
    'contraction',
    'passive-voice',
    'sentence-spacing',
  ]),
  start: z.number().int(),
  end: z.number().int(),
  excerpt: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type TWritingFinding = z.infer<typeof ZWritingFinding>;

export const ZWritingCriterionScore = z.object({
  id: z.string(),
  label: z.string(),
  weight: z.number(),
  /** 0–100. */
  score: z.number(),
  evidence: z.string(),
});

export const ZWritingAnalysis = z.object({
  text: z.string(),
  wordCount: z.number().int(),
  sentenceCount: z.number().int(),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  readability: z.object({
    fleschReadingEase: z.number(),
    fleschKincaidGrade: z.number(),
  }),
  findings: z.array(ZWritingFinding),
  keyPoints: z.array(z.object({ point: z.string(), covered: z.boolean(), matched: z.array(z.string()) })),
  criteria: z.array(ZWritingCriterionScore),
  /** The AI provider's rubric score with evidence, when one is configured. */
  ai: z
    .object({
      provider: z.string(),
      score: z.number(),
      summary: z.string(),
      evidence: z.array(z.string()),
    })
    .nullable(),
});
export type TWritingAnalysis = z.infer<typeof ZWritingAnalysis>;

export const ZLanguageAnalysis = z.object({
  sections: z.array(
    z.object({
      id: z.string(),
      type: ZLanguageSectionType,
      title: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      percent: z.number(),
    }),
  ),
  answers: z.array(
    z.object({
      sectionId: z.string(),
      questionId: z.string(),
      prompt: z.string(),
      options: z.array(z.string()),
      chosen: z.number().int().nullable(),
      correct: z.number().int(),
    }),
  ),
  percent: z.number(),
  targetLevel: ZCefrLevel,
  cefr: ZCefrLevel,
  cefrCapped: z.boolean(),
  mapping: z.string(),
});
export type TLanguageAnalysis = z.infer<typeof ZLanguageAnalysis>;

/** The scored attempt (staff): the engine's figures, the integrity signals, the reviewer's word. */
export const ZAssessmentResult = z.object({
  interview: ZApplicantInterviewListItem,
  kind: ZAssessmentKind,
  templateName: z.string(),
  passScore: z.number(),
  timeLimitSeconds: z.number().int(),
  /** The engine's score 0–100; null until submitted. */
  autoScore: z.number().nullable(),
  language: ZLanguageAnalysis.nullable(),
  writing: ZWritingAnalysis.nullable(),
  integrity: z.object({
    focusLost: z.number().int(),
    pasteBlocked: z.number().int(),
    audioPlays: z.record(z.string(), z.number().int()),
    secondsUsed: z.number().int().nullable(),
  }),
  review: z
    .object({
      finalScore: z.number(),
      cefr: ZCefrLevel.nullable(),
      note: z.string(),
      outcome: ZResultOutcome,
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type TAssessmentResult = z.infer<typeof ZAssessmentResult>;

/** `POST /api/assessments/review/{id}`: the reviewer's final score (and level), then evaluated. */
export const ZAssessmentReview = z
  .object({
    finalScore: z.number().min(0).max(100),
    cefr: ZCefrLevel.nullable().default(null),
    note: ZText('Note').max(5000).default(''),
  })
  .strict();
export type TAssessmentReview = z.input<typeof ZAssessmentReview>;

export const ASSESSMENT_PATHS = {
  send: '/api/applicant-interviews/send-assessment',
  open: '/api/assessments/open/:token',
  start: '/api/assessments/start/:token',
  save: '/api/assessments/save/:token',
  playAudio: '/api/assessments/play-audio/:token',
  submit: '/api/assessments/submit/:token',
  result: '/api/assessments/result/:id',
  review: '/api/assessments/review/:id',
} as const;

/** Autosave cadence of the candidate page. */
export const ASSESSMENT_AUTOSAVE_SECONDS = 5;
