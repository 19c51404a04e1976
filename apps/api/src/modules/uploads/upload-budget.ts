import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import * as repo from './upload-budget.repo';

const HOUR_MS = 3_600_000;
/** The scope every public upload also counts against. */
const EVERYONE = '*';

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** Refused for the rest of the hour: `Retry-After` says when the next hour's budget opens. */
const budgetSpent = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, [message], { 'retry-after': String(retryAfterSeconds) });

/**
 * Hourly byte budgets of the sign-in-free uploads (docs/decisions/uploads.md#byte-budgets-for-public-uploads):
 * each body's bytes are taken from the sender's address budget and from everyone's before a byte
 * is written; over either, nothing is taken and the request is refused (429). Counted in the
 * database, so every replica spends from the same budget.
 */
export const createUploadBudget = (db: Db, config: AppConfig) => ({
  async take(address: string, bytes: number, now = new Date()) {
    if (bytes <= 0) return;
    const windowStart = hourOf(now);
    const retryAfterSeconds = Math.ceil((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000);
    await db.transaction(async (tx) => {
      // Everyone's row first, then the address's: one lock order for every request.
      const all = await repo.addBytes(tx, EVERYONE, windowStart, bytes);
      if (all > config.tus.bytesPerHour)
        throw budgetSpent('The server takes no more recordings this hour', retryAfterSeconds);
      const mine = await repo.addBytes(tx, `address:${address}`, windowStart, bytes);
      if (mine > config.tus.bytesPerAddressHour)
        throw budgetSpent('Too much was uploaded from your address this hour', retryAfterSeconds);
    });
  },

  /** Drops finished hours (the sweep keeps the table at two hours' rows). */
  forgetOldHours: (now = new Date()) =>
    repo.deleteWindowsBefore(db, new Date(hourOf(now).getTime() - HOUR_MS)),
});
