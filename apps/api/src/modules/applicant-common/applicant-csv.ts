import { APPLICANT_STATUSES, COUNTRIES, DECLINE_REASONS, labelOf } from '@ats/contract';
import { type CsvColumn, csvLabelSql, csvPlainSql, csvTextSql, csvTimeSql } from '../../lib/list/csv';

interface ContactRow {
  id: unknown;
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  phone: unknown;
  address: unknown;
  country: string | null;
}

interface StatusRow {
  status: string;
  reason: string | null;
  statusChangedAt: unknown;
}

/** The table columns behind the shared cells, so the database can write them too (`CsvColumn.sql`). */
type Columns<K extends string> = Record<K, Parameters<typeof csvTextSql>[0]>;

/** The leading identity and contact columns of both applicant exports. */
export const applicantContactCsvColumns = <Row extends ContactRow>(
  t: Columns<'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'country'>,
): CsvColumn<Row>[] => [
  { header: 'ID', value: (r) => r.id, sql: csvPlainSql(t.id) },
  { header: 'First name', value: (r) => r.firstName, sql: csvTextSql(t.firstName) },
  { header: 'Last name', value: (r) => r.lastName, sql: csvTextSql(t.lastName) },
  { header: 'Email', value: (r) => r.email, sql: csvTextSql(t.email) },
  { header: 'Phone', value: (r) => r.phone, sql: csvTextSql(t.phone) },
  { header: 'Address', value: (r) => r.address, sql: csvTextSql(t.address) },
  { header: 'Country', value: (r) => labelOf(COUNTRIES, r.country), sql: csvLabelSql(t.country, COUNTRIES) },
];

/** Status columns of both applicant exports: labels, with the reason code kept beside its label. */
export const applicantStatusCsvColumns = <Row extends StatusRow>(
  t: Columns<'status' | 'reason' | 'statusChangedAt'>,
): CsvColumn<Row>[] => [
  {
    header: 'Status',
    value: (r) => labelOf(APPLICANT_STATUSES, r.status),
    sql: csvLabelSql(t.status, APPLICANT_STATUSES),
  },
  { header: 'Reason code', value: (r) => r.reason, sql: csvTextSql(t.reason) },
  {
    header: 'Reason',
    value: (r) => labelOf(DECLINE_REASONS, r.reason),
    sql: csvLabelSql(t.reason, DECLINE_REASONS),
  },
  { header: 'Status changed at', value: (r) => r.statusChangedAt, sql: csvTimeSql(t.statusChangedAt) },
];
