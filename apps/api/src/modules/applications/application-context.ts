import { randomBytes } from 'node:crypto';
import { APPLICATION_COOKIE_PREFIX } from '@ats/contract';

/** What a request brings: its cookies, address and browser. */
export interface CandidateContext {
  cookies: Record<string, string>;
  ip: string;
  userAgent: string;
}
/** A cookie the route sets on the reply. */
export interface IssuedCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** The audit log's entity of an application (its requisition applicant). */
export const ENTITY = 'requisition-applicant';
export const CONTINUE_LINK_DAYS = 14;
export const COOKIE_DAYS = 30;
export const days = (n: number) => new Date(Date.now() + n * 86_400_000);
export const JOB_NOT_OPEN = 'This job is no longer open';
/** Decline code of a pre-screening knock-out (SPEC §3) and of a withdrawal (docs/decisions/application-flow.md#pre-screening). */
export const KNOCK_OUT_REASON = 'DEC000';
export const WITHDRAW_REASON = 'DEC007';

export const deviceOf = (userAgent: string) =>
  /iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)
    ? 'tablet'
    : /Mobi|iPhone|Android|Opera Mini|IEMobile/i.test(userAgent)
      ? 'mobile'
      : 'desktop';

/** Where a visitor came from: the UTM source, else the referring host, else direct. */
export const sourceOf = (s: { utmSource?: string | undefined; referrer?: string | undefined }) => {
  if (s.utmSource) return s.utmSource.toLowerCase().slice(0, 100);
  try {
    return s.referrer ? new URL(s.referrer).hostname.slice(0, 100) || 'direct' : 'direct';
  } catch {
    return 'direct';
  }
};

/** APP- and eight characters of Crockford base32 (no I, L, O, U): readable over the phone. */
export const newReference = () => {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  return `APP-${[...bytes].map((b) => alphabet[b % 32]).join('')}`;
};

export const cookieNameOf = (applicantId: string) =>
  `${APPLICATION_COOKIE_PREFIX}${applicantId.replace(/-/g, '')}`;

/** The applicant ids of this browser's application cookies. */
export const cookieApplicantIds = (cookies: Record<string, string>) =>
  Object.keys(cookies)
    .filter((k) => k.startsWith(APPLICATION_COOKIE_PREFIX))
    .map((k) => k.slice(APPLICATION_COOKIE_PREFIX.length))
    .filter((hex) => /^[0-9a-f]{32}$/.test(hex))
    .map(
      (hex) =>
        `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    );

/** The mail language of an application. */
export const localeOf = (locale: string | null) => (locale === 'es' ? 'es' : 'en');
