import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiPath, DATA_EXPORT_PATHS } from '@ats/contract';

/** How long a download link works. */
const LINK_TTL_MS = 24 * 3_600_000;

const signatureOf = (secret: string, id: string, expires: number) =>
  createHmac('sha256', `data-exports:${secret}`).update(`${id}.${expires}`).digest('base64url');

/** A signed, expiring link to one archive (no sign-in needed: the signature is the key). */
export const signedDownloadPath = (secret: string, id: string, now = Date.now()) => {
  const expires = Math.floor((now + LINK_TTL_MS) / 1000);
  return {
    path: `${apiPath(DATA_EXPORT_PATHS.download, { id })}?expires=${expires}&signature=${signatureOf(secret, id, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
};

export const linkValid = (secret: string, id: string, expires: number, signature: string) => {
  if (expires * 1000 < Date.now()) return false;
  const want = Buffer.from(signatureOf(secret, id, expires));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
};
