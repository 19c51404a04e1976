import { z } from 'zod';
import { ZApplicantStatus, ZCountry, ZDeclineReason } from '../common/enums';
import { ZLine, ZText } from '../common/text';
import { ZQualificationResponse } from '../screening/answer-snapshot';

import { APPLICATION_STEPS } from './application-paths';
import { PERSONAL_INFO_MAX_LENGTH as MAX } from './personal-info-limits';

export { APPLICATION_PATHS } from './application-api-paths';
export {
  APPLICATION_STEPS,
  applicationContinuePath,
  applicationStepPath,
} from './application-paths';
export const ZApplicationStep = z.enum(APPLICATION_STEPS);
export type TApplicationStep = z.infer<typeof ZApplicationStep>;

/**
 * done: submitted (the steps of EDITABLE_STEPS can still be changed until the application is sent);
 * skipped: the requisition has no content for it (or, for
 * video, the recorder is not available yet); pending: still to do; closed: the application ended
 * before it (knocked out or withdrawn).
 */
export const ZApplicationStepState = z.enum(['done', 'skipped', 'pending', 'closed']);
export type TApplicationStepState = z.infer<typeof ZApplicationStepState>;

/**
 * Done steps a candidate may revisit and change until the application is sent
 * (docs/decisions/application-flow.md#a-way-back); recorded videos and a finished typing test are final.
 */
export const EDITABLE_STEPS = [
  'resume-profile',
  'qualification-questions',
] as const satisfies readonly TApplicationStep[];
export const isEditableStep = (step: TApplicationStep) =>
  (EDITABLE_STEPS as readonly string[]).includes(step);

export const ZApplicationStepInfo = z.object({
  step: ZApplicationStep,
  state: ZApplicationStepState,
  /** Why a step is skipped: 'no-content' or 'unavailable'. */
  skipReason: z.enum(['no-content', 'unavailable']).nullable(),
  /** Rough minutes the step takes (shown on instructions-reminders). */
  minutes: z.number(),
  /** Done and can still be changed (in progress, a step of EDITABLE_STEPS). */
  editable: z.boolean(),
});
export type TApplicationStepInfo = z.infer<typeof ZApplicationStepInfo>;

/** The privacy notice version the consent refers to; a new notice text gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-01';

/** The public plan of a requisition's flow: which steps it has and what they need. */
export const ZApplicationPlan = z.object({
  requisitionId: z.uuid(),
  title: z.string(),
  clientName: z.string(),
  country: ZCountry,
  instructions: z.string(),
  reminders: z.string(),
  steps: z.array(ZApplicationStepInfo),
  totalMinutes: z.number(),
  needsCamera: z.boolean(),
  privacyNoticeVersion: z.string(),
});
export type TApplicationPlan = z.infer<typeof ZApplicationPlan>;

/** Where the candidate came from (captured on the job page). */
export const ZApplicationSource = z.object({
  utmSource: ZLine().max(100).optional(),
  utmMedium: ZLine().max(100).optional(),
  utmCampaign: ZLine().max(100).optional(),
  referrer: ZLine().max(500).optional(),
});
export type TApplicationSource = z.infer<typeof ZApplicationSource>;

const ZVisitorId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'visitorId must be 8–64 letters, digits, _ or -');

export const ZApplicationPersonalInfo = z.object({
  firstName: ZLine('First name').min(1, 'is required').max(MAX.firstName),
  lastName: ZLine('Last name').min(1, 'is required').max(MAX.lastName),
  email: z.email('must be a valid email address').max(MAX.email),
  /** Validated per country on the server (libphonenumber-js). */
  phone: ZLine('Phone').min(4, 'is required').max(MAX.phone),
  address: ZLine('Address').max(MAX.address).default(''),
  country: ZCountry,
});
export type TApplicationPersonalInfo = z.input<typeof ZApplicationPersonalInfo>;

/**
 * `PUT /requisitions/resume-profile/submit/{requisitionId}`. `personal-info` starts (or resumes)
 * the application: consent is required. `resume-profile` attaches the uploaded resume and the
 * confirmed personal info to the application this browser holds (cookie).
 */
