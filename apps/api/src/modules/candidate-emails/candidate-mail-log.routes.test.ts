import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { PASSAGE } from '../interviews/interviews.test-helper';

/**
 * The system's own candidate mails reach the applicant's email log, once each; a link that lets
 * its holder act as the candidate reaches the candidate but never the staff reading the log.
 */
let t: TestApp;
let admin: string;
/** Nothing to ask after personal info: the application is sent at once. */
let plainReq: string;
/** A resume step follows personal info: the application stays in progress (continue link). */
let openReq: string;
let typingTestId: string;

const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await call(t.app, method, url, { token: admin, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = await ok('POST', '/api/lobs/create', {
    name: 'Mail log line',
    clientName: 'Tico Contact',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  const requisition = async (screening: Record<string, unknown>) =>
    (
      await ok('POST', '/api/requisitions/create', {
        name: 'CSR class',
        lobId: lob.id,
        jobTitle: { jobTitle: 'Customer Service Representative', location: 'San José' },
        description: '<p>Help customers by phone.</p>',
        status: 'opened',
        publishStatus: 'published',
        ...screening,
      })
    ).id as string;
  plainReq = await requisition({});
  const anyResume = await ok('POST', '/api/resume-profiles/create', { name: 'Any resume', criteria: {} });
  openReq = await requisition({ resumeProfileId: anyResume.id });
  typingTestId = (
    await ok('POST', '/api/typing-tests/create', {
      name: 'Typing 30s',
      passages: [PASSAGE],
      durationSeconds: 30,
      minNetWpm: 20,
      minAccuracy: 90,
      language: 'en',
    })
  ).id;
});
afterAll(() => t.close());

let n = 0;
/** A candidate applying through the public flow (personal info is the first step). */
const apply = async (requisitionId: string, email = `log${++n}@example.com`) => {
  const res = await call(t.app, 'PUT', `/api/requisitions/resume-profile/submit/${requisitionId}`, {
    body: {
      step: 'personal-info',
      personalInfo: {
        firstName: 'Ana',
        lastName: `Log ${n}`,
        email,
        phone: `+506 84${String(1_000_000 + n).slice(1)}`,
        address: 'Calle 5, San José',
        country: 'costa-rica',
      },
      consent: { accepted: true, noticeVersion: '2026-11-01' },
      visitorId: `visitor-log-${n}`,
    },
  });
  expect(res.status, res.text).toBe(200);
  return { email, state: res.body.data.state as { applicantId: string; reference: string } };
};

const logOf = async (applicantId: string) => {
  const res = await call(t.app, 'GET', `/api/candidate-emails/applicant/requisition/${applicantId}`, {
    token: admin,
  });
  expect(res.status, res.text).toBe(200);
  return { text: res.text, emails: res.body.data as { purpose: string; subject: string; text: string }[] };
};

/** The bearer tokens in the links the candidate was mailed (the real mail in the outbox). */
const tokensMailedTo = async (email: string, path: RegExp) =>
  (await listOutbox(t.database.db, email)).flatMap((m) => [...m.text.matchAll(path)].map((x) => x[1]!));

describe("the applicant's email log", () => {
  it('lists the confirmation of a completed application, its status link hidden from staff', async () => {
    const { email, state } = await apply(plainReq);
    const log = await logOf(state.applicantId);
    expect(log.emails).toHaveLength(1);
    expect(log.emails[0]).toMatchObject({
      purpose: 'application-confirmation',
      subject: `We received your application (${state.reference})`,
    });
    expect(log.emails[0]!.text).toContain('[private link]');
    const [token] = await tokensMailedTo(email, /\/interviews\/continue\/([A-Za-z0-9_-]{43})/g);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain('/interviews/continue/');
  });

  it('lists each continue link sent; the secret token appears nowhere in the log', async () => {
    const { email, state } = await apply(openReq);
    // Applying again with the same address re-sends a fresh link to the application in progress.
    await apply(openReq, email);
    const tokens = await tokensMailedTo(email, /\/interviews\/continue\/([A-Za-z0-9_-]{43})/g);
    expect(tokens).toHaveLength(2);
    const log = await logOf(state.applicantId);
    expect(log.emails.map((e) => e.purpose)).toEqual(['continue-link', 'continue-link']);
    for (const e of log.emails) expect(e.text).toContain('[private link]');
    for (const token of tokens) expect(log.text).not.toContain(token);
  });

  it('logs an invitation sent by staff once, as sent by them, without its link', async () => {
    const { email, state } = await apply(openReq);
    const applicant = { applicantId: state.applicantId, applicantKind: 'requisition' };
    await ok('POST', '/api/applicant-interviews/create', {
      type: 'typing-assessment',
      ...applicant,
      referenceId: typingTestId,
      send: true,
    });
    await ok('POST', '/api/applicant-interviews/send-anps-survey', { applicants: [applicant] });
    const typingMails = (await listOutbox(t.database.db, email)).filter((m) =>
      m.subject.includes('typing test'),
    );
    expect(typingMails).toHaveLength(1);
    const res = await call(t.app, 'GET', `/api/candidate-emails/applicant/requisition/${state.applicantId}`, {
      token: admin,
    });
    const logged = res.body.data as {
      purpose: string;
      subject: string;
      text: string;
      sentBy: string | null;
    }[];
    const invitations = logged.filter((e) => e.purpose === 'interview-invitation');
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ subject: typingMails[0]!.subject, sentBy: expect.any(String) });
    expect(invitations[0]!.text).toContain('[private link]');
    expect(logged.filter((e) => e.purpose === 'anps-survey')).toHaveLength(1);
    const links = await tokensMailedTo(
      email,
      /\/(?:interviews\/typing-assessment|surveys\/anps)\/([A-Za-z0-9_-]{20,})/g,
    );
    expect(links).toHaveLength(2);
    for (const token of links) expect(res.text).not.toContain(token);
  });
});
