import { APPLICANT_SOURCES, EDUCATION_LEVELS, labelOf } from '@ats/contract';
import { applicants, linesOfBusiness } from '../../db/schema';
import { type CsvColumn, csvLabelSql, csvTextSql, csvTimeSql } from '../../lib/list/csv';
import { applicantContactCsvColumns, applicantStatusCsvColumns } from '../applicant-common';
import type { ApplicantRow } from './applicants.repo';

/** The manual applicant export: labels, not codes, except the reason code kept beside its label. */
export const APPLICANT_CSV_COLUMNS: CsvColumn<ApplicantRow>[] = [
  ...applicantContactCsvColumns<ApplicantRow>(applicants),
  {
    header: 'Source',
    value: (r) => labelOf(APPLICANT_SOURCES, r.source),
    sql: csvLabelSql(applicants.source, APPLICANT_SOURCES),
  },
  { header: 'Line of business', value: (r) => r.lobName ?? '', sql: csvTextSql(linesOfBusiness.name) },
  { header: 'Position', value: (r) => r.position, sql: csvTextSql(applicants.position) },
  {
    header: 'Education level',
    value: (r) => labelOf(EDUCATION_LEVELS, r.educationLevel),
    sql: csvLabelSql(applicants.educationLevel, EDUCATION_LEVELS),
  },
  {
    header: 'Years of experience',
    value: (r) => r.yearsOfExperience,
    sql: csvTextSql(applicants.yearsOfExperience),
  },
  ...applicantStatusCsvColumns<ApplicantRow>(applicants),
  { header: 'Notes', value: (r) => r.notes, sql: csvTextSql(applicants.notes) },
  { header: 'Created at', value: (r) => r.createdAt, sql: csvTimeSql(applicants.createdAt) },
];
