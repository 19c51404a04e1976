import { z } from 'zod';
import { declineReasonIssue } from '../applicants/applicant.schema';
import { APPLICANT_STATUSES } from '../common/enum-labels';
import { type TApplicantStatus, ZApplicantStatus, ZDeclineReason, ZMailLanguage } from '../common/enums';
import { keysOf } from '../common/labelled';
import { ZRequisitionApplicant } from '../requisition-applicants/requisition-applicant.schema';

/** The board's columns: one per applicant status, in the SPEC §3 order. */
export const PIPELINE_COLUMNS: readonly TApplicantStatus[] = keysOf(APPLICANT_STATUSES);

/** Cards per column on the first load and per "load more". */
export const PIPELINE_PAGE = 20;

/** A card is the tracker's row (name, status, reason, completed date, resume) plus its flags. */
export const ZPipelineCard = ZRequisitionApplicant.extend({
  /** Another applicant (either tracker, within the caller's scope) has the same email or phone. */
  possibleDuplicate: z.boolean(),
});
export type TPipelineCard = z.infer<typeof ZPipelineCard>;

export const ZPipelineColumn = z.object({
  status: ZApplicantStatus,
  /** Live applicants in this status (not only the loaded cards). */
  count: z.number().int(),
  items: z.array(ZPipelineCard),
  /** Keyset key of the next cards; null when the column is fully loaded. */
  paginationKey: z.string().nullable(),
});
export type TPipelineColumn = z.infer<typeof ZPipelineColumn>;

export const ZPipelineBoard = z.object({
  requisition: z.object({
    id: z.uuid(),
    requisitionUid: z.string(),
    name: z.string(),
    requiredHC: z.number().int(),
    numHired: z.number().int(),
  }),
  total: z.number().int(),
  columns: z.array(ZPipelineColumn),
});
export type TPipelineBoard = z.infer<typeof ZPipelineBoard>;

export const ZPipelineColumnQuery = z.object({
  status: ZApplicantStatus,
  paginationKey: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PIPELINE_PAGE),
});
export type TPipelineColumnQuery = z.input<typeof ZPipelineColumnQuery>;

/**
 * A card moved to another column: the same rules as a status change in the tracker (a decline
 * needs its reason code; the candidate email is opt-in, a chosen template or the fixed one).
 */
export const ZPipelineMove = z
  .object({
    applicantId: z.uuid(),
    status: ZApplicantStatus,
    reason: ZDeclineReason.nullable().optional(),
    sendStatusEmail: z.boolean().optional(),
    /** Email the candidate this template instead of the fixed status email (as the trackers' bulk change). */
    templateId: z.uuid('Choose an email template').optional(),
    /** The template email's language; default: each applicant's. */
    language: ZMailLanguage.optional(),
  })
  .superRefine((v, ctx) => {
    const issue = declineReasonIssue(v.status, v.reason);
    if (issue) ctx.addIssue({ code: 'custom', path: ['reason'], message: issue.replace(/^reason: /, '') });
  });
export type TPipelineMove = z.input<typeof ZPipelineMove>;
