import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/http-error';
import * as repo from './uploads.repo';

/**
 * Public (candidate) upload URLs per rolling hour: per application and per client address
 * (docs/decisions/uploads.md#who-may-upload). Counted in the database, so every replica shares them.
 */
export const PUBLIC_UPLOAD_QUOTA = { perApplicant: 10, perAddress: 30, windowSeconds: 60 * 60 };

/**
 * Counts a public presign against the quota inside the caller's transaction (which then records
 * the upload); throws 429 with the wait when the application or the address has used it up.
 */
export const checkPublicQuota = async (tx: Db, address: string, applicantId: string) => {
  const q = PUBLIC_UPLOAD_QUOTA;
  await repo.lockPublicUploadQuota(tx, address, applicantId);
  const since = new Date(Date.now() - q.windowSeconds * 1000);
  const recent = await repo.recentPublicUploads(tx, address, applicantId, since);
  const over = (used: { n: number; oldest: Date | null }, max: number, what: string) => {
    if (used.n < max) return;
    const wait = used.oldest ? (used.oldest.getTime() + q.windowSeconds * 1000 - Date.now()) / 1000 : 60;
    throw tooManyRequests(
      `Too many uploads ${what}: at most ${max} per hour; try again in ${Math.ceil(wait / 60)} min`,
      wait,
    );
  };
  over(recent.byApplicant, q.perApplicant, 'for this application');
  over(recent.byAddress, q.perAddress, 'from this address');
};
