import { z } from 'zod';
import { ZEmail } from '../auth/auth.schema';
import { ZCountry, ZEducationLevel, ZEmploymentType, ZWorkMode } from '../common/enums';
import { queryList, ZIsoDate, ZListQuery } from '../common/envelope';
import { ZLine, ZText } from '../common/text';
import {
  ZAccountType,
  ZAgentChannel,
  ZCallCenterExperience,
  ZClassRequestStatus,
  ZClassRequestType,
  ZCurrency,
  ZLanguageLevel,
  ZPayPeriod,
  ZSeniority,
  ZShift,
} from './class-request-fields';

import { CLASS_REQUEST_LIMITS } from './class-request-options';

export { CLASS_REQUEST_LIMITS, HONEYPOT_FIELD } from './class-request-options';

const text = (label: string, max: number = CLASS_REQUEST_LIMITS.shortText) =>
  ZLine(label, { error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** "X is required" when empty (the forms send null), "X must be a number" otherwise. */
const numberError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: numberError(label) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const money = (label: string) =>
  z
    .number({ error: numberError(label) })
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

/** Fields every request has, whatever the kind of role. */
const common = {
  requesterName: text('Your name'),
  email: ZEmail,
  phone: ZLine('Phone', { error: 'Phone is required' })
    .min(7, 'Enter a phone number with at least 7 digits')
    .max(30, 'Phone must be at most 30 characters')
    .regex(/^\+?[0-9 ().-]+$/, 'Phone may contain digits, spaces, + ( ) . and -'),
  company: text('Company'),
  /** The client's line of business, when staff know it; guests never send it. */
  lobId: z.uuid('Choose a line of business').nullable().default(null),
  positionTitle: text('Position title'),
  headcount: int('Headcount', 1, CLASS_REQUEST_LIMITS.maxHeadcount),
  targetStartDate: z.iso.date('Enter the target start date'),
  country: ZCountry.exclude([], { error: 'Choose a country' }),
  /** Where the work is (city, site); the requisition's client-facing location starts from it. */
  location: ZLine('Work location')
    .max(
      CLASS_REQUEST_LIMITS.shortText,
      `Work location must be at most ${CLASS_REQUEST_LIMITS.shortText} characters`,
    )
    // Optional, not defaulted: versions stored before the field existed have none.
    .optional(),
  workMode: ZWorkMode.exclude([], { error: 'Choose a work mode' }),
  employmentType: ZEmploymentType.exclude([], { error: 'Choose an employment type' }),
  shift: ZShift.exclude([], { error: 'Choose a shift' }),
  hoursPerWeek: int('Hours per week', 1, 80),
  payMin: money('Minimum pay'),
  payMax: money('Maximum pay'),
  payCurrency: ZCurrency.exclude([], { error: 'Choose a currency' }),
  payPeriod: ZPayPeriod.exclude([], { error: 'Choose a pay period' }),
  notes: ZText('Notes')
    .max(CLASS_REQUEST_LIMITS.notes, `Notes must be at most ${CLASS_REQUEST_LIMITS.notes} characters`)
    .default(''),
};

export const ZLanguageRequirement = z.object({
  language: text('Language', 60),
  level: ZLanguageLevel.exclude([], { error: 'Choose a level' }),
});
export type TLanguageRequirement = z.infer<typeof ZLanguageRequirement>;

const agentFields = {
  type: z.literal('agent'),
  channels: z
    .array(ZAgentChannel.exclude([], { error: 'Choose a channel' }), { error: 'Choose at least one channel' })
    .min(1, 'Choose at least one channel')
    .refine((a) => new Set(a).size === a.length, 'Each channel once'),
  languages: z
    .array(ZLanguageRequirement, { error: 'Add at least one language' })
    .min(1, 'Add at least one language')
    .max(CLASS_REQUEST_LIMITS.maxLanguages, `At most ${CLASS_REQUEST_LIMITS.maxLanguages} languages`),
  minTypingWpm: int('Minimum typing speed', 0, 150),
  callCenterExperience: ZCallCenterExperience.exclude([], { error: 'Choose the experience required' }),
  accountType: ZAccountType.exclude([], { error: 'Choose an account type' }),
};

const nonAgentFields = {
  type: z.literal('non-agent'),
  department: text('Department'),
  seniority: ZSeniority.exclude([], { error: 'Choose a seniority' }),
  requiredSkills: z
    .array(text('Skill', 60), { error: 'Add at least one required skill' })
    .min(1, 'Add at least one required skill')
    .max(CLASS_REQUEST_LIMITS.maxSkills, `At most ${CLASS_REQUEST_LIMITS.maxSkills} skills`),
  educationLevel: ZEducationLevel.exclude([], { error: 'Choose an education level' }),
};

const payRangeOrdered = (v: { payMin: number; payMax: number }) => v.payMax >= v.payMin;
const payRangeIssue = { message: 'Maximum pay must be at least the minimum pay', path: ['payMax'] };

/** Agent request (call-center seats): one full version of it. */
export const ZClassRequestAgent = z
  .object({ ...common, ...agentFields })
  .refine(payRangeOrdered, payRangeIssue);
/** Non-agent request (corporate/support roles): one full version of it. */
export const ZClassRequestNonAgent = z
  .object({ ...common, ...nonAgentFields })
  .refine(payRangeOrdered, payRangeIssue);

/** The content of a version: what staff save (`PUT update/{id}`) and what a snapshot holds. */
export const ZClassRequestContent = z.discriminatedUnion('type', [ZClassRequestAgent, ZClassRequestNonAgent]);
export type TClassRequestContent = z.output<typeof ZClassRequestContent>;
export type TClassRequestContentInput = z.input<typeof ZClassRequestContent>;
export type TClassRequestAgent = z.output<typeof ZClassRequestAgent>;
export type TClassRequestNonAgent = z.output<typeof ZClassRequestNonAgent>;

const honeypot = { website: ZText('website', { trim: false }).max(2000).optional() };

const { lobId: _agentLob, ...agentPublic } = { ...common, ...agentFields };
const { lobId: _nonAgentLob, ...nonAgentPublic } = { ...common, ...nonAgentFields };

/** The guest's agent form (no line of business: guests cannot know ours). */
export const ZClassRequestAgentSubmit = z
  .object({ ...agentPublic, ...honeypot })
  .refine(payRangeOrdered, payRangeIssue);
/** The guest's non-agent form. */
export const ZClassRequestNonAgentSubmit = z
  .object({ ...nonAgentPublic, ...honeypot })
  .refine(payRangeOrdered, payRangeIssue);
/** `POST /talent-discovery-requests/submit` (public). */
export const ZClassRequestSubmit = z.discriminatedUnion('type', [
  ZClassRequestAgentSubmit,
  ZClassRequestNonAgentSubmit,
]);
export type TClassRequestSubmit = z.output<typeof ZClassRequestSubmit>;
export type TClassRequestSubmitInput = z.input<typeof ZClassRequestSubmit>;
export type TClassRequestAgentSubmitInput = z.input<typeof ZClassRequestAgentSubmit>;
export type TClassRequestNonAgentSubmitInput = z.input<typeof ZClassRequestNonAgentSubmit>;

/** What the guest gets back: only the reference to quote. */
export const ZClassRequestSubmitResult = z.object({
  referenceNumber: z.string(),
  type: ZClassRequestType,
  positionTitle: z.string(),
  submittedAt: z.string(),
});
export type TClassRequestSubmitResult = z.infer<typeof ZClassRequestSubmitResult>;

export const ZClassRequestVersion = z.object({
  id: z.uuid(),
  versionNumber: z.number().int(),
  isCurrent: z.boolean(),
  /** Null when the requester submitted it through the public form. */
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  content: ZClassRequestContent,
});
export type TClassRequestVersion = z.infer<typeof ZClassRequestVersion>;

const summary = {
  id: z.uuid(),
  referenceNumber: z.string(),
  status: ZClassRequestStatus,
  type: ZClassRequestType,
  positionTitle: z.string(),
  company: z.string(),
  requesterName: z.string(),
  email: z.string(),
  country: ZCountry,
  headcount: z.number().int(),
  targetStartDate: z.string(),
  currentVersionNumber: z.number().int(),
  versionCount: z.number().int(),
  requisitionId: z.uuid().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ZClassRequestListItem = z.object(summary);
export type TClassRequestListItem = z.infer<typeof ZClassRequestListItem>;

/** `GET view/{id}`: the request, its current version and its whole history (newest first). */
export const ZClassRequest = z.object({
  ...summary,
  statusReason: z.string().nullable(),
  lob: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  requisition: z.object({ id: z.uuid(), requisitionUid: z.string(), name: z.string() }).nullable(),
  current: ZClassRequestVersion,
  versions: z.array(ZClassRequestVersion),
});
export type TClassRequest = z.infer<typeof ZClassRequest>;

export const ZClassRequestListQuery = ZListQuery.extend({
  type: queryList(ZClassRequestType),
  status: queryList(ZClassRequestStatus),
  country: queryList(ZCountry),
  /** Submitted on or after this day (UTC). */
  submittedFrom: ZIsoDate.optional(),
  /** Submitted on or before this day (UTC). */
  submittedTo: ZIsoDate.optional(),
});
export type TClassRequestListQuery = z.input<typeof ZClassRequestListQuery>;
export const CLASS_REQUEST_SORTS = [
  'createdAt',
  'updatedAt',
  'referenceNumber',
  'positionTitle',
  'company',
  'targetStartDate',
] as const;

/** `PUT versions/mark-as-current`. */
export const ZClassRequestMarkCurrent = z.object({ classRequestId: z.uuid(), id: z.uuid() });
export type TClassRequestMarkCurrent = z.infer<typeof ZClassRequestMarkCurrent>;
export const ZClassRequestVersionParams = z.object({ id: z.uuid(), versionId: z.uuid() });

/** `PUT status/{id}`: move through new / in review / declined; declining needs a reason. */
export const ZClassRequestStatusChange = z
  .object({
    status: ZClassRequestStatus.exclude(['accepted'], {
      error: 'status must be new, in_review or declined (accept through the accept call)',
    }),
    reason: ZText('Reason').max(1000, 'Reason must be at most 1000 characters').optional(),
  })
  .refine((v) => v.status !== 'declined' || Boolean(v.reason), {
    message: 'Give a reason for declining',
    path: ['reason'],
  });
export type TClassRequestStatusChange = z.input<typeof ZClassRequestStatusChange>;

/** `POST accept/{id}`: creates a draft requisition from the current version. */
export const ZClassRequestAccept = z.object({
  /** Required when the request has no line of business yet. */
  lobId: z.uuid('Choose a line of business').optional(),
  /** Requisition name; defaults to "<company> – <position title>". */
  name: ZLine('Name').min(1, 'Name is required').max(160, 'Name must be at most 160 characters').optional(),
});
export type TClassRequestAccept = z.input<typeof ZClassRequestAccept>;
