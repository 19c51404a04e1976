import {
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  COUNTRIES,
  DECLINE_REASONS,
  EDUCATION_LEVELS,
  labelOf,
} from '@ats/contract';
import type { CsvColumn } from '../../lib/list/csv';
import type { ApplicantRow } from './applicants.repo';

/** The manual applicant export: labels, not codes, except the reason code kept beside its label. */
export const APPLICANT_CSV_COLUMNS: CsvColumn<ApplicantRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Address', value: (r) => r.address },
  { header: 'Country', value: (r) => labelOf(COUNTRIES, r.country) },
  { header: 'Source', value: (r) => labelOf(APPLICANT_SOURCES, r.source) },
  { header: 'Line of business', value: (r) => r.lobName ?? '' },
  { header: 'Position', value: (r) => r.position },
  { header: 'Education level', value: (r) => labelOf(EDUCATION_LEVELS, r.educationLevel) },
  { header: 'Years of experience', value: (r) => r.yearsOfExperience },
  { header: 'Status', value: (r) => labelOf(APPLICANT_STATUSES, r.status) },
  { header: 'Reason code', value: (r) => r.reason },
  { header: 'Reason', value: (r) => labelOf(DECLINE_REASONS, r.reason) },
  { header: 'Status changed at', value: (r) => r.statusChangedAt },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Created at', value: (r) => r.createdAt },
];
