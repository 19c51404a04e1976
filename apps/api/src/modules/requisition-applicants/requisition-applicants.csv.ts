import type { CsvColumn } from '../../lib/list/csv';
import { applicantContactCsvColumns, applicantStatusCsvColumns } from '../applicant-common/applicant-csv';
import type { RequisitionApplicantRow } from './requisition-applicants.repo';

export const REQUISITION_APPLICANT_CSV_COLUMNS: CsvColumn<RequisitionApplicantRow>[] = [
  ...applicantContactCsvColumns<RequisitionApplicantRow>(),
  { header: 'Requisition ID', value: (r) => r.requisitionUid },
  { header: 'Requisition', value: (r) => r.requisitionName },
  { header: 'Job title', value: (r) => r.jobTitle },
  { header: 'Line of business', value: (r) => r.lobName },
  ...applicantStatusCsvColumns<RequisitionApplicantRow>(),
  { header: 'Completed at', value: (r) => r.completedAt },
  { header: 'Applied at', value: (r) => r.createdAt },
];