export const ZApplicationPersonalInfoSubmit = z.object({
  step: z.literal('personal-info'),
  personalInfo: ZApplicationPersonalInfo,
  consent: z.object({
    accepted: z.literal(true, { error: 'the privacy notice must be accepted to apply' }),
    noticeVersion: ZLine().min(1).max(40),
  }),
  accommodations: ZText().max(2000).default(''),
  locale: z.enum(['en', 'es']).default('en'),
  visitorId: ZVisitorId.optional(),
  source: ZApplicationSource.default({}),
});
export const ZApplicationResumeSubmit = z.object({
  step: z.literal('resume-profile'),
  /**
   * The stored key the upload control answered (`applicants/<id>/resume/…`); required the first
   * time, left out when the candidate revisits the step and keeps the resume already sent.
   */
  resumeS3Key: z.string().min(3).max(400).optional(),
  personalInfo: ZApplicationPersonalInfo,
});
export const ZApplicationStartSubmit = z.discriminatedUnion('step', [
  ZApplicationPersonalInfoSubmit,
  ZApplicationResumeSubmit,
]);
export type TApplicationStartSubmit = z.input<typeof ZApplicationStartSubmit>;

export const ZApplicationQualificationSubmit = z.object({
  responses: z.array(ZQualificationResponse).max(50),
});
export type TApplicationQualificationSubmit = z.input<typeof ZApplicationQualificationSubmit>;

/** What the candidate is asked (no "qualifying" flags: the candidate never sees which answer knocks out). */
export const ZApplicationQuestion = z.object({
  questionId: z.uuid(),
  text: z.string(),
  type: z.enum(['text-entry', 'multiple-choice']),
  required: z.boolean(),
  answers: z.array(z.object({ id: z.uuid(), text: z.string() })),
});
export type TApplicationQuestion = z.infer<typeof ZApplicationQuestion>;

/**
 * How an application stands for its candidate. `stage` is what the tracker shows too
 * (docs/decisions/application-flow.md#stages-shown-to-candidate-and-tracker): in-progress (incomplete, completedAt null),
 * awaiting-review (incomplete, completedAt set), not-selected (declined), withdrawn, in-review.
 */
export const APPLICATION_STAGES = {
  'in-progress': { label: 'In progress' },
  'awaiting-review': { label: 'Completed, awaiting review' },
  'in-review': { label: 'In review' },
  'not-selected': { label: 'Not selected' },
  withdrawn: { label: 'Withdrawn' },
} as const;
export const ZApplicationStage = z.enum([
  'in-progress',
  'awaiting-review',
  'in-review',
  'not-selected',
  'withdrawn',
]);
export type TApplicationStage = z.infer<typeof ZApplicationStage>;

export const ZApplicationState = z.object({
  applicantId: z.uuid(),
  requisitionId: z.uuid(),
  reference: z.string(),
  title: z.string(),
  clientName: z.string(),
  stage: ZApplicationStage,
  /** The first step still to do; null when the application is finished or closed. */
  nextStep: ZApplicationStep.nullable(),
  steps: z.array(ZApplicationStepInfo),
  personalInfo: ZApplicationPersonalInfo,
  /** A new email address waiting for the candidate to open the link sent to it (the old one is used until then). */
  pendingEmail: z.string().nullable(),
  hasResume: z.boolean(),
  questions: z.array(ZApplicationQuestion),
  /** The candidate's answers so far (to show them again when the step is revisited). */
  responses: z.array(ZQualificationResponse),
  completedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  deletionRequestedAt: z.string().nullable(),
  locale: z.enum(['en', 'es']),
});
export type TApplicationState = z.infer<typeof ZApplicationState>;

export const ZApplicationStartReply = z.discriminatedUnion('resumed', [
  z.object({ resumed: z.literal(false), state: ZApplicationState }),
  /** Applied before from another browser: the continue link was emailed again; nothing else is revealed. */
  z.object({ resumed: z.literal(true), emailed: z.literal(true) }),
]);
export type TApplicationStartReply = z.infer<typeof ZApplicationStartReply>;

export const ZApplicationContinue = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not a continue link token'),
});
export const ZApplicationPreScreenReply = z.object({
  passed: z.boolean(),
  state: ZApplicationState,
});
export type TApplicationPreScreenReply = z.infer<typeof ZApplicationPreScreenReply>;
export const ZApplicationTypingStartReply = z.object({ token: z.string() });
/** The video step: a token of the application's video group (any question's token opens them all). */
export const ZApplicationVideoStartReply = z.object({ token: z.string() });
/**
 * `PUT /requisitions/video-question/submit/{applicantId}` body (optional): a candidate who cannot
 * record asks for an accommodation; the step then counts with the answers received so far, and
 * the recruiter sees which are missing and why (docs/decisions/application-flow.md#video-step).
 */
