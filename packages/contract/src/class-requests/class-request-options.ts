// Without zod: the hiring form's fields name these options and caps on first paint; the schemas
// (class-request-fields.ts, class-request.schema.ts) load with its checks, later.

/** Size caps: every text field is bounded so a submission stays small (see also the route bodyLimit). */
export const CLASS_REQUEST_LIMITS = {
  shortText: 120,
  notes: 4000,
  maxLanguages: 10,
  maxSkills: 30,
  maxHeadcount: 1000,
} as const;

/**
 * The honeypot: a field people never see (hidden off-screen, not focusable, hidden from screen
 * readers). Anything typed into it marks the submission as a bot's.
 */
export const HONEYPOT_FIELD = 'website' as const;

export const SHIFTS = {
  day: { label: 'Day shift' },
  mid: { label: 'Mid shift' },
  night: { label: 'Night shift' },
  rotating: { label: 'Rotating' },
  flexible: { label: 'Flexible' },
} as const;

export const CURRENCIES = {
  USD: { label: 'USD' },
  PHP: { label: 'PHP' },
  CRC: { label: 'CRC' },
  ZAR: { label: 'ZAR' },
  INR: { label: 'INR' },
} as const;

export const PAY_PERIODS = {
  hour: { label: 'per hour' },
  month: { label: 'per month' },
  year: { label: 'per year' },
} as const;

export const AGENT_CHANNELS = {
  voice: { label: 'Voice' },
  chat: { label: 'Chat' },
  email: { label: 'Email' },
} as const;

export const ACCOUNT_TYPES = {
  inbound: { label: 'Inbound' },
  outbound: { label: 'Outbound' },
  'back-office': { label: 'Back office' },
} as const;

export const LANGUAGE_LEVELS = {
  basic: { label: 'Basic' },
  conversational: { label: 'Conversational' },
  fluent: { label: 'Fluent' },
  native: { label: 'Native or bilingual' },
} as const;

export const CALL_CENTER_EXPERIENCE = {
  none: { label: 'Not required' },
  'six-months': { label: '6 months or more' },
  'one-year': { label: '1 year or more' },
  'two-years': { label: '2 years or more' },
} as const;

export const SENIORITY_LEVELS = {
  entry: { label: 'Entry level' },
  junior: { label: 'Junior' },
  mid: { label: 'Mid level' },
  senior: { label: 'Senior' },
  lead: { label: 'Lead' },
  manager: { label: 'Manager' },
  director: { label: 'Director' },
} as const;
