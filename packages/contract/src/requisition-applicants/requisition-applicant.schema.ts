import { z } from 'zod';
import {
  applicantPersonFields,
  applicantStatusFields,
  withDeclineRule,
  ZApplicantEmail,
  ZApplicantFilters,
  ZApplicantPhone,
  ZLobRef,
  ZPossibleDuplicate,
  ZTimelineEntry,
} from '../applicants/applicant.schema';
import {
  type TApplicantStatus,
  ZApplicantStatus,
  ZCountry,
  ZDeclineReason,
  ZMailLanguage,
} from '../common/enums';
import { queryList, ZIds, ZListQuery } from '../common/envelope';
import { archivableRecordFields } from '../common/record-fields';
import { ZLine, ZText } from '../common/text';
import { ZQualificationQuestionSnapshot } from '../screening/answer-snapshot';
import { ZStoredFile } from '../uploads/upload.schema';

export const ZApplicantRequisitionRef = z.object({
  id: z.uuid(),
  name: z.string(),
  requisitionUid: z.string(),
  jobTitle: z.string(),
  lob: ZLobRef,
});

/** An applicant of a requisition: the fields both kinds share, plus its requisition and completion. */
export const ZRequisitionApplicant = z.object({
  id: z.uuid(),
  requisition: ZApplicantRequisitionRef,
  ...applicantPersonFields,
  ...applicantStatusFields,
  completedAt: z.string().nullable(),
  hasResume: z.boolean(),
  ...archivableRecordFields,
});
export type TRequisitionApplicant = z.infer<typeof ZRequisitionApplicant>;

export const ZRequisitionApplicantDetail = ZRequisitionApplicant.extend({
  notes: z.string(),
  resume: ZStoredFile.nullable(),
});
export type TRequisitionApplicantDetail = z.infer<typeof ZRequisitionApplicantDetail>;

/**
 * A stored answer: the question at position `idx` of the applicant's question snapshot
 * (screening's `ZQualificationQuestionSnapshot`), the chosen answer or the text, and the grade.
 */
export const ZQualificationQuestionResult = z.object({
  idx: z.number().int(),
  questionId: z.string(),
  answerId: z.string().nullable(),
  answerText: z.string(),
  qualifies: z.boolean(),
});
export type TQualificationQuestionResult = z.infer<typeof ZQualificationQuestionResult>;

/** The applicant page: the record, the answers (SPEC §5 applied), duplicates and the timeline. */
export const ZRequisitionApplicantView = ZRequisitionApplicantDetail.extend({
  qualificationQuestions: z.array(ZQualificationQuestionSnapshot),
  qualificationQuestionResults: z.array(ZQualificationQuestionResult),
  possibleDuplicates: z.array(ZPossibleDuplicate),
  timeline: z.array(ZTimelineEntry),
});
export type TRequisitionApplicantView = z.infer<typeof ZRequisitionApplicantView>;

export const ZRequisitionApplicantUpdate = z
  .object({
    firstName: ZLine('First name').min(1, 'First name is required').max(100),
    lastName: ZLine('Last name').min(1, 'Last name is required').max(100),
    email: ZApplicantEmail,
    phone: ZApplicantPhone,
    address: ZText('Address').max(300),
    country: ZCountry.nullable(),
    notes: ZText('Notes').max(5000),
    status: ZApplicantStatus,
    reason: ZDeclineReason.nullable(),
    /** Opt-in per change: mail the candidate the status template. */
    sendStatusEmail: z.boolean(),
    /** The s3Key of a resume the recruiter uploaded; null removes the resume. */
    resumeKey: ZLine('resumeKey').max(500).nullable(),
  })
  .partial();
export type TRequisitionApplicantUpdate = z.input<typeof ZRequisitionApplicantUpdate>;

