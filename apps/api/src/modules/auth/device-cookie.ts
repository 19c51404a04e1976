import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_DEVICE_COOKIE } from '@ats/contract';

/** The cookie a browser gets after a right password; it names no account and says nothing readable. */
export const DEVICE_COOKIE = SIGN_IN_DEVICE_COOKIE;
export const DEVICE_COOKIE_DAYS = 180;

const mac = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`device:${email.trim().toLowerCase()}:${nonce}`).digest('base64url');

/** A device token bound to one account: `<nonce>.<HMAC(secret, account, nonce)>`. */
export const issueDeviceToken = (secret: string, email: string) => {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, email, nonce)}`;
};

/** Whether `token` was issued by this server to a browser that signed in to this account. */
export const isDeviceOf = (secret: string, email: string, token: string | undefined) => {
  const [nonce, given, extra] = (token ?? '').split('.');
  if (!nonce || !given || extra !== undefined) return false;
  const expected = Buffer.from(mac(secret, email, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
