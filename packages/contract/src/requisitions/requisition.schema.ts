import { z } from 'zod';
import { ZCountry, ZEmploymentType, ZGroupType, ZPublishStatus, ZWorkMode } from '../common/enums';
import { queryList, ZIsoDate, ZListQuery } from '../common/envelope';
import { ZLine, ZText } from '../common/text';
import { REQUISITION_SCREENING_FIELDS } from '../screening/requisition-screening';
import { ZRequisitionStatus } from './requisition-status';

/** Human-readable requisition id: REQ-YYMM-NNNN (more digits after 9999 in a month). */
export const REQUISITION_UID_PATTERN = /^REQ-\d{4}-\d{4,6}$/;
export const ZRequisitionUid = ZLine('Requisition id').regex(
  REQUISITION_UID_PATTERN,
  'Requisition id must look like REQ-2611-0042',
);

const text = (label: string, max: number) =>
  ZLine(label).min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  ZLine(label).max(max, `${label} must be at most ${max} characters`);

/** Rich text (HTML); the server sanitizes it before storing. */
const html = (label: string, max: number) =>
  ZText(label, { trim: false }).max(max, `${label} is too long (at most ${max} characters)`);

const jobTitleFields = {
  internalJobCode: optionalText('Internal job code', 50),
  jobTitle: text('Job title', 150),
  /** Client-facing location shown on the public job page. */
  location: optionalText('Location', 150),
  type: ZEmploymentType,
  workEnvironment: ZWorkMode,
};

export const ZRequisitionJobTitle = z.object({
  ...jobTitleFields,
  internalJobCode: jobTitleFields.internalJobCode.default(''),
  location: jobTitleFields.location.default(''),
  type: jobTitleFields.type.default('full-time'),
  workEnvironment: jobTitleFields.workEnvironment.default('onsite'),
});
export type TRequisitionJobTitle = z.infer<typeof ZRequisitionJobTitle>;

