import { z } from 'zod';
import { declineReasonIssue } from '../applicants/applicant.schema';
import { ZApplicantStatus, ZDeclineReason } from '../common/enums';
import { ZLine } from '../common/text';
import { ZApplicantKind } from '../interviews/interview-enums';

/** The manual applicant dialog's check while the email or phone is typed. */
export const ZDuplicateCheckQuery = z.object({
  email: ZLine('Email').max(254).optional(),
  phone: ZLine('Phone').max(40).optional(),
  /** The manual applicant being edited (left out of the answer). */
  excludeId: z.uuid().optional(),
});
export type TDuplicateCheckQuery = z.input<typeof ZDuplicateCheckQuery>;

// One candidate record (docs/decisions/candidates.md).

/** One application of a candidate: a manual applicant or a requisition applicant. */
export const ZCandidateApplication = z.object({
  kind: ZApplicantKind,
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The requisition applied to (null for a manual applicant). */
  requisition: z.object({ id: z.uuid(), uid: z.string(), name: z.string() }).nullable(),
  /** The line of business (manual applicants: their own; requisition applicants: the requisition's). */
  lobName: z.string().nullable(),
  status: ZApplicantStatus,
  reason: ZDeclineReason.nullable(),
  statusChangedAt: z.string(),
  completedAt: z.string().nullable(),
  hasResume: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type TCandidateApplication = z.infer<typeof ZCandidateApplication>;

/** A candidate and the applications the caller may see (newest first). */
export const ZCandidateRecord = z.object({
  id: z.uuid(),
  applications: z.array(ZCandidateApplication),
  /** Applications outside the caller's trackers or scope (not listed). */
  hiddenCount: z.number().int(),
});
export type TCandidateRecord = z.infer<typeof ZCandidateRecord>;

export const ZCandidateOfQuery = z.object({ kind: ZApplicantKind, applicantId: z.uuid() });
export type TCandidateOfQuery = z.infer<typeof ZCandidateOfQuery>;

/** Merge `mergedId` into `survivorId`: its applications (with their notes, tags, emails) move. */
export const ZCandidateMerge = z.object({ survivorId: z.uuid(), mergedId: z.uuid() });
export type TCandidateMerge = z.infer<typeof ZCandidateMerge>;
export const ZCandidateMergeResult = z.object({
  survivorId: z.uuid(),
  mergedId: z.uuid(),
  movedApplications: z.number().int(),
});

/** "Add to requisition": a manual applicant enters a requisition's pipeline. */
export const ZAddToRequisition = z
  .object({
    applicantId: z.uuid(),
    requisitionId: z.uuid('Choose a requisition'),
    status: ZApplicantStatus.optional(),
    reason: ZDeclineReason.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = declineReasonIssue(v.status, v.reason);
    if (issue) ctx.addIssue({ code: 'custom', path: ['reason'], message: issue.replace(/^reason: /, '') });
  });
export type TAddToRequisition = z.input<typeof ZAddToRequisition>;
export const ZAddToRequisitionResult = z.object({ id: z.uuid(), candidateId: z.uuid() });

// The candidate's activity across applications (docs/decisions/candidates.md#candidate-activity).

export const CANDIDATE_ACTIVITY_TYPES = ['note', 'file', 'interview', 'email'] as const;
export const ZCandidateActivityType = z.enum(CANDIDATE_ACTIVITY_TYPES);
export type TCandidateActivityType = z.infer<typeof ZCandidateActivityType>;

/** Items per page of the applicant page's "Candidate activity". */
export const CANDIDATE_ACTIVITY_PAGE = 20;

export const ZCandidateActivityQuery = z.object({
  kind: ZApplicantKind,
  applicantId: z.uuid(),
  /** One kind of item; all four when left out. */
  type: ZCandidateActivityType.optional(),
  paginationKey: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CANDIDATE_ACTIVITY_PAGE),
});
export type TCandidateActivityQuery = z.input<typeof ZCandidateActivityQuery>;
export type TCandidateActivityArgs = z.output<typeof ZCandidateActivityQuery>;

/** One note, file, interview or email of one of the candidate's applications. */
export const ZCandidateActivityItem = z.object({
  type: ZCandidateActivityType,
  id: z.uuid(),
  /** When it happened (note written, file uploaded, interview sent or scheduled, email queued). */
  at: z.string(),
  /** The application it belongs to. */
  application: z.object({
    kind: ZApplicantKind,
    id: z.uuid(),
    /** "REQ-… · name" or "Manual applicant". */
    label: z.string(),
    archived: z.boolean(),
  }),
  /** Note body, file name, interview name, email subject. */
  title: z.string(),
  /**
   * Note: "private" / "everyone" and "on the application" / "on the candidate"; interview: its
   * state and result; email: its delivery state; file: what the file is.
   */
  detail: z.string(),
  /** Who wrote or sent it (notes, emails, scheduled interviews), when known. */
  by: z.string().nullable(),
  /** A scheduled interview's start (null for everything else). */
  startsAt: z.string().nullable(),
});
export type TCandidateActivityItem = z.infer<typeof ZCandidateActivityItem>;

export const ZCandidateActivityPage = z.object({
  items: z.array(ZCandidateActivityItem),
  paginationKey: z.string().nullable(),
  /** Items of this type on applications outside the caller's trackers or scope (not listed). */
  hiddenCount: z.number().int(),
});
export type TCandidateActivityPage = z.infer<typeof ZCandidateActivityPage>;