/** A recruiter adds a candidate to a requisition by hand (e.g. sourced by phone). */
export const ZRequisitionApplicantCreate = withDeclineRule(
  z.object({
    requisitionId: z.uuid('Choose a requisition'),
    firstName: ZLine('First name').min(1, 'First name is required').max(100),
    lastName: ZLine('Last name').min(1, 'Last name is required').max(100),
    email: ZApplicantEmail.optional(),
    phone: ZApplicantPhone.optional(),
    address: ZText('Address').max(300).optional(),
    country: ZCountry.nullable().optional(),
    notes: ZText('Notes').max(5000).optional(),
    status: ZApplicantStatus.optional(),
    reason: ZDeclineReason.nullable().optional(),
  }),
);
export type TRequisitionApplicantCreate = z.input<typeof ZRequisitionApplicantCreate>;

export const ZRequisitionApplicantBulkStatus = withDeclineRule(
  ZIds.extend({
    status: ZApplicantStatus,
    reason: ZDeclineReason.nullable().optional(),
    sendStatusEmail: z.boolean().optional(),
    /** Email each changed applicant this template instead (merge fields filled per person). */
    templateId: z.uuid().optional(),
    /** The template email's language; default: each applicant's. */
    language: ZMailLanguage.optional(),
  }),
);
export type TRequisitionApplicantBulkStatus = z.input<typeof ZRequisitionApplicantBulkStatus>;

export const REQUISITION_APPLICANT_SORTS = [
  'name',
  'createdAt',
  'statusChangedAt',
  'completedAt',
  'status',
] as const;

export const ZRequisitionApplicantListQuery = ZListQuery.extend({
  ...ZApplicantFilters.shape,
  requisition: queryList(z.uuid()),
});
export type TRequisitionApplicantListQuery = z.input<typeof ZRequisitionApplicantListQuery>;
export type TRequisitionApplicantListArgs = z.output<typeof ZRequisitionApplicantListQuery>;
export const ZRequisitionApplicantExportQuery = ZRequisitionApplicantListQuery.omit({
  limit: true,
  paginationKey: true,
});

export const ZViewQuery = z.object({ archived: ZListQuery.shape.archived });

/**
 * Candidate emails per status ({firstName}, {jobTitle} are filled in). Statuses without a template
 * send nothing even when asked.
 */
export const APPLICANT_STATUS_EMAILS: Partial<Record<TApplicantStatus, { subject: string; body: string }>> = {
  declined: {
    subject: 'Your application for {jobTitle}',
    body: 'Hi {firstName},\n\nThank you for your interest in the {jobTitle} role. After careful review we will not be moving forward with your application at this time.\n\nWe wish you every success in your search.',
  },
  sent_to_operations: {
    subject: 'Your application for {jobTitle} is moving forward',
    body: 'Hi {firstName},\n\nGood news: your application for {jobTitle} has been passed to our operations team for the next step. We will be in touch soon.',
  },
  interview_scheduled: {
    subject: 'Interview for {jobTitle}',
    body: 'Hi {firstName},\n\nWe would like to meet you for a face-to-face interview for the {jobTitle} role. A recruiter will contact you with the details.',
  },
  recommended: {
    subject: 'Update on your application for {jobTitle}',
    body: 'Hi {firstName},\n\nWe have recommended you to our client for the {jobTitle} role. We will let you know as soon as we hear back.',
  },
  for_offer: {
    subject: 'An offer for {jobTitle}',
    body: 'Hi {firstName},\n\nCongratulations: you meet all the qualifications for {jobTitle} and we are preparing an offer. A recruiter will contact you shortly.',
  },
  offer_accepted: {
    subject: 'Welcome aboard: {jobTitle}',
    body: 'Hi {firstName},\n\nThank you for accepting our offer for {jobTitle}. You are scheduled for training; details will follow.',
  },
};

export const fillStatusEmail = (
  status: TApplicantStatus,
  vars: { firstName: string; jobTitle: string },
): { subject: string; text: string } | undefined => {
  const t = APPLICANT_STATUS_EMAILS[status];
  if (!t) return undefined;
  const fill = (s: string) =>
    s.replaceAll('{firstName}', vars.firstName).replaceAll('{jobTitle}', vars.jobTitle);
  return { subject: fill(t.subject), text: fill(t.body) };
};
