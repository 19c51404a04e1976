import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/http-error';
import { recordAudit } from '../audit';
import * as repo from './auth.repo';

export interface ThrottleSettings {
  /** Failures of one account from one address before that pair is locked; also the account-wide
   * count from which every sign-in of the account is slowed down. */
  maxPerAccount: number;
  /** Failures from one address (any accounts) before the address is locked. */
  maxPerIp: number;
  /** Longest lock, and the counting window. */
  lockMinutes: number;
  /** Longest delay added to sign-ins of an account under attack from many addresses. */
  maxDelaySeconds: number;
}

/** The first lock of an account from one address; each further failure doubles it. */
const FIRST_PAIR_LOCK_SECONDS = 60;
/** The first delay once an account has failed from several addresses; doubles per failure. */
const FIRST_DELAY_SECONDS = 0.5;

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Sign-in throttling after OWASP's authentication guidance: an attacker guessing one account from
 * one address locks only that (account, address) pair, for 1, 2, 4 … minutes up to `lockMinutes`;
 * an address failing on many accounts is locked as a whole; an account failing from many
 * addresses is never locked (that would let anyone lock out anyone, the administrator included):
 * its sign-ins are slowed down instead, so the owner's right password from their own address
 * still gets in. A browser that signed in to the account before (its device cookie, after OWASP's
 * device-cookie guidance) is not slowed down at all, so an attack from many addresses cannot make
 * the owner wait. Locks and slow-downs are written to the audit log.
 */
export const createLoginThrottle = (db: Db, settings: ThrottleSettings, sleep = realSleep) => {
  const keysOf = (email: string, ip: string | null) => {
    const account = email.toLowerCase();
    const address = ip ?? 'unknown';
    return {
      account: `account:${account}`,
      pairPrefix: `pair:${account}|`,
      pair: `pair:${account}|${address}`,
      ip: `ip:${address}`,
      address,
    };
  };

  return {
    /**
     * Refuses (429) a locked address or pair; delays a sign-in of an account under attack unless
     * it comes from a browser that signed in to it before (`knownDevice`).
     */
    async before(email: string, ip: string | null, knownDevice = false) {
      const k = keysOf(email, ip);
      const locked = await repo.lockedUntil(db, [k.ip, k.pair]);
      if (locked) {
        throw tooManyRequests(
          'Too many failed sign-in attempts; try again later',
          (locked.getTime() - Date.now()) / 1000,
        );
      }
      if (knownDevice) return;
      const failures = await repo.failuresOf(db, k.account, settings.lockMinutes);
      if (failures >= settings.maxPerAccount) {
        const seconds = Math.min(
          settings.maxDelaySeconds,
          FIRST_DELAY_SECONDS * 2 ** (failures - settings.maxPerAccount),
        );
        await sleep(seconds * 1000);
      }
    },

    /** Counts a failure for the address, the pair and the account; locks and audits as due. */
    async failed(email: string, ip: string | null, userId: string | undefined) {
      const k = keysOf(email, ip);
      const target = userId
        ? { entityType: 'user', entityId: userId }
        : { entityType: 'sign_in', entityId: email.toLowerCase().slice(0, 320) };
      const audit = (action: 'sign_in_locked' | 'sign_in_slowed', diff: Record<string, unknown>) =>
        recordAudit(db, { actorId: null, action, ...target, diff, ip });

      const ipFailures = await repo.recordFailure(db, k.ip, settings.lockMinutes);
      if (ipFailures >= settings.maxPerIp) {
        const until = await repo.lockKey(db, k.ip, settings.lockMinutes * 60, true);
        await audit('sign_in_locked', { scope: 'address', address: k.address, until, failures: ipFailures });
      }
      const pairFailures = await repo.recordFailure(db, k.pair, settings.lockMinutes);
      if (pairFailures >= settings.maxPerAccount) {
        const seconds = Math.min(
          settings.lockMinutes * 60,
          FIRST_PAIR_LOCK_SECONDS * 2 ** (pairFailures - settings.maxPerAccount),
        );
        const until = await repo.lockKey(db, k.pair, seconds, false);
        await audit('sign_in_locked', {
          scope: 'account-address',
          address: k.address,
          until,
          failures: pairFailures,
        });
      }
      const accountFailures = await repo.recordFailure(db, k.account, settings.lockMinutes);
      if (accountFailures === settings.maxPerAccount) {
        await audit('sign_in_slowed', { scope: 'account', failures: accountFailures });
      }
    },

    /** A right password forgets this pair's failures (not the account's: an attack may go on). */
    succeeded: (email: string, ip: string | null) => repo.clearFailures(db, keysOf(email, ip).pair),

    /** A new password forgets every count of the account. */
    passwordChanged: (tx: Db, email: string) => {
      const k = keysOf(email, null);
      return repo.clearAccountFailures(tx, k.account, k.pairPrefix);
    },
  };
};
