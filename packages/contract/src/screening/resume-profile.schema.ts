import { z } from 'zod';
import { ZCountry, ZEducationLevel } from '../common/enums';
import { queryList } from '../common/envelope';
import { ZLine } from '../common/text';
import { ZContentMeta, ZLongText, ZName, ZScreeningListQuery } from './screening-content';

const ZTerms = (what: string) =>
  z
    .array(ZLine().min(1).max(100))
    .max(50)
    .default([])
    .refine(
      (xs) => new Set(xs.map((x) => x.toLowerCase())).size === xs.length,
      `each ${what} may appear only once`,
    );

export const ZResumeCriteria = z.object({
  requiredSkills: ZTerms('skill'),
  niceToHaveSkills: ZTerms('skill'),
  minYearsExperience: z.number().min(0).max(50).default(0),
  minEducationLevel: ZEducationLevel.nullable().default(null),
  requiredLanguages: ZTerms('language'),
  countries: z.array(ZCountry).default([]),
  /**
   * When set, a rule criterion not met (never an AI judgement, never "unknown") declines the
   * applicant with this reason; null = the verdict only recommends (docs/decisions/resume-interviews.md#knock-outs-decline-only-by-profile-setting).
   */
  knockOutReason: z.enum(['DEC000', 'DEC002']).nullable().default(null),
  /** Prompt versions pinned for scoring; a prompt not listed runs its current version. */
  promptVersions: z
    .array(z.object({ promptId: z.uuid(), versionId: z.uuid() }))
    .max(10)
    .default([])
    .refine((xs) => new Set(xs.map((x) => x.promptId)).size === xs.length, 'pin one version per prompt'),
});
export type TResumeCriteria = z.infer<typeof ZResumeCriteria>;

export const ZResumeProfileCreate = z.object({
  name: ZName,
  description: ZLongText(4000),
  criteria: ZResumeCriteria,
  /** Score out of 100 a resume needs to pass. */
  passThreshold: z.number().int().min(0).max(100).default(70),
  /** Ids of prompt-library prompts used to score a resume (validated once prompts exist). */
  prompts: z
    .array(z.uuid())
    .max(10)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'each prompt may appear only once'),
});
export type TResumeProfileCreate = z.input<typeof ZResumeProfileCreate>;
export const ZResumeProfileUpdate = ZResumeProfileCreate;

export const ZResumeProfile = ZContentMeta.extend({
  description: z.string(),
  criteria: ZResumeCriteria,
  passThreshold: z.number(),
  prompts: z.array(z.uuid()),
});
export type TResumeProfile = z.infer<typeof ZResumeProfile>;

export const ZResumeProfileListQuery = ZScreeningListQuery.extend({
  minEducationLevel: queryList(ZEducationLevel),
});
