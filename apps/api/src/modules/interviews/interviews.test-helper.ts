import type { TTypingLog } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { call, type TestApp } from '../../test/harness';

/** Fixtures shared by the interview and test-result API tests (seeded through the API). */
export const PASSAGE =
  'The quick brown fox jumps over the lazy dog while the early bird catches the worm and the cat sleeps in the sun all afternoon long.';

export const setupInterviewFixtures = async (t: TestApp, admin: string) => {
  const post = async (url: string, body: unknown) => {
    const res = await call(t.app, 'POST', url, { token: admin, body });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
    return res.body.data as { id: string };
  };
  const lob = async (name: string) =>
    (
      await post('/api/lobs/create', {
        name,
        clientName: 'Interview Co',
        lineType: 'bpo',
        country: 'philippines',
      })
    ).id;
  const lobA = await lob(`Typing A ${Math.random()}`);
  const lobB = await lob(`Typing B ${Math.random()}`);
  const requisition = async (lobId: string) =>
    (
      await post('/api/requisitions/create', {
        name: 'CSR class',
        lobId,
        jobTitle: {
          jobTitle: 'Customer Service Representative',
          internalJobCode: 'CSR-1',
          location: 'Makati',
        },
        description: '<p>Help customers.</p>',
        requiredHC: 5,
      })
    ).id;
  const reqA = await requisition(lobA);
  const reqB = await requisition(lobB);
  const reqApplicant = async (
    requisitionId: string,
    firstName: string,
    email = `${firstName.toLowerCase()}@example.com`,
  ) =>
    (
      await post('/api/requisitions/applicant/create', {
        requisitionId,
        firstName,
        lastName: 'Typist',
        email,
      })
    ).id;
  const manualApplicant = async (firstName: string, lobId: string | null = null) =>
    (
      await post('/api/applicants/create', {
        firstName,
        lastName: 'Walkin',
        email: `${firstName.toLowerCase()}@example.com`,
        lobId,
      })
    ).id;
  const typingTest = async (name = 'Typing 30s', extra: Record<string, unknown> = {}) =>
    (
      await post('/api/typing-tests/create', {
        name: `${name} ${Math.random().toString(36).slice(2, 7)}`,
        passages: [PASSAGE],
        durationSeconds: 30,
        minNetWpm: 20,
        minAccuracy: 90,
        language: 'en',
        ...extra,
      })
    ).id;
  return { lobA, lobB, reqA, reqB, reqApplicant, manualApplicant, typingTest };
};

/**
 * A human-like log typing the first `chars` characters of `passage` correctly: ~180 ms a key with
 * irregular intervals (an evenly spaced log is flagged as synthetic).
 */
export const typedLog = (passage: string, chars: number, opts: { startPos?: number } = {}): TTypingLog => {
  let t = 0;
  const keystrokes = [...passage.slice(0, chars)].map((k, i) => {
    if (i > 0) t += 120 + ((i * 37) % 110);
    return { k, t, p: (opts.startPos ?? 0) + i };
  });
  return { keystrokes, pasteAttempts: 0, focusLosses: 0, restarts: 0 };
};

/** The candidate link's token, read from the last mail to `to` (the only place it exists). */
export const mailedToken = async (t: TestApp, to: string) => {
  const mails = await listOutbox(t.app.database.db, to);
  const last = mails.at(-1);
  const m = last?.text.match(/\/interviews\/[a-z-]+\/([A-Za-z0-9_-]{43})/);
  if (!m) throw new Error(`no interview link mailed to ${to}`);
  return m[1]!;
};

export const mailCount = async (t: TestApp, to: string) => (await listOutbox(t.app.database.db, to)).length;

/** Moves the start back, as if the candidate had been typing for `seconds`. */
export const backdateStart = (t: TestApp, id: string, seconds: number) =>
  t.app.database.db.execute(
    sql`update applicant_interviews set started_at = started_at - make_interval(secs => ${seconds}) where id = ${id}`,
  );
