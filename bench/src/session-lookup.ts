import { sql } from 'drizzle-orm';
import { verifySessionToken } from '../../apps/api/src/lib/tokens';
import { findActiveSession, findActiveSessionBuiltPerCall } from '../../apps/api/src/modules/sessions';
import { adminToken, createTestApp } from '../../apps/api/src/test/harness';
import { fmt } from './stats';

/**
 * The per-request session lookup (every signed-in request makes one): the prepared statement the
 * API uses, against the same query built afresh per call (how it was before issue 10; both from the
 * sessions module, so the bench times the API's own statement) and a bare `select 1`. Interleaved
 * rounds, so a busy machine slows all three alike.
 */
export const sessionLookup = async () => {
  const t = await createTestApp();
  try {
    const db = t.database.db;
    const token = await adminToken(t.app);
    const claims = (await verifySessionToken(t.config.jwtSecret, token))!;
    const variants: Record<string, () => Promise<unknown>> = {
      'select 1 (baseline)': () => db.execute(sql`select 1`),
      'built per call (before)': () => findActiveSessionBuiltPerCall(db, claims.sessionId, claims.userId),
      'prepared (now)': () => findActiveSession(db, claims.sessionId, claims.userId),
    };
    const rounds = 8;
    const perRound = 50;
    const totals: Record<string, number> = {};
    for (let round = 0; round <= rounds; round++) {
      for (const [name, fn] of Object.entries(variants)) {
        const t0 = performance.now();
        for (let i = 0; i < perRound; i++) await fn();
        if (round > 0) totals[name] = (totals[name] ?? 0) + (performance.now() - t0);
      }
    }
    console.log(`${rounds} interleaved rounds of ${perRound} lookups (${t.database.driver})`);
    for (const [name, ms] of Object.entries(totals)) {
      console.log(`${name.padEnd(26)} ${fmt(ms / (rounds * perRound))} per lookup`);
    }
  } finally {
    await t.close();
  }
};
