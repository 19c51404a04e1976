import { z } from 'zod';
import { ZApplicantStatus, ZCountry, ZDeclineReason, ZEducationLevel, ZMailLanguage } from '../common/enums';
import { queryList, ZIds, ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { archivableRecordFields } from '../common/record-fields';
import { ZLine, ZText } from '../common/text';
import { ZTag } from '../tags/tag-name';
import { ZStoredFile } from '../uploads/upload.schema';

/** Where a manual applicant came from. */
export const APPLICANT_SOURCES = {
  referral: { label: 'Referral' },
  'job-board': { label: 'Job board' },
  'walk-in': { label: 'Walk-in' },
  social: { label: 'Social media' },
  agency: { label: 'Agency' },
  other: { label: 'Other' },
} as const;
export const ZApplicantSource = z.enum(keysOf(APPLICANT_SOURCES));
export type TApplicantSource = z.infer<typeof ZApplicantSource>;

const name = (label: string) =>
  ZLine(label).min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);
const optionalText = (label: string, max: number) =>
  ZLine(label).max(max, `${label} must be at most ${max} characters`);
const multilineText = (label: string, max: number) =>
  ZText(label).max(max, `${label} must be at most ${max} characters`);

export const ZApplicantEmail = z.union([z.literal(''), z.email('Enter a valid email address').max(254)]);
export const ZApplicantPhone = optionalText('Phone', 40).regex(
  /^[0-9+()\-.\s]*$/,
  'Phone may contain digits, spaces and + ( ) - . only',
);

/** Declined needs a reason code; the reason means nothing for other statuses (SPEC §3). */
export const declineReasonIssue = (status: string | undefined, reason: string | null | undefined) =>
  status === 'declined' && !reason
    ? 'reason: a decline reason is required when the status is Declined'
    : undefined;

/**
 * Only the names are required; everything else may be filled in later. A plain shape with no
 * `.default(...)`: create may add defaults, but the update is built from this shape so that a
 * partial update never resets a field it did not send (zod 4 applies defaults under .partial()).
 */
const applicantFields = {
  firstName: name('First name'),
  lastName: name('Last name'),
  email: ZApplicantEmail.optional(),
  phone: ZApplicantPhone.optional(),
  address: multilineText('Address', 300).optional(),
  country: ZCountry.nullable().optional(),
  source: ZApplicantSource.optional(),
  lobId: z.uuid('Choose a line of business').nullable().optional(),
  position: optionalText('Position', 150).optional(),
  educationLevel: ZEducationLevel.nullable().optional(),
  yearsOfExperience: z
    .number('Years of experience must be a number')
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience cannot be negative')
    .max(60, 'Years of experience must be at most 60')
    .nullable()
    .optional(),
  status: ZApplicantStatus.optional(),
  reason: ZDeclineReason.nullable().optional(),
  notes: multilineText('Notes', 5000).optional(),
  /** The s3Key of an uploaded resume (from generate-presigned-upload-url); null removes it. */
  resumeKey: ZLine('resumeKey').max(500).nullable().optional(),
};

export const withDeclineRule = <
  T extends z.ZodType<{ status?: string | undefined; reason?: string | null | undefined }>,
>(
  schema: T,
) =>
  schema.superRefine((v, ctx) => {
    const issue = declineReasonIssue(v.status, v.reason);
    if (issue) ctx.addIssue({ code: 'custom', path: ['reason'], message: issue.replace(/^reason: /, '') });
  });

export const ZApplicantCreate = withDeclineRule(z.object(applicantFields));
export type TApplicantCreate = z.input<typeof ZApplicantCreate>;

/**
 * Every field optional and default-free: only the fields sent change. Declining in an update needs
 * a reason, checked against the stored one too.
 */
export const ZApplicantUpdate = z.object(applicantFields).partial();
export type TApplicantUpdate = z.input<typeof ZApplicantUpdate>;

