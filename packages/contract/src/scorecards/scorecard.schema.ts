import { z } from 'zod';
import { ZLine, ZText } from '../common/text';

export const SCORECARD_RATINGS = {
  1: { label: 'Poor' },
  2: { label: 'Fair' },
  3: { label: 'Good' },
  4: { label: 'Excellent' },
} as const;

export const RECOMMENDATIONS = {
  strong_no: { label: 'Strong no' },
  no: { label: 'No' },
  yes: { label: 'Yes' },
  strong_yes: { label: 'Strong yes' },
} as const;
export const ZRecommendation = z.enum(['strong_no', 'no', 'yes', 'strong_yes']);
export type TRecommendation = z.infer<typeof ZRecommendation>;

/** The attributes a requisition's interviewers rate; the default when none was set. */
export const DEFAULT_SCORECARD_ATTRIBUTES = [
  'Communication',
  'Problem solving',
  'Role knowledge',
  'Culture add',
];

export const ZScorecardTemplate = z.object({
  requisitionId: z.uuid(),
  attributes: z.array(z.string()),
  isDefault: z.boolean(),
});
export type TScorecardTemplate = z.infer<typeof ZScorecardTemplate>;

export const ZScorecardTemplateUpdate = z.object({
  attributes: z
    .array(ZLine('Attribute').min(1, 'Attribute must not be empty').max(80))
    .min(1, 'Add at least one attribute')
    .max(20)
    .refine((a) => new Set(a.map((s) => s.toLowerCase())).size === a.length, 'Attributes must be distinct'),
});
export type TScorecardTemplateUpdate = z.infer<typeof ZScorecardTemplateUpdate>;

export const ZScorecardSubmit = z.object({
  ratings: z.array(
    z.object({ attribute: ZLine('Attribute').max(80), rating: z.number().int().min(1).max(4) }),
  ),
  recommendation: ZRecommendation,
  notes: ZText('Notes').max(5000).default(''),
});
export type TScorecardSubmit = z.input<typeof ZScorecardSubmit>;

export const ZScorecard = z.object({
  id: z.uuid(),
  interviewId: z.uuid(),
  interviewerId: z.uuid(),
  interviewerName: z.string(),
  ratings: z.array(z.object({ attribute: z.string(), rating: z.number() })),
  recommendation: ZRecommendation,
  notes: z.string(),
  submittedAt: z.string(),
});
export type TScorecard = z.infer<typeof ZScorecard>;

/** The applicant's scorecards as the caller may see them. */
export const ZApplicantScorecards = z.object({
  /** The requisition whose template applies (null for manual applicants: the defaults). */
  requisitionId: z.uuid().nullable(),
  attributes: z.array(z.string()),
  scorecards: z.array(ZScorecard),
  /** Others' scorecards withheld until the caller submits their own (docs/decisions/scorecards.md#hidden-until-submitted). */
  hiddenCount: z.number(),
  /** Interviews of this applicant where the caller is an interviewer and has not submitted. */
  pendingInterviewIds: z.array(z.uuid()),
});
export type TApplicantScorecards = z.infer<typeof ZApplicantScorecards>;
