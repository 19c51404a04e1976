import { COUNTRIES, EDUCATION_LEVELS, EMPLOYMENT_TYPES, WORK_MODES } from '../common/enums';
import { type Labelled, labelOf } from '../common/labelled';
import type { TClassRequestContent, TLanguageRequirement } from './class-request.schema';
import {
  ACCOUNT_TYPES,
  AGENT_CHANNELS,
  CALL_CENTER_EXPERIENCE,
  CLASS_REQUEST_TYPES,
  CURRENCIES,
  LANGUAGE_LEVELS,
  PAY_PERIODS,
  SENIORITY_LEVELS,
  SHIFTS,
  type TClassRequestType,
} from './class-request-fields';

export type TClassRequestSection = 'requester' | 'position' | 'schedule' | 'agent' | 'non-agent' | 'notes';

export const CLASS_REQUEST_SECTIONS: Record<TClassRequestSection, string> = {
  requester: 'Requester',
  position: 'Position',
  schedule: 'Schedule and pay',
  agent: 'Agent requirements',
  'non-agent': 'Role requirements',
  notes: 'Notes',
};

export interface TClassRequestFieldInfo {
  key: string;
  label: string;
  section: TClassRequestSection;
  /** Only requests of this type have the field. */
  only?: TClassRequestType;
  enumeration?: Labelled;
}

/** Every field of a version, in reading order, with its label: used by the diff, CSV and mail. */
export const CLASS_REQUEST_FIELDS: readonly TClassRequestFieldInfo[] = [
  { key: 'type', label: 'Type', section: 'position', enumeration: CLASS_REQUEST_TYPES },
  { key: 'requesterName', label: 'Requester name', section: 'requester' },
  { key: 'email', label: 'Email', section: 'requester' },
  { key: 'phone', label: 'Phone', section: 'requester' },
  { key: 'company', label: 'Company', section: 'requester' },
  { key: 'lobId', label: 'Line of business', section: 'requester' },
  { key: 'positionTitle', label: 'Position title', section: 'position' },
  { key: 'headcount', label: 'Headcount', section: 'position' },
  { key: 'targetStartDate', label: 'Target start date', section: 'position' },
  { key: 'country', label: 'Country', section: 'position', enumeration: COUNTRIES },
  { key: 'location', label: 'Work location', section: 'position' },
  { key: 'workMode', label: 'Work mode', section: 'position', enumeration: WORK_MODES },
  { key: 'employmentType', label: 'Employment type', section: 'position', enumeration: EMPLOYMENT_TYPES },
  { key: 'shift', label: 'Shift', section: 'schedule', enumeration: SHIFTS },
  { key: 'hoursPerWeek', label: 'Hours per week', section: 'schedule' },
  { key: 'payMin', label: 'Minimum pay', section: 'schedule' },
  { key: 'payMax', label: 'Maximum pay', section: 'schedule' },
  { key: 'payCurrency', label: 'Currency', section: 'schedule', enumeration: CURRENCIES },
  { key: 'payPeriod', label: 'Pay period', section: 'schedule', enumeration: PAY_PERIODS },
  { key: 'channels', label: 'Channels', section: 'agent', only: 'agent', enumeration: AGENT_CHANNELS },
  { key: 'languages', label: 'Languages', section: 'agent', only: 'agent' },
  { key: 'minTypingWpm', label: 'Minimum typing speed (WPM)', section: 'agent', only: 'agent' },
  {
    key: 'callCenterExperience',
    label: 'Call-center experience',
    section: 'agent',
    only: 'agent',
    enumeration: CALL_CENTER_EXPERIENCE,
  },
  { key: 'accountType', label: 'Account type', section: 'agent', only: 'agent', enumeration: ACCOUNT_TYPES },
  { key: 'department', label: 'Department', section: 'non-agent', only: 'non-agent' },
  {
    key: 'seniority',
    label: 'Seniority',
    section: 'non-agent',
    only: 'non-agent',
    enumeration: SENIORITY_LEVELS,
  },
  { key: 'requiredSkills', label: 'Required skills', section: 'non-agent', only: 'non-agent' },
  {
    key: 'educationLevel',
    label: 'Education level',
    section: 'non-agent',
    only: 'non-agent',
    enumeration: EDUCATION_LEVELS,
  },
  { key: 'notes', label: 'Notes', section: 'notes' },
];

const languageText = (l: TLanguageRequirement) => `${l.language} (${labelOf(LANGUAGE_LEVELS, l.level)})`;

/** A field's value as a person reads it ('' when the version does not have the field). */
export const formatClassRequestValue = (field: TClassRequestFieldInfo, content: unknown): string => {
  const value = (content as Record<string, unknown> | undefined)?.[field.key];
  if (value === undefined || value === null) return '';
  if (field.key === 'languages' && Array.isArray(value))
    return (value as TLanguageRequirement[]).map(languageText).join(', ');
  if (Array.isArray(value))
    return value
      .map((v) => (field.enumeration ? labelOf(field.enumeration, String(v)) : String(v)))
      .join(', ');
  if (field.enumeration) return labelOf(field.enumeration, String(value));
  return String(value);
};

/** "USD 500–700 per month". */
export const formatPayRange = (
  c: Pick<TClassRequestContent, 'payMin' | 'payMax' | 'payCurrency' | 'payPeriod'>,
) =>
  `${c.payCurrency} ${c.payMin.toLocaleString('en-US')}–${c.payMax.toLocaleString('en-US')} ${labelOf(PAY_PERIODS, c.payPeriod)}`;

export interface TClassRequestFieldChange {
  field: TClassRequestFieldInfo;
  before: string;
  after: string;
  changed: boolean;
}

/** Every field of two versions side by side, marking the ones that differ. */
export const compareClassRequestVersions = (before: unknown, after: unknown): TClassRequestFieldChange[] =>
  CLASS_REQUEST_FIELDS.map((field) => {
    const a = formatClassRequestValue(field, before);
    const b = formatClassRequestValue(field, after);
    return { field, before: a, after: b, changed: a !== b };
  }).filter((row) => row.before !== '' || row.after !== '' || row.field.key === 'notes');
