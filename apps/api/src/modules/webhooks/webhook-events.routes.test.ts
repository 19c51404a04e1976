import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { agentClassRequestForm } from '../class-requests/class-requests.test-helper';
import {
  backdateStart,
  mailedToken,
  PASSAGE,
  setupInterviewFixtures,
  typedLog,
} from '../interviews/interviews.test-helper';
import { startReceiver } from './webhook-receiver.test-helper';

/**
 * The events emitted outside the applicants module, each driven through the routes a candidate,
 * a client or a recruiter uses, received by a real endpoint that verifies every signature with the
 * Standard Webhooks reference library (docs/decisions/webhooks.md#payloads).
 */
let t: TestApp;
let admin: string;
let secret = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let endpointId: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;

const EVENTS = [
  'interview.result_submitted',
  'application.completed',
  'class_request.submitted',
  'candidate.erased',
  'requisition.closed',
];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_HTTP: 'true', TRUST_PROXY: 'true' });
  admin = await adminToken(t.app);
  receiver = await startReceiver(() => [secret]);
  const made = await call(t.app, 'POST', '/api/webhooks/create', {
    token: admin,
    body: { url: receiver.url, events: EVENTS },
  });
  expect(made.status, made.text).toBe(200);
  secret = made.body.data.secret;
  endpointId = made.body.data.endpoint.id;
  fx = await setupInterviewFixtures(t, admin);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/**
 * Runs the queue and returns the one message of `type` about `match`: it arrived exactly once
 * (one attempt, one `webhook-id`), verified, and its delivery is logged as delivered.
 */
const deliveredOnce = async (type: string, match: (data: Record<string, unknown>) => boolean) => {
  expect([...receiver.log.values()].filter((m) => m.type === type && match(m.data))).toHaveLength(0);
  await t.app.jobs.runOnce();
  const got = [...receiver.log.values()].filter((m) => m.type === type && match(m.data));
  expect(got).toHaveLength(1);
  const msg = got[0]!;
  expect(msg.id).toMatch(/^msg_/);
  expect(receiver.arrivals.filter((id) => id === msg.id)).toHaveLength(1);
  expect(receiver.rejected()).toBe(0);
  const log = await call(t.app, 'GET', `/api/webhooks/deliveries/${endpointId}?limit=100`, { token: admin });
  const row = log.body.data.items.find((d: { messageId: string }) => d.messageId === msg.id);
  expect(row).toMatchObject({ eventType: type, status: 'delivered', attempts: 1, lastStatusCode: 200 });
  expect(msg.data.occurredAt).toEqual(expect.any(String));
  return msg.data;
};

const keysOf = (data: Record<string, unknown>) => Object.keys(data).sort();

/** A candidate's browser on the application flow: keeps the cookies it is given. */
const browser = () => {
  const jar = new Map<string, string>();
  return async (method: 'PUT' | 'POST', url: string, body?: unknown) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await call(t.app, method, url, { body, headers: cookie ? { cookie } : {} });
    for (const c of [res.headers['set-cookie']].flat().filter(Boolean) as string[]) {
      const [k, v] = c.split(';')[0]!.split('=');
      jar.set(k!, v!);
    }
    return res;
  };
};

