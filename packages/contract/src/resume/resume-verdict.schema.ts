import { z } from 'zod';
import { ZLine } from '../common/text';
import { ZResumeCriteria } from '../screening/resume-profile.schema';
import { ZJsonResume } from './parsed-resume.schema';

export const CRITERION_KINDS = [
  'required-skill',
  'nice-to-have-skill',
  'min-years',
  'education',
  'language',
  'country',
  'prompt',
] as const;
export const CRITERION_STATUSES = ['met', 'not-met', 'unknown'] as const;

/** One criterion of a resume profile, judged with the resume text it relied on. */
export const ZCriterionVerdict = z.object({
  kind: z.enum(CRITERION_KINDS),
  /** What was asked, e.g. `Skill: Zendesk`, `At least 3 years of experience`. */
  label: z.string(),
  status: z.enum(CRITERION_STATUSES),
  /** Why, in one sentence a recruiter can check. */
  reason: z.string(),
  /** Quotes from the resume that support the status (empty when nothing was found). */
  evidence: z.array(z.string()),
  /** Points this criterion can give and gave. */
  weight: z.number(),
  points: z.number(),
  /** For `prompt`: the prompt version, provider and model that judged it. */
  prompt: z
    .object({
      promptId: z.uuid(),
      name: z.string(),
      versionId: z.uuid().nullable(),
      versionNumber: z.number().int().nullable(),
      provider: z.string(),
      model: z.string(),
      callId: z.uuid().nullable(),
    })
    .nullable(),
});
export type TCriterionVerdict = z.infer<typeof ZCriterionVerdict>;

/**
 * A resume scored against a resume profile. The verdict recommends; it never declines by itself
 * (only a recruiter, or a rule knock-out the profile asks for, may decline).
 */
export const ZResumeVerdict = z.object({
  score: z.number().int().min(0).max(100),
  passThreshold: z.number().int(),
  recommendation: z.enum(['advance', 'review']),
  /** The rule criteria not met that the profile treats as knock-outs (informational). */
  knockOuts: z.array(z.string()),
  criteria: z.array(ZCriterionVerdict),
  /** Years of experience counted from the work entries' dates (overlaps merged). */
  yearsOfExperience: z.number(),
  /** SHA-256 of the parsed resume and profile the verdict was computed from. */
  inputHash: z.string(),
  evaluatedAt: z.string(),
});
export type TResumeVerdict = z.infer<typeof ZResumeVerdict>;

/** `POST /resume-profiles/test` (streamed): a builder tries its criteria and prompts on a file. */
export const ZResumeProfileTestRequest = z
  .object({
    /** The builder's own upload (a resume). */
    s3Key: ZLine('s3Key').min(1).max(500).optional(),
    /** Prompt-library prompt ids (their current versions run). */
    prompts: z
      .array(z.uuid())
      .max(10)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, 'each prompt may appear only once'),
    /** An already parsed (and possibly corrected) resume; parsed from `s3Key` when absent. */
    resumeJson: ZJsonResume.optional(),
    /** The builder's unsaved criteria; none = skills and the rest are not checked. */
    criteria: ZResumeCriteria.optional(),
    passThreshold: z.number().int().min(0).max(100).default(70),
  })
  .refine((b) => b.s3Key || b.resumeJson, { message: 'send an s3Key or a resumeJson', path: ['s3Key'] });
export type TResumeProfileTestRequest = z.input<typeof ZResumeProfileTestRequest>;

/** The `output` of the `resume-profiles/test` result event. */
export const ZResumeProfileTestOutput = z.object({
  parsed: z.unknown().nullable(),
  verdict: ZResumeVerdict,
});

const ZPromptIds = z
  .array(z.uuid())
  .min(1, 'choose at least one prompt')
  .max(10)
  .refine((ids) => new Set(ids).size === ids.length, 'each prompt may appear only once');

/** `POST /typing-tests/test` (streamed): runs prompts on a file (or a given JSON Resume). */
export const ZTypingTestTestRequest = z
  .object({
    s3Key: ZLine('s3Key').min(1).max(500).optional(),
    prompts: ZPromptIds,
    resumeJson: ZJsonResume.optional(),
  })
  .refine((b) => b.s3Key || b.resumeJson, { message: 'send an s3Key or a resumeJson', path: ['s3Key'] });
export type TTypingTestTestRequest = z.input<typeof ZTypingTestTestRequest>;

/** `POST /video-questions/test` (streamed): transcribes a recorded answer and runs prompts on it. */
export const ZVideoQuestionTestRequest = z.object({
  s3Key: ZLine('s3Key').min(1, 's3Key is required').max(500),
  prompts: ZPromptIds,
});
export type TVideoQuestionTestRequest = z.input<typeof ZVideoQuestionTestRequest>;

/** The `output` of the typing and video test result events: one verdict per prompt. */
export const ZPromptsTestOutput = z.object({
  /** The text the prompts read (the file's text, or the transcript); null when none could be had. */
  text: z.string().nullable(),
  /** Why some prompts could not run (e.g. transcription needs a configured provider). */
  notes: z.array(z.string()),
  criteria: z.array(ZCriterionVerdict),
});
