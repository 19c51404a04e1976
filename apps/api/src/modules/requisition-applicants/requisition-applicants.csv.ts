import { linesOfBusiness, requisitionApplicants as ra, requisitions } from '../../db/schema';
import { type CsvColumn, csvTextSql, csvTimeSql } from '../../lib/list/csv';
import { applicantContactCsvColumns, applicantStatusCsvColumns } from '../applicant-common';
import type { RequisitionApplicantRow } from './requisition-applicants.repo';

export const REQUISITION_APPLICANT_CSV_COLUMNS: CsvColumn<RequisitionApplicantRow>[] = [
  ...applicantContactCsvColumns<RequisitionApplicantRow>(ra),
  { header: 'Requisition ID', value: (r) => r.requisitionUid, sql: csvTextSql(requisitions.requisitionUid) },
  { header: 'Requisition', value: (r) => r.requisitionName, sql: csvTextSql(requisitions.name) },
  { header: 'Job title', value: (r) => r.jobTitle, sql: csvTextSql(requisitions.jobTitle) },
  { header: 'Line of business', value: (r) => r.lobName, sql: csvTextSql(linesOfBusiness.name) },
  ...applicantStatusCsvColumns<RequisitionApplicantRow>(ra),
  { header: 'Completed at', value: (r) => r.completedAt, sql: csvTimeSql(ra.completedAt) },
  { header: 'Applied at', value: (r) => r.createdAt, sql: csvTimeSql(ra.createdAt) },
];
