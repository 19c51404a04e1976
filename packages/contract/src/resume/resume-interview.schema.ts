import { z } from 'zod';
import { ZDeclineReason } from '../common/enums';
import { ZLine, ZText } from '../common/text';
import { ZInterviewClosedReason, ZInterviewPhase, ZResultOutcome } from '../interviews/interview-enums';
import { ZJsonResume, ZParsedResume } from './parsed-resume.schema';
import { SELF_ID_ATTRIBUTES } from './resume-interview-paths';
import { ZResumeVerdict } from './resume-verdict.schema';

export { RESUME_INTERVIEW_PATHS, SELF_ID_ATTRIBUTES, type TSelfIdAttribute } from './resume-interview-paths';

export const ZSelfIdAttribute = z.enum(['gender', 'ageBand', 'country']);
export const ZSelfIdentification = z
  .object({
    gender: z.enum(SELF_ID_ATTRIBUTES.gender.options).optional(),
    ageBand: z.enum(SELF_ID_ATTRIBUTES.ageBand.options).optional(),
    country: z.enum(SELF_ID_ATTRIBUTES.country.options).optional(),
  })
  .strict();
export type TSelfIdentification = z.infer<typeof ZSelfIdentification>;

/** A recruiter's override of the stored verdict (the verdict itself is never changed). */
export const ZResumeOverride = z.object({
  outcome: ZResultOutcome,
  previousOutcome: ZResultOutcome.nullable(),
  note: z.string(),
  byName: z.string(),
  at: z.string(),
});

/** The stored result of a resume-profile interview or pilot: what was scored and why. */
export const ZResumeScreenResult = z.object({
  kind: z.literal('resume-profile'),
  /** The resume the candidate confirmed (after their corrections). */
  resume: ZJsonResume,
  /** Fields the candidate changed from what the parser read (paths such as `basics.name`). */
  corrected: z.array(z.string()),
  file: z.object({ fileName: z.string(), parser: z.string(), columns: z.number().int() }).nullable(),
  verdict: ZResumeVerdict,
  /** The provider configured when scored (the prompts' own provider/model are on each criterion). */
  provider: z.string(),
  model: z.string(),
  outcome: ZResultOutcome,
  /** Set when the profile's knock-out rule declined the applicant (never for AI criteria). */
  declined: z.object({ reason: ZDeclineReason, knockOuts: z.array(z.string()) }).nullable(),
  override: ZResumeOverride.nullable(),
});
export type TResumeScreenResult = z.infer<typeof ZResumeScreenResult>;

/** `GET open/{token}`: the candidate's page (never the verdict). */
export const ZResumeInterviewOpen = z.object({
  phase: ZInterviewPhase,
  closedReason: ZInterviewClosedReason.nullable(),
  referenceName: z.string(),
  firstName: z.string(),
  expiresAt: z.string(),
  /** The resume already on file for this applicant (reusable), when there is one. */
  resumeOnFile: z.object({ fileName: z.string() }).nullable(),
});
export type TResumeInterviewOpen = z.infer<typeof ZResumeInterviewOpen>;

/** `POST parse/{token}`: an uploaded file, or (no s3Key) the resume on file. */
export const ZResumeInterviewParse = z.object({ s3Key: ZLine('s3Key').min(1).max(500).optional() });
export const ZResumeInterviewParsed = z.object({ s3Key: z.string(), parsed: ZParsedResume });
export type TResumeInterviewParsed = z.infer<typeof ZResumeInterviewParsed>;

/** `PUT submit/{token}`: the resume as the candidate confirmed it, and optional self-identification. */
export const ZResumeInterviewSubmit = z.object({
  s3Key: ZLine('s3Key').min(1).max(500),
  resume: ZJsonResume,
  selfId: ZSelfIdentification.optional(),
});
export type TResumeInterviewSubmit = z.input<typeof ZResumeInterviewSubmit>;
export const ZResumeInterviewSubmitted = z.object({ submitted: z.literal(true) });

/** `POST override/{id}` (staff): a decision against or confirming the verdict, with a note. */
export const ZResumeOverrideRequest = z.object({
  outcome: ZResultOutcome,
  note: ZText('Note').min(3, 'Write why (at least 3 characters)').max(5000),
});
export type TResumeOverrideRequest = z.input<typeof ZResumeOverrideRequest>;

/** `GET /api/resume-screen-results/fairness` (and `/export`, CSV). */
export const ZFairnessQuery = z
  .object({
    referenceId: z.uuid('Choose a resume profile'),
    attribute: ZSelfIdAttribute.default('gender'),
    /** Only verdicts that used this prompt version; absent = every verdict of the profile. */
    promptVersionId: z.uuid().optional(),
    /** Include pilots (test results) as well as applicants. */
    includeTests: z.enum(['0', '1']).default('0'),
  })
  // Unknown parameters (a list's sort, search, archived…) are refused, not ignored.
  .strict();
export type TFairnessQuery = z.input<typeof ZFairnessQuery>;

export const ZFairnessLine = z.object({
  category: z.string(),
  assessed: z.number().int(),
  selected: z.number().int(),
  selectionRate: z.number(),
  impactRatio: z.number().nullable(),
  belowFourFifths: z.boolean(),
  smallSample: z.boolean(),
  scoringRate: z.number().nullable(),
  scoringImpactRatio: z.number().nullable(),
});
export const ZFairnessReport = z.object({
  referenceId: z.uuid(),
  referenceName: z.string(),
  attribute: ZSelfIdAttribute,
  promptVersionId: z.uuid().nullable(),
  /** The prompt versions the profile's verdicts used (to pick one). */
  promptVersions: z.array(
    z.object({ versionId: z.uuid(), name: z.string(), versionNumber: z.number().int().nullable() }),
  ),
  /** Verdicts counted; those without self-identification for the attribute are `notGiven`. */
  total: z.number().int(),
  notGiven: z.number().int(),
  medianScore: z.number().nullable(),
  lines: z.array(ZFairnessLine),
  note: z.string().nullable(),
});
export type TFairnessReport = z.infer<typeof ZFairnessReport>;

/** `GET /api/resume-profile-test-results/open/{referenceId}` (public): the pilot page's intro. */
export const ZResumeTestOpen = z.object({ referenceName: z.string() });
export type TResumeTestOpen = z.infer<typeof ZResumeTestOpen>;
/** What a pilot's create answers: its id and the token that alone may parse and submit. */
export const ZResumeTestCreated = z.object({ id: z.uuid(), token: z.string(), expiresAt: z.string() });
export type TResumeTestCreated = z.infer<typeof ZResumeTestCreated>;
