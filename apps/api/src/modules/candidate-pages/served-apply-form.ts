import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  personalFieldProblem,
  publicPath,
  type TApplicationPersonalInfo,
  type TCountry,
  type TPersonalFieldProblem,
  ZApplicationPersonalInfoSubmit,
  ZApplicationSource,
} from '@ats/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { httpOnlyCookie, tokenCookiesOf } from '../../lib/cookies';

/**
 * The served forms of the steps before the application exists (instructions-reminders,
 * personal-info): what a POST carries, the consent kept between the two steps and the check that
 * a POST comes from this site.
 */

export type FormBody = Record<string, string>;

/** A urlencoded body as a plain object (the first value of each name); anything else is empty. */
export const formBodyOf = (body: unknown): FormBody => {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
};

export const parseFormBody = (text: string): FormBody => {
  const out: FormBody = {};
  for (const [k, v] of new URLSearchParams(text)) if (!(k in out)) out[k] = v;
  return out;
};

/**
 * False when the POST says it comes from another site (its Origin, else its Referer, names another
 * host): a page elsewhere cannot submit these forms in the candidate's browser. A request that
 * names neither (some privacy settings drop both) is let through: the forms carry nothing a
 * stranger could abuse that the JSON route does not accept anyway.
 */
export const fromThisSite = (req: FastifyRequest, publicUrl: string) => {
  const from = req.headers.origin ?? req.headers.referer;
  if (from === undefined) return true;
  try {
    const host = new URL(String(from)).host;
    return host === req.headers.host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
};

// ---- The consent given on instructions-reminders, kept for personal-info --------------------

export interface PendingConsent {
  noticeVersion: string;
  accommodations: string;
}

const CONSENT_COOKIE = 'ats-apply-consent';
/** Two hours: enough to fill personal-info, gone soon after (the accommodations may be health data). */
const CONSENT_MAX_AGE = 7200;
/** Browsers keep about 4 KB per cookie (name, value and attributes). */
const CONSENT_MAX_CHARS = 3800;

/** The folder of the job's served steps (PUBLIC_URLS.applyStep without its step). */
const consentPath = (requisitionId: string) => `${publicPath('jobPage', { requisitionId })}/apply`;

/**
 * The consent as a cookie value (deflated JSON, base64url: 2000 characters of text fit), or null
 * when it does not fit a cookie.
 */
export const consentValue = (c: PendingConsent) => {
  const value = deflateRawSync(JSON.stringify([c.noticeVersion, c.accommodations])).toString('base64url');
  return value.length > CONSENT_MAX_CHARS ? null : value;
};

/** Keeps the consent, only sent to this job's two steps. */
export const keepConsent = (reply: FastifyReply, requisitionId: string, value: string) =>
  reply.setCookie(CONSENT_COOKIE, value, httpOnlyCookie(consentPath(requisitionId), CONSENT_MAX_AGE));

export const clearConsent = (reply: FastifyReply, requisitionId: string) =>
  reply.setCookie(CONSENT_COOKIE, '', httpOnlyCookie(consentPath(requisitionId), 0));

export const readConsent = (req: FastifyRequest): PendingConsent | null => {
  const value = tokenCookiesOf(req, CONSENT_MAX_CHARS)[CONSENT_COOKIE];
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(inflateRawSync(Buffer.from(value, 'base64url')).toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    )
      return { noticeVersion: parsed[0], accommodations: parsed[1] };
  } catch {
    // not ours or damaged: as if there were none
  }
  return null;
};

// ---- instructions-reminders ------------------------------------------------------------------

/** The accommodations as the contract takes them (trimmed text, at most 2000 characters), or null. */
export const accommodationsOf = (form: FormBody) => {
  const parsed = ZApplicationPersonalInfoSubmit.shape.accommodations.safeParse(form.accommodations ?? '');
  return parsed.success ? parsed.data : null;
};

// ---- personal-info ---------------------------------------------------------------------------

export const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'country'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalValues = Record<PersonalField, string>;
/** A field's error: empty, too long, not an email, a phone not valid for the country, bad characters. */
export type FieldError = TPersonalFieldProblem;

export const emptyValues = (country: TCountry): PersonalValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  country,
});

export const personalValuesOf = (form: FormBody, country: TCountry): PersonalValues =>
  Object.fromEntries(
    PERSONAL_FIELDS.map((f) => [f, (form[f] ?? (f === 'country' ? country : '')).slice(0, 1000)]),
  ) as PersonalValues;

/** The funnel's hidden fields (filled by the page's script): kept when valid, else left out. */
const trackingOf = (form: FormBody) => {
  const visitorId = /^[A-Za-z0-9_-]{8,64}$/.test(form.visitorId ?? '') ? form.visitorId : undefined;
  const source = ZApplicationSource.safeParse(
    Object.fromEntries(
      (['utmSource', 'utmMedium', 'utmCampaign', 'referrer'] as const)
        .filter((k) => form[k])
        .map((k) => [k, form[k]]),
    ),
  );
  return { ...(visitorId ? { visitorId } : {}), source: source.success ? source.data : {} };
};

const errorOf = (field: PersonalField, values: PersonalValues): FieldError =>
  personalFieldProblem(field, values[field]);

/** Field errors of the service's 400 (`personalInfo.phone: …`); other errors under `form`. */
export const fieldErrorsOf = (errors: string[], values: PersonalValues) => {
  const out: Partial<Record<PersonalField | 'form', FieldError>> = {};
  for (const e of errors) {
    const field = /^personalInfo\.(\w+)/.exec(e)?.[1] as PersonalField | undefined;
    if (field && PERSONAL_FIELDS.includes(field)) out[field] ??= errorOf(field, values);
    else out.form = 'invalid';
  }
  return out;
};

/**
 * The JSON route's body built from the form, validated by the contract's schema: the body, or
 * the errors by field (the phone per country is checked by the service, as for the JSON route).
 */
export const personalInfoSubmit = (
  form: FormBody,
  values: PersonalValues,
  consent: PendingConsent,
  locale: 'en' | 'es',
):
  | { ok: true; body: z.output<typeof ZApplicationPersonalInfoSubmit> }
  | { ok: false; errors: Partial<Record<PersonalField | 'form', FieldError>> } => {
  const personalInfo: TApplicationPersonalInfo = { ...values, country: values.country as TCountry };
  const parsed = ZApplicationPersonalInfoSubmit.safeParse({
    step: 'personal-info',
    personalInfo,
    consent: { accepted: true, noticeVersion: consent.noticeVersion },
    accommodations: consent.accommodations,
    locale,
    ...trackingOf(form),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return {
    ok: false,
    errors: fieldErrorsOf(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      values,
    ),
  };
};
