import {
  APPLICANT_KINDS,
  INTERVIEW_PHASES,
  INTERVIEW_TYPES,
  labelOf,
  RESULT_OUTCOMES,
  type TApplicantInterviewListItem,
} from '@ats/contract';
import type { CsvColumn } from '../../lib/list/csv';

export const INTERVIEW_CSV_COLUMNS: CsvColumn<TApplicantInterviewListItem>[] = [
  { header: 'Applicant', value: (r) => r.applicantName },
  { header: 'Email', value: (r) => r.applicantEmail },
  { header: 'Applicant type', value: (r) => labelOf(APPLICANT_KINDS, r.applicantKind) },
  { header: 'Requisition', value: (r) => r.requisition?.name ?? '' },
  { header: 'Requisition ID', value: (r) => r.requisition?.requisitionUid ?? '' },
  { header: 'Line of business', value: (r) => r.lob?.name ?? '' },
  { header: 'Interview type', value: (r) => labelOf(INTERVIEW_TYPES, r.type) },
  { header: 'Content', value: (r) => r.referenceName },
  { header: 'Status', value: (r) => labelOf(INTERVIEW_PHASES, r.phase) },
  { header: 'Attempt', value: (r) => r.attempt },
  { header: 'Score', value: (r) => r.score },
  { header: 'Outcome', value: (r) => (r.outcome ? labelOf(RESULT_OUTCOMES, r.outcome) : '') },
  { header: 'Sent', value: (r) => r.sentAt },
  { header: 'Started', value: (r) => r.startedAt },
  { header: 'Submitted', value: (r) => r.submittedAt },
  { header: 'Expires', value: (r) => r.expiresAt },
  { header: 'Created', value: (r) => r.createdAt },
];
