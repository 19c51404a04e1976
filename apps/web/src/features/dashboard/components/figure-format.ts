import { APPLICANT_STATUSES, labelOf } from '@ats/contract';

export const STATUS_ORDER = Object.keys(APPLICANT_STATUSES);
export const statusLabel = (s: string) => labelOf(APPLICANT_STATUSES, s);
export const pct = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)}%`);
export const daysText = (v: number | null) => (v === null ? '–' : `${v} d`);
export const stepLabel = (s: string) => s.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
