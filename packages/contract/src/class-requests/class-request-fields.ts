import { z } from 'zod';
import { keysOf } from '../common/labelled';
import {
  ACCOUNT_TYPES,
  AGENT_CHANNELS,
  CALL_CENTER_EXPERIENCE,
  CURRENCIES,
  LANGUAGE_LEVELS,
  PAY_PERIODS,
  SENIORITY_LEVELS,
  SHIFTS,
} from './class-request-options';
import { CLASS_REQUEST_TYPES } from './class-request-types';

export {
  ACCOUNT_TYPES,
  AGENT_CHANNELS,
  CALL_CENTER_EXPERIENCE,
  CURRENCIES,
  LANGUAGE_LEVELS,
  PAY_PERIODS,
  SENIORITY_LEVELS,
  SHIFTS,
} from './class-request-options';

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

export const ZShift = z.enum(keysOf(SHIFTS));
export const ZCurrency = z.enum(keysOf(CURRENCIES));
export const ZPayPeriod = z.enum(keysOf(PAY_PERIODS));
export const ZAgentChannel = z.enum(keysOf(AGENT_CHANNELS));
export const ZAccountType = z.enum(keysOf(ACCOUNT_TYPES));
export const ZLanguageLevel = z.enum(keysOf(LANGUAGE_LEVELS));
export const ZCallCenterExperience = z.enum(keysOf(CALL_CENTER_EXPERIENCE));
export const ZSeniority = z.enum(keysOf(SENIORITY_LEVELS));
