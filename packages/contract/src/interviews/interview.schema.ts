import { z } from 'zod';
import { ZMailLanguage } from '../common/enums';
import { queryList, ZIds, ZListQuery } from '../common/envelope';
import { archivableRecordFields } from '../common/record-fields';
import { ZText } from '../common/text';
import { ZResumeScreenResult } from '../resume/resume-interview.schema';
import {
  INTERVIEW_DEFAULT_EXPIRY_DAYS,
  INTERVIEW_MAX_EXPIRY_DAYS,
  ZApplicantKind,
  ZInterviewPhase,
  ZInterviewStatus,
  ZInterviewType,
  ZResultOutcome,
  ZSingleInterviewType,
} from './interview-enums';
import { ZTypingResult } from './typing-result.schema';

export const ZExpiresInDays = z
  .number()
  .int()
  .min(1, 'The link must last at least 1 day')
  .max(INTERVIEW_MAX_EXPIRY_DAYS, `The link may last at most ${INTERVIEW_MAX_EXPIRY_DAYS} days`);

/** The scored result of an interview, by kind (video, resume and assessments add theirs). */
export const ZInterviewResult = z.discriminatedUnion('kind', [ZTypingResult, ZResumeScreenResult]);
export type TInterviewResult = z.infer<typeof ZInterviewResult>;

export const ZInterviewRequisitionRef = z.object({
  id: z.uuid(),
  name: z.string(),
  requisitionUid: z.string(),
});
export const ZInterviewLobRef = z.object({ id: z.uuid(), name: z.string() });

/** What an interview row and a test-result row show of the content taken and its score. */
export const scoredContentFields = {
  referenceId: z.uuid(),
  /** The content's name; '' when the content was deleted (breadcrumbs fall back to 'N/A'). */
  referenceName: z.string(),
  /** Pass/fail of a scored result; null until scored. */
  outcome: ZResultOutcome.nullable(),
  /** Headline figure of the result (typing: net WPM); null until scored. */
  score: z.number().nullable(),
};

/** One interview as lists and the applicant page show it (staff only). */
export const ZApplicantInterviewListItem = z.object({
  id: z.uuid(),
  type: ZInterviewType,
  status: ZInterviewStatus,
  /** The status, or `started` for a new/sent interview whose `startedAt` is set. */
  phase: ZInterviewPhase,
  groupId: z.uuid().nullable(),
  /** Position in its group (0-based), null outside a group. */
  groupIndex: z.number().int().nullable(),
  /** 1 for the first attempt; a retake is attempt 2 of the same send. */
  attempt: z.number().int(),
  /** The attempt this one retakes (null for a first attempt). */
  retakeOfId: z.uuid().nullable(),
  /** True when a retake of this attempt has already been issued (one per send). */
  retakeIssued: z.boolean(),
  applicantId: z.uuid(),
  applicantKind: ZApplicantKind,
  applicantName: z.string(),
  applicantEmail: z.string(),
  requisition: ZInterviewRequisitionRef.nullable(),
  lob: ZInterviewLobRef.nullable(),
  ...scoredContentFields,
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  abandonedAt: z.string().nullable(),
  expiresAt: z.string(),
  ...archivableRecordFields,
});
export type TApplicantInterviewListItem = z.infer<typeof ZApplicantInterviewListItem>;

/** The result page: the row plus the typed result, the reviewer's note and the other attempts. */
export const ZApplicantInterview = ZApplicantInterviewListItem.extend({
  result: ZInterviewResult.nullable(),
  reviewNotes: z.string(),
  evaluatedByName: z.string().nullable(),
  /** Every attempt of the same send (this one included), oldest first. */
  attempts: z.array(
    z.object({
      id: z.uuid(),
      attempt: z.number().int(),
      status: ZInterviewStatus,
      submittedAt: z.string().nullable(),
      outcome: ZResultOutcome.nullable(),
      score: z.number().nullable(),
    }),
  ),
});
export type TApplicantInterview = z.infer<typeof ZApplicantInterview>;

/** `POST /api/applicant-interviews/create`: one interview; `send: true` also emails it. */
export const ZApplicantInterviewCreate = z.object({
  type: ZSingleInterviewType,
  applicantId: z.uuid(),
  applicantKind: ZApplicantKind,
  referenceId: z.uuid('Choose the content'),
  /** Link lifetime in days (default 7). */
  expiresInDays: ZExpiresInDays.default(INTERVIEW_DEFAULT_EXPIRY_DAYS),
  send: z.boolean().default(false),
  /** The email's language for this send; default: the applicant's. */
  language: ZMailLanguage.optional(),
});
export type TApplicantInterviewCreate = z.input<typeof ZApplicantInterviewCreate>;

/**
 * `POST /api/applicant-interviews/send` with `ids`: emails interviews that are still `new`; the
 * link lasts `expiresInDays` (default 7) from the send.
 */
export const ZApplicantInterviewSendExisting = ZIds.extend({
  expiresInDays: ZExpiresInDays.optional(),
  /** The email's language for this send; default: each applicant's. */
  language: ZMailLanguage.optional(),
});