/** Another applicant with the same email or phone (either tracker). */
export const ZPossibleDuplicate = z.object({
  tracker: z.enum(['manual', 'requisition']),
  id: z.uuid(),
  /** The candidate record of that applicant (merge it into this one's). */
  candidateId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  matchedOn: z.array(z.enum(['email', 'phone'])),
  archived: z.boolean(),
  requisitionName: z.string().nullable(),
});
export type TPossibleDuplicate = z.infer<typeof ZPossibleDuplicate>;

export const ZLobRef = z.object({ id: z.uuid(), name: z.string() });

/**
 * What both applicant kinds show (with `archivableRecordFields`), in groups so each kind's response
 * keeps its field order;
 * the kinds differ where SPEC makes them (source, own line of business, position, education and
 * experience for a manual applicant; the requisition and completion for a requisition applicant).
 */
export const applicantPersonFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  country: ZCountry.nullable(),
};
export const applicantStatusFields = {
  status: ZApplicantStatus,
  reason: ZDeclineReason.nullable(),
  statusChangedAt: z.string(),
};

/** A manual applicant (Applicant Tracker). */
export const ZApplicant = z.object({
  id: z.uuid(),
  ...applicantPersonFields,
  source: ZApplicantSource,
  lob: ZLobRef.nullable(),
  position: z.string(),
  educationLevel: ZEducationLevel.nullable(),
  yearsOfExperience: z.number().int().nullable(),
  ...applicantStatusFields,
  notes: z.string(),
  resume: ZStoredFile.nullable(),
  ...archivableRecordFields,
});
export type TApplicant = z.infer<typeof ZApplicant>;

/** One audit entry of an applicant (either tracker), as the detail page's timeline shows it. */
export const ZTimelineEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

/** The manual applicant page: the record, possible duplicates and the timeline (defect 10). */
export const ZApplicantDetail = ZApplicant.extend({
  possibleDuplicates: z.array(ZPossibleDuplicate),
  timeline: z.array(ZTimelineEntry),
});
export type TApplicantDetail = z.infer<typeof ZApplicantDetail>;

export const ZApplicantListItem = ZApplicant.omit({ notes: true, resume: true }).extend({
  hasResume: z.boolean(),
});
export type TApplicantListItem = z.infer<typeof ZApplicantListItem>;

export const APPLICANT_SORTS = ['name', 'createdAt', 'statusChangedAt', 'status'] as const;

/** Filters shared by the list and the export (and by both trackers). */
export const ZApplicantFilters = z.object({
  search: ZListQuery.shape.search,
  sort: ZListQuery.shape.sort,
  archived: ZListQuery.shape.archived,
  status: queryList(z.enum(ZApplicantStatus.options)),
  reason: queryList(z.enum(ZDeclineReason.options)),
  lineOfBusiness: queryList(z.uuid()),
  /** Applicants carrying any of these tags. */
  tag: queryList(ZTag),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
  statusChangedFrom: z.iso.date().optional(),
  statusChangedTo: z.iso.date().optional(),
  /** Export only these rows (bulk "export selected"). */
  ids: queryList(z.uuid()),
});

export const ZApplicantListQuery = ZListQuery.extend({
  ...ZApplicantFilters.shape,
  source: queryList(z.enum(ZApplicantSource.options)),
});
export type TApplicantListQuery = z.input<typeof ZApplicantListQuery>;
/** The parsed query, as the server sees it. */
export type TApplicantListArgs = z.output<typeof ZApplicantListQuery>;
export const ZApplicantExportQuery = ZApplicantListQuery.omit({ limit: true, paginationKey: true });

/** Bulk status change from the list (declined still needs a reason). */
export const ZApplicantBulkStatus = withDeclineRule(
  ZIds.extend({
    status: ZApplicantStatus,
    reason: ZDeclineReason.nullable().optional(),
    /** Email each changed applicant (with an email) this template, merge fields filled per person. */
    templateId: z.uuid().optional(),
    /** The template email's language; default: each applicant's. */
    language: ZMailLanguage.optional(),
  }),
);
export type TApplicantBulkStatus = z.input<typeof ZApplicantBulkStatus>;

export const ZBulkResult = z.object({ updated: z.number().int(), message: z.string() });
export type TBulkResult = z.infer<typeof ZBulkResult>;
