import { z } from 'zod';
import { ZText } from '../common/text';
import { candidateLinkFields } from '../interviews/candidate-interview.schema';
import {
  bulkSendFields,
  ZApplicantInterviewListItem,
  ZApplicantInterviewSendResult,
} from '../interviews/interview.schema';
import { INTERVIEW_TOKEN_PATTERN, ZApplicantKind, ZResultOutcome } from '../interviews/interview-enums';
import {
  ZAssessmentKind,
  ZCefrLevel,
  ZItemId,
  ZLanguageSectionType,
  ZSpokenMedia,
} from './assessment-template.schema';

/** `POST /api/applicant-interviews/send-assessment`: one interview per applicant, created and emailed. */
export const ZSendAssessment = z.object({
  type: ZAssessmentKind,
  templateId: z.uuid('Choose a template'),
  ...bulkSendFields,
});
export type TSendAssessment = z.input<typeof ZSendAssessment>;

/** Why an applicant of a (bulk) send got no assessment. */
export const ASSESSMENT_SKIP_REASONS = {
  archived: 'is archived',
  'no-email': 'has no email address',
  'already-open': 'already has this assessment open',
} as const;
export const ZAssessmentSkipReason = z.enum(
  Object.keys(ASSESSMENT_SKIP_REASONS) as [keyof typeof ASSESSMENT_SKIP_REASONS],
);

/** The send's summary: the interviews made, and who was skipped and why (nothing sent: 409). */
export const ZAssessmentSendResult = ZApplicantInterviewSendResult.extend({
  skipped: z.array(
    z.object({
      applicantId: z.uuid(),
      applicantKind: ZApplicantKind,
      name: z.string(),
      reason: ZAssessmentSkipReason,
    }),
  ),
});
export type TAssessmentSendResult = z.infer<typeof ZAssessmentSendResult>;

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
  /** Listening: an uploaded clip is played (`GET` the audio path); otherwise the script is read aloud. */
  hasAudio: z.boolean(),
  questions: z.array(z.object({ id: z.string(), prompt: z.string(), options: z.array(z.string()) })),
  /** Speaking: items answered by recording. */
  spokenItems: z.array(
    z.object({
      id: z.string(),
      prompt: z.string(),
      media: ZSpokenMedia,
      thinkTimeSeconds: z.number().int(),
      maxAnswerSeconds: z.number().int(),
      retakes: z.number().int(),
    }),
  ),
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
  ...candidateLinkFields,
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
  /** Spoken items: where each upload stands (`receivedChunks` is `[0]` once the whole file is in). */
  spoken: z.record(z.string(), z.object({ status: z.string(), receivedChunks: z.array(z.number().int()) })),
});
export type TCandidateAssessment = z.infer<typeof ZCandidateAssessment>;

/** Spoken answers: statuses of an upload (the same as video answers'). */
export const SPOKEN_ANSWER_STATUSES = {
  pending: { label: 'Not recorded yet' },
  uploading: { label: 'Uploading' },
  uploaded: { label: 'Received' },
  corruption_detected: { label: 'Damaged: to record again' },
} as const;
export const ZSpokenAnswerStatus = z.enum(
  Object.keys(SPOKEN_ANSWER_STATUSES) as [keyof typeof SPOKEN_ANSWER_STATUSES],
);
export const ZAssessmentTokenParam = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
});
export const ZAssessmentAudioParam = ZAssessmentTokenParam.extend({ sectionId: ZItemId });
export const ZSpokenItemParam = ZAssessmentTokenParam.extend({ itemId: ZItemId });
/** A spoken answer's tus upload under its item: `<round>-<32 hex>` (the answer comes from the token). */
export const ZSpokenUploadParam = ZSpokenItemParam.extend({
  uploadId: z.string().regex(/^\d{1,6}-[0-9a-f]{32}$/, 'No such upload'),
});
export const ZSpokenAnswerProgress = z.object({
  status: ZSpokenAnswerStatus,
  receivedChunks: z.array(z.number().int()),
  receivedBytes: z.number().int(),
});
export type TSpokenAnswerProgress = z.infer<typeof ZSpokenAnswerProgress>;
/**
 * Recordings of spoken answers (the tus upload's `filetype`): WebM or MP4, video (camera) or sound
 * only (microphone), and Ogg sound (Firefox's microphone recordings).
 */
export const SPOKEN_MIME_PATTERN = /^((video|audio)\/(webm|mp4)|audio\/ogg)(;[ a-z0-9=.,"-]{0,80})?$/i;
/** A spoken answer is at most this big (5 minutes of camera at a generous bit rate). */
export const SPOKEN_ANSWER_MAX_BYTES = 150 * 1024 * 1024;

/** Speaking descriptors (CEFR-based, our wording) the reviewer rates a spoken answer against. */
export const SPOKEN_CEFR_DESCRIPTORS = {
  A1: 'Single words and memorised phrases; long pauses; needs the listener to help.',
  A2: 'Short, simple sentences on familiar topics; frequent pauses and basic errors, but the point gets across.',
  B1: 'Keeps going on familiar work topics with some hesitation; gives reasons and simple explanations; errors rarely block meaning.',
  B2: 'Speaks fluently and clearly on a wide range of topics; explains a viewpoint with pros and cons; corrects most of their own slips.',
  C1: 'Fluent and spontaneous with little searching for words; well-organised, flexible language for work; good control of tone.',
  C2: 'Effortless and precise; conveys fine shades of meaning; restructures smoothly around any difficulty.',
} as const;

/** `POST /api/assessments/spoken-rate/{id}`: the reviewer's level for one spoken answer. */
export const ZSpokenRate = z
  .object({ itemId: ZItemId, rating: ZCefrLevel, notes: ZText('Notes').max(2000).default('') })
  .strict();
export type TSpokenRate = z.input<typeof ZSpokenRate>;
export const ZSpokenTranscribe = z.object({ itemId: ZItemId }).strict();

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
  /** Spoken answers with a player, the reviewer's rating and, with a provider, a transcript. */
  spoken: z.array(
    z.object({
      sectionId: z.string(),
      itemId: z.string(),
      prompt: z.string(),
      media: ZSpokenMedia,
      status: ZSpokenAnswerStatus,
      mimeType: z.string().nullable(),
      durationMs: z.number().int().nullable(),
      /** Signed, short-lived player URL (null until received). */
      streamUrl: z.string().nullable(),
      rating: ZCefrLevel.nullable(),
      notes: z.string(),
      ratedByName: z.string().nullable(),
      transcript: z.string().nullable(),
      ai: z.object({ cefr: ZCefrLevel, evidence: z.string(), provider: z.string() }).nullable(),
    }),
  ),
  /** Whether the configured AI provider can transcribe spoken answers, and what to do if not. */
  transcription: z.object({ available: z.boolean(), message: z.string() }),
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

export { ASSESSMENT_AUTOSAVE_SECONDS, ASSESSMENT_PATHS } from './assessment-paths';