export const ZApplicationVideoSubmit = z.object({
  unableToRecord: z.object({ reason: ZText('Reason').max(2000).default('') }).optional(),
});
export type TApplicationVideoSubmit = z.input<typeof ZApplicationVideoSubmit>;
/** What the recruiter sees of a candidate who could not record (kept on the application). */
export const ZVideoUnableToRecord = z.object({
  at: z.string(),
  reason: z.string(),
  /** 1-based question numbers without an answer when the step was sent. */
  missing: z.array(z.number().int()),
});
export type TVideoUnableToRecord = z.infer<typeof ZVideoUnableToRecord>;

export const APPLICATION_EVENT_KINDS = ['view', 'complete', 'abandon'] as const;
export const ZApplicationEvent = z.object({
  requisitionId: z.uuid(),
  visitorId: ZVisitorId,
  step: ZApplicationStep,
  /** Clients report view and abandon; complete only for the steps before the application exists. */
  kind: z.enum(APPLICATION_EVENT_KINDS),
  msOnStep: z.number().int().min(0).max(86_400_000).default(0),
  source: ZApplicationSource.default({}),
});
export type TApplicationEvent = z.input<typeof ZApplicationEvent>;

export const ZApplicationFunnelRow = z.object({
  step: ZApplicationStep,
  viewed: z.number(),
  completed: z.number(),
  abandoned: z.number(),
  /** Median seconds on the step (completions); null without data. */
  medianSeconds: z.number().nullable(),
});
export const ZApplicationFunnel = z.object({
  visits: z.number(),
  started: z.number(),
  completed: z.number(),
  declinedAtPreScreening: z.number(),
  steps: z.array(ZApplicationFunnelRow),
  devices: z.record(z.string(), z.number()),
  sources: z.record(z.string(), z.number()),
});
export type TApplicationFunnel = z.infer<typeof ZApplicationFunnel>;

/** Staff list of data deletion requests (within the caller's tracker scope). */
export const ZApplicationDeletionRequest = z.object({
  applicantId: z.uuid(),
  requisitionId: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: ZApplicantStatus,
  reason: ZDeclineReason.nullable(),
  requestedAt: z.string(),
});

export const ZApplicationApplicantParam = z.object({ applicantId: z.uuid() });
export const ZApplicationRequisitionParam = z.object({ requisitionId: z.uuid() });

export const APPLICATION_COOKIE_PREFIX = 'ats_app_';

export const RESUME_PREFILL_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address'] as const;

/**
 * Why a resume gave none of the personal info: `timeout` (reading it took longer than allowed) and
 * `busy` (too many resumes were being read at once) are worth asking again; `unreadable` (damaged,
 * or the reader could not open it), `no-text` (a scan or photo without a text layer) and
 * `nothing-found` (read, but no name, email, phone or address in it) are not.
 */
export const RESUME_UNREAD_REASONS = ['timeout', 'busy', 'unreadable', 'no-text', 'nothing-found'] as const;
export type TResumeUnreadReason = (typeof RESUME_UNREAD_REASONS)[number];

/** What the candidate's parsed resume suggests for the personal info (empty when unknown). */
export const ZApplicationResumePrefill = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /**
   * Suggested fields the parser is unsure of (low confidence, or a name split into first and
   * last by guess): the resume step asks the candidate to check them.
   */
  unsure: z.array(z.enum(RESUME_PREFILL_FIELDS)),
  /** Why nothing was read (the resume step says so, in the candidate's language); null when something was. */
  unread: z.enum(RESUME_UNREAD_REASONS).nullable(),
});
export type TApplicationResumePrefill = z.infer<typeof ZApplicationResumePrefill>;

/**
 * What staff see of an application the flow created (the requisition applicant page): the
 * candidate's accommodation request, withdrawal and deletion request (docs/decisions/application-flow.md).
 */
export const ZApplicationStaffView = z.object({
  applicantId: z.uuid(),
  reference: z.string(),
  stage: ZApplicationStage,
  withdrawnAt: z.string().nullable(),
  deletionRequestedAt: z.string().nullable(),
  /** What the candidate asked for before starting (instructions-reminders), '' when nothing. */
  accommodations: z.string(),
});
export type TApplicationStaffView = z.infer<typeof ZApplicationStaffView>;

/** The erasure staff carried out: what was removed (no personal data). */
export const ZApplicationErasure = z.object({
  applicantId: z.uuid(),
  reference: z.string(),
  filesDeleted: z.number().int(),
  erasedAt: z.string(),
});
export type TApplicationErasure = z.infer<typeof ZApplicationErasure>;
