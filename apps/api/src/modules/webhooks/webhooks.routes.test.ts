import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { startReceiver } from './webhook-receiver.test-helper';

let t: TestApp;
let admin: string;
let secrets: string[] = [];
let status = 200;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOK_RETRY_SECONDS: '0,0' });
  admin = await adminToken(t.app);
  receiver = await startReceiver(
    () => secrets,
    () => status,
  );
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const createEndpoint = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/webhooks/create', { token, body });
const deliveries = async (id: string) =>
  (await call(t.app, 'GET', `/api/webhooks/deliveries/${id}?limit=100`, { token: admin })).body.data.items;
const newApplicant = (firstName: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/api/applicants/create', {
    token: admin,
    body: { firstName, lastName: 'Hook', ...extra },
  });

describe('webhooks', () => {
  it('delivers a signed message the reference library verifies, once, with no private fields', async () => {
    const made = await createEndpoint({
      url: receiver.url,
      events: ['applicant.created', 'applicant.status_changed'],
    });
    expect(made.status).toBe(200);
    expect(made.body.data.secret).toMatch(/^whsec_/);
    secrets = [made.body.data.secret];
    const a = await newApplicant('Signed', { email: 'signed@example.com', notes: 'private note' });
    expect(receiver.log.size).toBe(0); // nothing is sent inside the request
    await t.app.jobs.runOnce();
    const got = [...receiver.log.values()].find((m) => m.data.applicantId === a.body.data.id);
    expect(got?.type).toBe('applicant.created');
    expect(got?.data).toMatchObject({ firstName: 'Signed', email: 'signed@example.com', kind: 'manual' });
    expect(JSON.stringify(got?.data)).not.toContain('private note');
    expect(got?.id).toMatch(/^msg_/);
    const [d] = await deliveries(made.body.data.endpoint.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastResponse: 'ok' });

    const declined = await call(t.app, 'POST', `/api/applicants/update/${a.body.data.id}`, {
      token: admin,
      body: { status: 'declined', reason: 'DEC003' },
    });
    expect(declined.status).toBe(200);
    await t.app.jobs.runOnce();
    const change = [...receiver.log.values()].find((m) => m.type === 'applicant.status_changed');
    expect(change?.data).toMatchObject({
      status: 'declined',
      reason: 'DEC003',
      previousStatus: 'incomplete',
    });
    await call(t.app, 'DELETE', `/api/webhooks/delete/${made.body.data.endpoint.id}`, { token: admin });
  });

  it('retries with back-off, logs each attempt, resends on request, and turns off after sustained failure', async () => {
    const made = await createEndpoint({ url: receiver.url, events: ['applicant.created'] });
    const id = made.body.data.endpoint.id;
    secrets = [made.body.data.secret];
    status = 503;
    await newApplicant('Retry');
    await t.app.jobs.runOnce();
    const [failed] = await deliveries(id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastStatusCode: 503,
      lastResponse: 'not now',
    });
    const endpoint = (await call(t.app, 'GET', `/api/webhooks/get/${id}`, { token: admin })).body.data;
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toMatch(/HTTP 503/);
    const mail = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where "to" = 'admin@example.com' and subject like 'Webhook endpoint turned off%'`,
    );
    expect(mail).toHaveLength(1);
    expect(
      (await call(t.app, 'POST', `/api/webhooks/resend/${id}/${failed.id}`, { token: admin })).status,
    ).toBe(409);

    status = 200;
    await call(t.app, 'PUT', `/api/webhooks/update/${id}`, { token: admin, body: { enabled: true } });
    const resent = await call(t.app, 'POST', `/api/webhooks/resend/${id}/${failed.id}`, { token: admin });
    expect(resent.status).toBe(200);
    await t.app.jobs.runOnce();
    const [done] = await deliveries(id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 4 });
    expect(receiver.log.has(done.messageId)).toBe(true);
    await call(t.app, 'DELETE', `/api/webhooks/delete/${id}`, { token: admin });
  });

  it('signs with both secrets during a rotation', async () => {
    const made = await createEndpoint({ url: receiver.url, events: ['applicant.created'] });
    const id = made.body.data.endpoint.id;
    const old = made.body.data.secret as string;
    const rotated = await call(t.app, 'POST', `/api/webhooks/rotate-secret/${id}`, { token: admin });
    const fresh = rotated.body.data.secret as string;
    expect(fresh).not.toBe(old);
    for (const only of [[old], [fresh]]) {
      secrets = only;
      const a = await newApplicant(`Rotation ${only[0]!.slice(6, 10)}`);
      await t.app.jobs.runOnce();
      expect([...receiver.log.values()].some((m) => m.data.applicantId === a.body.data.id)).toBe(true);
    }
    const [latest] = await deliveries(id);
    expect(latest.status).toBe('delivered');
    const sig = [...receiver.log.values()].at(-1)?.headers['webhook-signature'];
    expect(String(sig).split(' ')).toHaveLength(2);
    await call(t.app, 'DELETE', `/api/webhooks/delete/${id}`, { token: admin });
  });

  it('refuses private and metadata addresses at send time, and plain HTTP without the flag', async () => {
    const made = await createEndpoint({
      url: 'http://169.254.169.254/latest/meta-data',
      events: ['applicant.created'],
    });
    secrets = [made.body.data.secret];
    await newApplicant('Metadata');
    await t.app.jobs.runOnce();
    const [d] = await deliveries(made.body.data.endpoint.id);
    expect(d.lastError).toMatch(/Refused: 169\.254\.169\.254/);
    expect(d.lastStatusCode).toBeNull();
    await call(t.app, 'DELETE', `/api/webhooks/delete/${made.body.data.endpoint.id}`, { token: admin });

    const strict = await createTestApp();
    try {
      const token = await adminToken(strict.app);
      const plain = await call(strict.app, 'POST', '/api/webhooks/create', {
        token,
        body: { url: 'http://example.com/hook', events: ['applicant.created'] },
      });
      expect(plain.status).toBe(400);
      expect(plain.body.errors.join(' ')).toMatch(/HTTPS/);
    } finally {
      await strict.close();
    }
  });

  it('emits requisition, applicant and pipeline events from the services where they happen', async () => {
    const made = await createEndpoint({
      url: receiver.url,
      events: ['requisition.opened', 'requisition.filled', 'applicant.created', 'applicant.stage_moved'],
    });
    secrets = [made.body.data.secret];
    status = 200;
    const lob = await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name: 'Hook line', clientName: 'Hook Co', lineType: 'bpo', country: 'philippines' },
    });
    const req = await call(t.app, 'POST', '/api/requisitions/create', {
      token: admin,
      body: {
        name: 'Hook class',
        lobId: lob.body.data.id,
        jobTitle: { jobTitle: 'Agent', internalJobCode: 'H-1', location: 'Makati' },
        startDate: '2026-12-01',
      },
    });
    const id = req.body.data.id;
    expect(
      (
        await call(t.app, 'PUT', `/api/requisitions/update/${id}`, {
          token: admin,
          body: { status: 'opened' },
        })
      ).status,
    ).toBe(200);
    const ra = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
      token: admin,
      body: {
        requisitionId: id,
        firstName: 'Pia',
        lastName: 'Board',
        email: 'pia@example.com',
        notes: 'private',
      },
    });
    expect(ra.status, ra.text).toBe(200);
    const moved = await call(t.app, 'POST', `/api/pipeline/move/${id}`, {
      token: admin,
      body: { applicantId: ra.body.data.id, status: 'declined', reason: 'DEC003' },
    });
    expect(moved.body.data.moved).toBe(true);
    expect(
      (
        await call(t.app, 'PUT', `/api/requisitions/update/${id}`, {
          token: admin,
          body: { status: 'filled' },
        })
      ).status,
    ).toBe(200);
    await t.app.jobs.runOnce();
    const mine = [...receiver.log.values()].filter(
      (m) => m.data.requisitionId === id || m.data.requisitionApplicantId === ra.body.data.id,
    );
    expect(mine.map((m) => m.type).sort()).toEqual([
      'applicant.created',
      'applicant.stage_moved',
      'requisition.filled',
      'requisition.opened',
    ]);
    expect(mine.find((m) => m.type === 'applicant.stage_moved')?.data).toMatchObject({
      stage: 'declined',
      reason: 'DEC003',
    });
    expect(JSON.stringify(mine)).not.toContain('private');
    await call(t.app, 'DELETE', `/api/webhooks/delete/${made.body.data.endpoint.id}`, { token: admin });
  });

  it('answers bad input with 400 and unknown ids with 404, and needs the webhooks permission', async () => {
    expect(
      (await createEndpoint({ url: 'not a url', events: [] })).body.errors.length,
    ).toBeGreaterThanOrEqual(2);
    expect((await createEndpoint({ url: receiver.url, events: ['no.such.event'] })).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, 'GET', `/api/webhooks/deliveries/${missing}`, { token: admin })).status).toBe(
      404,
    );
    const viewer = await userWith(t.app, { webhooks: ['view'] });
    expect((await call(t.app, 'GET', '/api/webhooks/list', { token: viewer.token })).status).toBe(200);
    expect(
      (await createEndpoint({ url: receiver.url, events: ['applicant.created'] }, viewer.token)).status,
    ).toBe(403);
    const other = await userWith(t.app, { dashboard: ['view'] });
    expect((await call(t.app, 'GET', '/api/webhooks/list', { token: other.token })).status).toBe(403);
  });
});
