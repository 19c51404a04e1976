import type { TApplicant } from '@ats/contract';
import { isoRequired } from '../../lib/dates';

/** What both applicant kinds' responses show of the person (the contract's applicantPersonFields). */
export const applicantPersonOf = (r: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  country: string | null;
}) => ({
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  address: r.address,
  country: r.country as TApplicant['country'],
});

/** Both kinds' status, its decline reason and when it last changed (applicantStatusFields). */
export const applicantStatusOf = (r: { status: string; reason: string | null; statusChangedAt: Date }) => ({
  status: r.status as TApplicant['status'],
  reason: r.reason as TApplicant['reason'],
  statusChangedAt: isoRequired(r.statusChangedAt),
});
