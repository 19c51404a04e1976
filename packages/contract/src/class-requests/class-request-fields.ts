import { z } from 'zod';
import { keysOf } from '../common/labelled';
import { CLASS_REQUEST_TYPES } from './class-request-types';

export { CLASS_REQUEST_TYPES } from './class-request-types';

export const ZClassRequestType = z.enum(keysOf(CLASS_REQUEST_TYPES));
export type TClassRequestType = z.infer<typeof ZClassRequestType>;

/** Tracker statuses; transitions are in docs/decisions/class-requests.md#statuses-and-transitions. */
export const CLASS_REQUEST_STATUSES = {
  new: { label: 'New', description: 'Submitted, not looked at yet' },
  in_review: { label: 'In Review', description: 'Being qualified with the client' },
  accepted: { label: 'Accepted', description: 'Turned into a requisition' },
  declined: { label: 'Declined', description: 'Not taken on' },
} as const;
export const ZClassRequestStatus = z.enum(keysOf(CLASS_REQUEST_STATUSES));
export type TClassRequestStatus = z.infer<typeof ZClassRequestStatus>;

/** Which status a request may move to from each status (accepted only through "accept"). */
export const CLASS_REQUEST_TRANSITIONS: Record<TClassRequestStatus, readonly TClassRequestStatus[]> = {
  new: ['in_review', 'accepted', 'declined'],
  in_review: ['new', 'accepted', 'declined'],
  declined: ['in_review'],
  accepted: [],
};

export const SHIFTS = {
  day: { label: 'Day shift' },
  mid: { label: 'Mid shift' },
  night: { label: 'Night shift' },
  rotating: { label: 'Rotating' },
  flexible: { label: 'Flexible' },
} as const;
export const ZShift = z.enum(keysOf(SHIFTS));

export const CURRENCIES = {
  USD: { label: 'USD' },
  PHP: { label: 'PHP' },
  CRC: { label: 'CRC' },
  ZAR: { label: 'ZAR' },
  INR: { label: 'INR' },
} as const;
export const ZCurrency = z.enum(keysOf(CURRENCIES));

export const PAY_PERIODS = {
  hour: { label: 'per hour' },
  month: { label: 'per month' },
  year: { label: 'per year' },
} as const;
export const ZPayPeriod = z.enum(keysOf(PAY_PERIODS));

export const AGENT_CHANNELS = {
  voice: { label: 'Voice' },
  chat: { label: 'Chat' },
  email: { label: 'Email' },
} as const;
export const ZAgentChannel = z.enum(keysOf(AGENT_CHANNELS));

export const ACCOUNT_TYPES = {
  inbound: { label: 'Inbound' },
  outbound: { label: 'Outbound' },
  'back-office': { label: 'Back office' },
} as const;
export const ZAccountType = z.enum(keysOf(ACCOUNT_TYPES));

export const LANGUAGE_LEVELS = {
  basic: { label: 'Basic' },
  conversational: { label: 'Conversational' },
  fluent: { label: 'Fluent' },
  native: { label: 'Native or bilingual' },
} as const;
export const ZLanguageLevel = z.enum(keysOf(LANGUAGE_LEVELS));

export const CALL_CENTER_EXPERIENCE = {
  none: { label: 'Not required' },
  'six-months': { label: '6 months or more' },
  'one-year': { label: '1 year or more' },
  'two-years': { label: '2 years or more' },
} as const;
export const ZCallCenterExperience = z.enum(keysOf(CALL_CENTER_EXPERIENCE));

export const SENIORITY_LEVELS = {
  entry: { label: 'Entry level' },
  junior: { label: 'Junior' },
  mid: { label: 'Mid level' },
  senior: { label: 'Senior' },
  lead: { label: 'Lead' },
  manager: { label: 'Manager' },
  director: { label: 'Director' },
} as const;
export const ZSeniority = z.enum(keysOf(SENIORITY_LEVELS));
