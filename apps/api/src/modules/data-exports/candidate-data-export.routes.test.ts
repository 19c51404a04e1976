import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequisition } from '../../test/apply-flow';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let requisitionId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  requisitionId = await openRequisition(t.app, { name: 'Export class', country: 'costa-rica', token: admin });
});
afterAll(() => t.close());

/** A browser that keeps the application's cookie. */
const browser = () => {
  const jar = new Map<string, string>();
  return async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const ua = { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' };
    const res = await call(t.app, method, url, { body, headers: cookie ? { cookie, ...ua } : ua });
    for (const c of [res.headers['set-cookie']].flat().filter(Boolean) as string[]) {
      const [k, v] = c.split(';')[0]!.split('=');
      jar.set(k!, v!);
    }
    return res;
  };
};

describe('the candidate downloads everything held about them', () => {
  it('asks from the status page with the application cookie; a stranger cannot', async () => {
    const send = browser();
    const started = await send('PUT', `/api/requisitions/resume-profile/submit/${requisitionId}`, {
      step: 'personal-info',
      personalInfo: {
        firstName: 'Eva',
        lastName: 'Portable',
        email: 'eva.portable@example.com',
        phone: '+506 8311 2233',
        address: 'Calle 1',
        country: 'costa-rica',
      },
      consent: { accepted: true, noticeVersion: '2026-11-01' },
    });
    expect(started.status, started.text).toBe(200);
    const applicantId = started.body.data.state.applicantId as string;

    const stranger = await call(t.app, 'POST', `/api/data-exports/candidate/${applicantId}`);
    expect(stranger.status).toBe(404);

    const asked = await send('POST', `/api/data-exports/candidate/${applicantId}`);
    expect(asked.status, asked.text).toBe(200);
    await t.app.jobs.runOnce();
    const ready = await send('GET', `/api/data-exports/candidate/${applicantId}/${asked.body.data.id}`);
    expect(ready.body.data.status).toBe('ready');
    expect(
      (await call(t.app, 'GET', `/api/data-exports/candidate/${applicantId}/${asked.body.data.id}`)).status,
    ).toBe(404);

    const url = new URL(ready.body.data.downloadUrl);
    const first = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    const zip = await t.app.inject({ method: 'GET', url: String(first.headers.location) });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.person).toMatchObject({ firstName: 'Eva', email: 'eva.portable@example.com' });
    expect(data.application.reference).toMatch(/^APP-/);
    expect(data.audit.length).toBeGreaterThan(0);
    // The mails they were sent are in it, their private links as the staff log shows them.
    expect(data.emails.length).toBeGreaterThan(0);
    expect(strFromU8(files['data.json']!)).not.toContain('/interviews/continue/');
  });
});
