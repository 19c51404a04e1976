import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { backgroundWork } from '../../lib/background-work';
import { call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from password_reset_tokens`)
    )[0]!.n,
  );

const ask = (email: string) => call(t.app, 'POST', '/api/users/send-password-email', { body: { email } });

/** What a caller can compare (the date changes by the second, the rate-limit count by the call). */
const visible = (r: Awaited<ReturnType<typeof ask>>) => {
  const { date: _date, 'x-ratelimit-remaining': _left, ...headers } = r.headers;
  return { status: r.status, text: r.text, headers };
};

describe('send-password-email', () => {
  it('answers before any work is done, identically for known and unknown addresses', async () => {
    const u = await userWith(t.app, { dashboard: ['view'] });
    await backgroundWork(t.app.deps).idle();
    const tokensBefore = await tokenCount();
    // Creating the user mailed an invitation; count from here.
    const mailsBefore = (await listOutbox(t.database.db, u.email)).length;
    // Hold the queue: if the route waited for its work, these calls could not answer.
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    backgroundWork(t.app.deps).push('test gate', () => gate);
    try {
      const known = await ask(u.email);
      const unknown = await ask('nobody-here@example.com');
      expect(known.status).toBe(200);
      expect(visible(unknown)).toEqual(visible(known));
      expect(await listOutbox(t.database.db, u.email)).toHaveLength(mailsBefore);
      expect(await tokenCount()).toBe(tokensBefore);
    } finally {
      release();
    }
    await backgroundWork(t.app.deps).idle();
    expect(await listOutbox(t.database.db, u.email)).toHaveLength(mailsBefore + 1);
    expect(await tokenCount()).toBe(tokensBefore + 1);
  });

  it('writes no token and no mail for an unknown address', async () => {
    const before = await tokenCount();
    const res = await ask('ghost-2@example.com');
    expect(res.status).toBe(200);
    await backgroundWork(t.app.deps).idle();
    expect(await listOutbox(t.database.db, 'ghost-2@example.com')).toHaveLength(0);
    expect(await tokenCount()).toBe(before);
  });
});
