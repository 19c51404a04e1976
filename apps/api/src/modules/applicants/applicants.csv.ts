import { APPLICANT_SOURCES, EDUCATION_LEVELS, labelOf } from '@ats/contract';
import type { CsvColumn } from '../../lib/list/csv';
import { applicantContactCsvColumns, applicantStatusCsvColumns } from '../applicant-common/applicant-csv';
import type { ApplicantRow } from './applicants.repo';

/** The manual applicant export: labels, not codes, except the reason code kept beside its label. */
export const APPLICANT_CSV_COLUMNS: CsvColumn<ApplicantRow>[] = [
  ...applicantContactCsvColumns<ApplicantRow>(),
  { header: 'Source', value: (r) => labelOf(APPLICANT_SOURCES, r.source) },
  { header: 'Line of business', value: (r) => r.lobName ?? '' },
  { header: 'Position', value: (r) => r.position },
  { header: 'Education level', value: (r) => labelOf(EDUCATION_LEVELS, r.educationLevel) },
  { header: 'Years of experience', value: (r) => r.yearsOfExperience },
  ...applicantStatusCsvColumns<ApplicantRow>(),
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Created at', value: (r) => r.createdAt },
];
