import type { Labelled } from '@ats/contract';

export interface Option {
  value: string;
  label: string;
  description?: string;
}

/** Options from a contract enum with labels (`COUNTRIES`, `APPLICANT_STATUSES`, …). */
export const enumOptions = (e: Labelled): Option[] =>
  Object.entries(e).map(([value, { label, description }]) => ({ value, label, description }));
