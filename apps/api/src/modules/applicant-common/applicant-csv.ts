import { APPLICANT_STATUSES, COUNTRIES, DECLINE_REASONS, labelOf } from '@ats/contract';
import type { CsvColumn } from '../../lib/list/csv';

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

/** The leading identity and contact columns of both applicant exports. */
export const applicantContactCsvColumns = <Row extends ContactRow>(): CsvColumn<Row>[] => [
  { header: 'ID', value: (r) => r.id },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Address', value: (r) => r.address },
  { header: 'Country', value: (r) => labelOf(COUNTRIES, r.country) },
];

/** Status columns of both applicant exports: labels, with the reason code kept beside its label. */
export const applicantStatusCsvColumns = <Row extends StatusRow>(): CsvColumn<Row>[] => [
  { header: 'Status', value: (r) => labelOf(APPLICANT_STATUSES, r.status) },
  { header: 'Reason code', value: (r) => r.reason },
  { header: 'Reason', value: (r) => labelOf(DECLINE_REASONS, r.reason) },
  { header: 'Status changed at', value: (r) => r.statusChangedAt },
];