describe('webhook events emitted by the candidate flows, the hiring form and requisitions', () => {
  it('interview.result_submitted: a typing assessment submitted by the candidate, with ids and no keystrokes', async () => {
    const testId = await fx.typingTest('Webhook typing');
    const applicantId = await fx.reqApplicant(fx.reqA, 'Hooktyper');
    const sent = await call(t.app, 'POST', '/api/applicant-interviews/create', {
      token: admin,
      body: {
        type: 'typing-assessment',
        applicantKind: 'requisition',
        referenceId: testId,
        applicantId,
        send: true,
      },
    });
    expect(sent.status, sent.text).toBe(200);
    const interviewId = sent.body.data.id as string;
    const token = await mailedToken(t, 'hooktyper@example.com');
    expect((await call(t.app, 'PUT', `/api/applicant-interviews/start/${token}`)).status).toBe(200);
    await backdateStart(t, interviewId, 120);
    const sub = await call(t.app, 'PUT', `/api/applicant-interviews/submit/${token}`, {
      body: typedLog(PASSAGE, 90),
    });
    expect(sub.status, sub.text).toBe(200);

    const data = await deliveredOnce('interview.result_submitted', (d) => d.interviewId === interviewId);
    expect(data).toMatchObject({
      interviewId,
      requisitionApplicantId: applicantId,
      kind: 'typing-assessment',
      status: 'submitted',
      name: expect.stringContaining('Webhook typing'),
    });
    expect(keysOf(data)).toEqual(
      ['interviewId', 'kind', 'name', 'occurredAt', 'requisitionApplicantId', 'status'].sort(),
    );
    const text = JSON.stringify(data);
    expect(text).not.toContain('hooktyper@example.com');
    expect(text).not.toContain(PASSAGE.slice(0, 20));

    // A walk-in (manual) applicant's submission names the applicant by `applicantId`.
    const walkIn = await fx.manualApplicant('Hookwalker', fx.lobA);
    const bulk = await call(t.app, 'POST', '/api/applicant-interviews/send', {
      token: admin,
      body: {
        type: 'typing-assessment',
        referenceId: testId,
        expiresInDays: 3,
        applicants: [{ applicantId: walkIn, applicantKind: 'manual' }],
      },
    });
    expect(bulk.status, bulk.text).toBe(200);
    const walkInToken = await mailedToken(t, 'hookwalker@example.com');
    const opened = await call(t.app, 'PUT', `/api/applicant-interviews/start/${walkInToken}`);
    expect(opened.status, opened.text).toBe(200);
    const [walkInInterview] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from applicant_interviews where manual_applicant_id = ${walkIn}`,
    );
    await backdateStart(t, walkInInterview!.id, 120);
    const walkInSub = await call(t.app, 'PUT', `/api/applicant-interviews/submit/${walkInToken}`, {
      body: typedLog(PASSAGE, 90),
    });
    expect(walkInSub.status, walkInSub.text).toBe(200);
    const manual = await deliveredOnce('interview.result_submitted', (d) => d.applicantId === walkIn);
    expect(manual).toMatchObject({
      interviewId: walkInInterview!.id,
      applicantId: walkIn,
      kind: 'typing-assessment',
      status: 'submitted',
    });
    expect(keysOf(manual)).toEqual(['applicantId', 'interviewId', 'kind', 'name', 'occurredAt', 'status']);
  });

  it('application.completed, then candidate.erased: ids only, never the personal data, accommodations or files', async () => {
    const requisitionId = (
      await call(t.app, 'POST', '/api/requisitions/create', {
        token: admin,
        body: {
          name: 'Webhook class',
          lobId: fx.lobA,
          jobTitle: {
            jobTitle: 'Customer Service Representative',
            internalJobCode: 'CSR-1',
            location: 'Makati',
          },
          description: '<p>Help customers.</p>',
          status: 'opened',
          publishStatus: 'published',
        },
      })
    ).body.data.id as string;
    const send = browser();
    const personal = {
      firstName: 'Hook',
      lastName: 'Candidate',
      email: 'hook.candidate@example.com',
      phone: '+63 917 555 0101',
      address: '12 Private Street, Makati',
      country: 'philippines',
    };
    const accommodations = 'Private accommodation: screen reader';
    const started = await send('PUT', `/api/requisitions/resume-profile/submit/${requisitionId}`, {
      step: 'personal-info',
      personalInfo: personal,
      consent: { accepted: true, noticeVersion: '2026-11-01' },
      visitorId: 'visitor-webhook-events',
      accommodations,
    });
    expect(started.status, started.text).toBe(200);
    // Nothing more to ask: the application is sent at personal info.
    expect(started.body.data.state.completedAt).toEqual(expect.any(String));
    const applicantId = started.body.data.state.applicantId as string;

    const completed = await deliveredOnce(
      'application.completed',
      (d) => d.requisitionApplicantId === applicantId,
    );
    expect(completed).toMatchObject({ requisitionApplicantId: applicantId, requisitionId });
    expect(keysOf(completed)).toEqual(['occurredAt', 'requisitionApplicantId', 'requisitionId']);

    expect((await send('PUT', `/api/applications/deletion-request/${applicantId}`)).status).toBe(200);
    const erased = await call(t.app, 'PUT', `/api/applications/erase/${applicantId}`, { token: admin });
    expect(erased.status, erased.text).toBe(200);
    const gone = await deliveredOnce('candidate.erased', (d) => d.requisitionApplicantId === applicantId);
    expect(gone).toMatchObject({ requisitionApplicantId: applicantId, requisitionId });
    expect(keysOf(gone)).toEqual(['occurredAt', 'requisitionApplicantId', 'requisitionId']);

    const text = JSON.stringify([completed, gone]);
    for (const secretValue of [...Object.values(personal), accommodations])
      expect(text).not.toContain(secretValue);
  });

  it('class_request.submitted: the public hiring form, with its id, title and headcount, not the requester', async () => {
    const form = agentClassRequestForm({
      requesterName: 'Dana Hook',
      email: 'dana.hook@example.com',
      positionTitle: 'Webhook Support Agent',
      headcount: 12,
      notes: 'Private note for the recruiter only.',
    });
    const res = await call(t.app, 'POST', '/api/talent-discovery-requests/submit', {
      body: form,
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.status, res.text).toBe(200);
    const ref = res.body.data.referenceNumber as string;
    const list = await call(t.app, 'GET', `/api/talent-discovery-requests/list?search=${ref}`, {
      token: admin,
    });
    const classRequestId = list.body.data.items[0].id as string;

    const data = await deliveredOnce('class_request.submitted', (d) => d.classRequestId === classRequestId);
    expect(data).toMatchObject({ classRequestId, name: 'Webhook Support Agent', headcount: 12 });
    expect(keysOf(data)).toEqual(['classRequestId', 'headcount', 'name', 'occurredAt']);
    const text = JSON.stringify(data);
    for (const hidden of [form.notes, form.email, form.phone, form.requesterName, form.company])
      expect(text).not.toContain(hidden);
  });

  it('requisition.closed: a cancelled requisition, with its id, name and previous status, not the reason text', async () => {
    const made = await call(t.app, 'POST', '/api/requisitions/create', {
      token: admin,
      body: {
        name: 'Webhook cancelled class',
        lobId: fx.lobB,
        jobTitle: {
          jobTitle: 'Customer Service Representative',
          internalJobCode: 'CSR-1',
          location: 'Makati',
        },
        description: '<p>Help customers.</p>',
        status: 'opened',
      },
    });
    expect(made.status, made.text).toBe(200);
    const requisitionId = made.body.data.id as string;
    const reason = 'Client paused hiring (private)';
    const cancelled = await call(t.app, 'PUT', `/api/requisitions/update/${requisitionId}`, {
      token: admin,
      body: { status: 'cancelled', reasonForCancellation: reason },
    });
    expect(cancelled.status, cancelled.text).toBe(200);

    const data = await deliveredOnce('requisition.closed', (d) => d.requisitionId === requisitionId);
    expect(data).toMatchObject({
      requisitionId,
      name: 'Webhook cancelled class',
      status: 'cancelled',
      previousStatus: 'opened',
    });
    expect(keysOf(data)).toEqual(
      [
        'name',
        'numHired',
        'occurredAt',
        'previousStatus',
        'requisitionId',
        'requisitionUid',
        'status',
      ].sort(),
    );
    expect(JSON.stringify(data)).not.toContain(reason);
  });

  it('sent nothing else: only the subscribed events, each message once, every signature verified', () => {
    expect(new Set([...receiver.log.values()].map((m) => m.type))).toEqual(new Set(EVENTS));
    expect(receiver.arrivals).toHaveLength(receiver.log.size);
  });
});
