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

describe('reset mail per account', () => {
  const askFrom = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/send-password-email',
      payload: { email },
      remoteAddress: ip,
    });
  const resetMails = async (email: string) =>
    (await listOutbox(t.database.db, email)).filter((m) => m.subject.startsWith('Reset')).length;
  const ageTokens = (userEmail: string, minutes: number) =>
    queryRows(
      t.database.db,
      sql`update password_reset_tokens set created_at = created_at - make_interval(mins => ${minutes})
          where user_id = (select id from users where lower(email) = lower(${userEmail}))`,
    );

  it('sends one mail per 5 minutes and 5 a day, however many addresses ask, answering every ask alike', async () => {
    const u = await userWith(t.app, { dashboard: ['view'] });
    await backgroundWork(t.app.deps).idle();
    await ageTokens(u.email, 60 * 24 + 1); // the invitation does not count against the day

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askFrom(u.email, `198.51.100.${i + 1}`)),
    );
    await backgroundWork(t.app.deps).idle();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await resetMails(u.email)).toBe(1);

    // Each later ask past the 5 minutes mails again, up to 5 in 24 hours.
    for (let sent = 2; sent <= 7; sent++) {
      await ageTokens(u.email, 6);
      await askFrom(u.email, `203.0.113.${sent}`);
      await backgroundWork(t.app.deps).idle();
      expect(await resetMails(u.email)).toBe(Math.min(sent, 5));
    }
    // A day after the first ones, mail flows again.
    await ageTokens(u.email, 60 * 24);
    await askFrom(u.email, '203.0.113.99');
    await backgroundWork(t.app.deps).idle();
    expect(await resetMails(u.email)).toBe(6);
  });
});