const headcount = (label: string, min: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(100000, `${label} is too large`);

const fields = {
  name: text('Name', 150),
  lobId: z.uuid('Choose a line of business'),
  jobTitle: ZRequisitionJobTitle,
  /** Empty: from the line of business (small-teams lines give small-teams requisitions). */
  groupType: ZGroupType.nullish(),
  /** Empty: the line of business's country. */
  country: ZCountry.nullish(),
  description: html('Job description', 100_000).default(''),
  instructions: html('Candidate instructions', 20_000).default(''),
  reminders: html('Reminders', 20_000).default(''),
  payText: optionalText('Pay', 200).default(''),
  shiftText: optionalText('Shift', 200).default(''),
  startDate: ZIsoDate.nullable().default(null),
  clientSubmissionDate: ZIsoDate.nullable().default(null),
  requiredHC: headcount('Required headcount', 1).default(1),
  numHired: headcount('Hired headcount', 0).default(0),
  status: ZRequisitionStatus.optional(),
  /** Required when the status becomes cancelled. */
  reasonForCancellation: optionalText('Reason for cancellation', 1000).nullable().optional(),
  publishStatus: ZPublishStatus.optional(),
  ...REQUISITION_SCREENING_FIELDS,
};

export const ZRequisitionCreate = z.object({
  /** A uid from generate-uid; without it the server issues one. */
  requisitionUid: ZRequisitionUid.optional(),
  ...fields,
});
export type TRequisitionCreate = z.input<typeof ZRequisitionCreate>;

/** Every field optional: what is sent replaces what is stored. */
export const ZRequisitionUpdate = z.object({
  name: fields.name.optional(),
  lobId: fields.lobId.optional(),
  jobTitle: z.object(jobTitleFields).partial().optional(),
  groupType: ZGroupType.optional(),
  country: ZCountry.optional(),
  description: html('Job description', 100_000).optional(),
  instructions: html('Candidate instructions', 20_000).optional(),
  reminders: html('Reminders', 20_000).optional(),
  payText: optionalText('Pay', 200).optional(),
  shiftText: optionalText('Shift', 200).optional(),
  startDate: ZIsoDate.nullable().optional(),
  clientSubmissionDate: ZIsoDate.nullable().optional(),
  requiredHC: headcount('Required headcount', 1).optional(),
  numHired: headcount('Hired headcount', 0).optional(),
  status: fields.status,
  reasonForCancellation: fields.reasonForCancellation,
  publishStatus: fields.publishStatus,
  ...REQUISITION_SCREENING_FIELDS,
});
export type TRequisitionUpdate = z.input<typeof ZRequisitionUpdate>;

export const ZRequisitionLob = z.object({ id: z.uuid(), name: z.string() });

export const ZRequisition = z.object({
  id: z.uuid(),
  requisitionUid: z.string(),
  name: z.string(),
  lobId: z.uuid(),
  lob: ZRequisitionLob,
  jobTitle: z.object({
    internalJobCode: z.string(),
    jobTitle: z.string(),
    location: z.string(),
    type: ZEmploymentType,
    workEnvironment: ZWorkMode,
  }),
  groupType: ZGroupType,
  country: ZCountry,
  description: z.string(),
  instructions: z.string(),
  reminders: z.string(),
  payText: z.string(),
  shiftText: z.string(),
  status: ZRequisitionStatus,
  statusChangedAt: z.string(),
  publishStatus: ZPublishStatus,
  publishedAt: z.string().nullable(),
  startDate: z.string().nullable(),
  clientSubmissionDate: z.string().nullable(),
  requiredHC: z.number().int(),
  numHired: z.number().int(),
  /** Live (not archived) applicants of the requisition: the pipeline's size. */
  applicantCount: z.number().int(),
  /** False once the requisition has had any applicant (archived included): cancel it instead. */
  deletable: z.boolean(),
  reasonForCancellation: z.string().nullable(),
  visits: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.uuid().nullable(),
  ...REQUISITION_SCREENING_FIELDS,
});
export type TRequisition = z.infer<typeof ZRequisition>;

/** One row of the list: the same as a requisition without its long texts. */
export const ZRequisitionListItem = ZRequisition.omit({
  description: true,
  instructions: true,
  reminders: true,
});
export type TRequisitionListItem = z.infer<typeof ZRequisitionListItem>;

export const REQUISITION_SORTS = [
  'createdAt',
  'updatedAt',
  'name',
  'requisitionUid',
  'jobTitle',
  'status',
  'startDate',
  'clientSubmissionDate',
  'requiredHC',
  'numHired',
  'visits',
  'publishedAt',
] as const;

export const ZRequisitionListQuery = ZListQuery.extend({
  status: queryList(ZRequisitionStatus),
  publishStatus: queryList(ZPublishStatus),
  lobId: queryList(z.uuid()),
  groupType: queryList(ZGroupType),
  startDateFrom: ZIsoDate.optional(),
  startDateTo: ZIsoDate.optional(),
});
export type TRequisitionListQuery = z.input<typeof ZRequisitionListQuery>;

export const ZRequisitionUidReply = z.object({ requisitionUid: z.string() });

/**
 * What the public job page (and the application's first steps) may see: no internal job code,
 * no headcounts, no dates of the client, no staff names.
 */
export const ZRequisitionPublic = z.object({
  id: z.uuid(),
  title: z.string(),
  location: z.string(),
  type: ZEmploymentType,
  workEnvironment: ZWorkMode,
  country: ZCountry,
  /** Hiring organisation named on the page and in the JobPosting data. */
  clientName: z.string(),
  payText: z.string(),
  shiftText: z.string(),
  description: z.string(),
  instructions: z.string(),
  reminders: z.string(),
  publishedAt: z.string().nullable(),
  startDate: z.string().nullable(),
  /** False only for staff previewing an unpublished requisition. */
  published: z.boolean(),
});
export type TRequisitionPublic = z.infer<typeof ZRequisitionPublic>;

export const ZRequisitionVisitReply = z.object({ counted: z.boolean() });
