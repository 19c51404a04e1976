import { APPLICANT_STATUSES, COUNTRIES, DECLINE_REASONS, labelOf } from '@ats/contract';
import type { CsvColumn } from '../../lib/list/csv';
import type { RequisitionApplicantRow } from './requisition-applicants.repo';

export const REQUISITION_APPLICANT_CSV_COLUMNS: CsvColumn<RequisitionApplicantRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Address', value: (r) => r.address },
  { header: 'Country', value: (r) => labelOf(COUNTRIES, r.country) },
  { header: 'Requisition ID', value: (r) => r.requisitionUid },
  { header: 'Requisition', value: (r) => r.requisitionName },
  { header: 'Job title', value: (r) => r.jobTitle },
  { header: 'Line of business', value: (r) => r.lobName },
  { header: 'Status', value: (r) => labelOf(APPLICANT_STATUSES, r.status) },
  { header: 'Reason code', value: (r) => r.reason },
  { header: 'Reason', value: (r) => labelOf(DECLINE_REASONS, r.reason) },
  { header: 'Status changed at', value: (r) => r.statusChangedAt },
  { header: 'Completed at', value: (r) => r.completedAt },
  { header: 'Applied at', value: (r) => r.createdAt },
];