/** `POST /api/applicant-interviews/send` in bulk: one interview per applicant, created and emailed. */
/** A bulk send's recipients, link lifetime and language (interviews and assessments alike). */
export const bulkSendFields = {
  applicants: z
    .array(z.object({ applicantId: z.uuid(), applicantKind: ZApplicantKind }))
    .min(1, 'Choose at least one applicant')
    .max(200, 'Send to at most 200 applicants at once'),
  expiresInDays: ZExpiresInDays.default(INTERVIEW_DEFAULT_EXPIRY_DAYS),
  /** The email's language for this send; default: each applicant's. */
  language: ZMailLanguage.optional(),
};
export const ZApplicantInterviewSendBulk = z.object({
  type: ZSingleInterviewType,
  referenceId: z.uuid('Choose the content'),
  ...bulkSendFields,
});
export const ZApplicantInterviewSend = z.union([
  ZApplicantInterviewSendExisting,
  ZApplicantInterviewSendBulk,
]);
export type TApplicantInterviewSend = z.input<typeof ZApplicantInterviewSend>;

/** What a send answers: the interviews it emailed. */
export const ZApplicantInterviewSendResult = z.object({
  sent: z.number().int(),
  message: z.string(),
  items: z.array(ZApplicantInterviewListItem),
});
export type TApplicantInterviewSendResult = z.infer<typeof ZApplicantInterviewSendResult>;

/** `POST /api/applicant-interviews/resend/{id}`: rotates the token, resets the expiry, mails again. */
export const ZApplicantInterviewResend = z.object({ expiresInDays: ZExpiresInDays.optional() });

/** `POST /api/applicant-interviews/evaluate/{id}`: a reviewer's decision on a submitted result. */
export const ZApplicantInterviewEvaluate = z.object({
  outcome: ZResultOutcome,
  notes: ZText('Notes').max(5000).default(''),
});
export type TApplicantInterviewEvaluate = z.input<typeof ZApplicantInterviewEvaluate>;

/** `POST /api/applicant-interviews-group/create`: one group, one interview per question, in order. */
export const ZApplicantInterviewGroupCreate = z.object({
  type: z.literal('video-question'),
  applicantId: z.uuid(),
  applicantKind: ZApplicantKind.default('requisition'),
  referenceIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one question')
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'A question may appear only once'),
  expiresInDays: ZExpiresInDays.default(INTERVIEW_DEFAULT_EXPIRY_DAYS),
  send: z.boolean().default(false),
  /** The email's language for this send; default: the applicant's. */
  language: ZMailLanguage.optional(),
});
export type TApplicantInterviewGroupCreate = z.input<typeof ZApplicantInterviewGroupCreate>;

export const ZApplicantInterviewGroup = z.object({
  id: z.uuid(),
  type: ZInterviewType,
  applicantId: z.uuid(),
  applicantKind: ZApplicantKind,
  interviews: z.array(ZApplicantInterviewListItem),
  createdAt: z.string(),
});
export type TApplicantInterviewGroup = z.infer<typeof ZApplicantInterviewGroup>;

/** `GET /api/applicant-interviews-group/view/{id}?index=n`: the group and its n-th interview. */
export const ZApplicantInterviewGroupViewQuery = z.object({
  index: z.coerce.number().int().min(0).default(0),
  archived: ZListQuery.shape.archived,
});
export const ZApplicantInterviewGroupView = z.object({
  group: ZApplicantInterviewGroup,
  index: z.number().int(),
  interview: ZApplicantInterview,
});

export const APPLICANT_INTERVIEW_SORTS = [
  'createdAt',
  'sentAt',
  'submittedAt',
  'expiresAt',
  'status',
  'applicantName',
  'score',
] as const;

/** The filters every result list (interviews, test results) ends with: content, dates, rows. */
export const resultListFilters = {
  referenceId: queryList(z.uuid()),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  submittedFrom: z.iso.date().optional(),
  submittedTo: z.iso.date().optional(),
  /** Export only these rows (bulk "export selected"). */
  ids: queryList(z.uuid()),
};

/** `GET /api/applicant-interviews/list` (and `/export` without paging). */
export const ZApplicantInterviewListQuery = ZListQuery.extend({
  type: queryList(ZInterviewType),
  status: queryList(ZInterviewStatus),
  outcome: queryList(ZResultOutcome),
  applicantKind: queryList(ZApplicantKind),
  requisition: queryList(z.uuid()),
  lineOfBusiness: queryList(z.uuid()),
  ...resultListFilters,
});
export type TApplicantInterviewListQuery = z.input<typeof ZApplicantInterviewListQuery>;
export type TApplicantInterviewListArgs = z.output<typeof ZApplicantInterviewListQuery>;
export const ZApplicantInterviewExportQuery = ZApplicantInterviewListQuery.omit({
  limit: true,
  paginationKey: true,
});

export const ZApplicantInterviewViewQuery = z.object({ archived: ZListQuery.shape.archived });
export const ZApplicantInterviewArchive = ZIds;
