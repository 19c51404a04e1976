import { validate } from '@jsonresume/schema';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { demoResumePdf } from '../uploads';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const uploadResume = async (bytes: Buffer, name: string) => {
  const up = (
    await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
      token: admin,
      body: { s3Key: `resume/${name}` },
    })
  ).body.data;
  await t.app.inject({ method: 'PUT', url: up.presignedUrl, payload: bytes, headers: up.headers });
  return up.s3Key as string;
};

/** Follows the signed link as a browser would: the API's 303, then the storage URL. */
const download = async (url: string) => {
  const first = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
  expect(first.statusCode).toBe(303);
  const second = await t.app.inject({ method: 'GET', url: String(first.headers.location) });
  expect(second.statusCode).toBe(200);
  return unzipSync(new Uint8Array(second.rawPayload));
};

describe('candidate data exports', () => {
  it('builds one archive in the job queue with the records, the resume as JSON Resume and the files', async () => {
    const resumeKey = await uploadResume(
      demoResumePdf([
        'Ada Export',
        'ada.export@example.com',
        'Experience',
        'Analyst at Acme Corp, 2019 - 2023',
      ]),
      'Ada Export.pdf',
    );
    const made = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Ada', lastName: 'Export', email: 'ada.export@example.com', resumeKey },
    });
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    const queued = await call(t.app, 'POST', '/api/data-exports/create', {
      token: admin,
      body: { kind: 'manual', applicantId: id },
    });
    expect(queued.status).toBe(200);
    expect(queued.body.data).toMatchObject({ status: 'pending', downloadUrl: null });
    await t.app.jobs.runOnce();
    const ready = await call(t.app, 'GET', `/api/data-exports/get/${queued.body.data.id}`, { token: admin });
    expect(ready.body.data.status).toBe('ready');
    expect(ready.body.data.downloadUrl).toMatch(/\/api\/data-exports\/download\/.+signature=/);

    const files = await download(ready.body.data.downloadUrl);
    const names = Object.keys(files).sort();
    console.info(`data export archive: ${names.map((n) => `${n} (${files[n]!.length} B)`).join(', ')}`);
    expect(names).toEqual(['README.txt', 'data.json', 'files/Ada Export.pdf', 'resume.json']);
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.person).toMatchObject({
      firstName: 'Ada',
      lastName: 'Export',
      email: 'ada.export@example.com',
    });
    expect(data.audit.map((a: { action: string }) => a.action)).toContain('create');
    expect(JSON.stringify(data)).not.toMatch(/tokenHash|"key"/);
    const resume = JSON.parse(strFromU8(files['resume.json']!));
    let valid = false;
    validate(resume, (_errors, ok) => {
      valid = ok;
    });
    expect(valid).toBe(true);
    expect(resume.basics?.email).toBe('ada.export@example.com');

    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${id} and action like 'data_export%' order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['data_export', 'data_export_download']);
  });

  it('refuses a tampered or expired link, and callers who may not see the applicant', async () => {
    const made = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Bo', lastName: 'Private' },
    });
    const queued = await call(t.app, 'POST', '/api/data-exports/create', {
      token: admin,
      body: { kind: 'manual', applicantId: made.body.data.id },
    });
    await t.app.jobs.runOnce();
    const url = new URL(
      (await call(t.app, 'GET', `/api/data-exports/get/${queued.body.data.id}`, { token: admin })).body.data
        .downloadUrl,
    );
    const tampered = url.search.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 1}`);
    expect((await t.app.inject({ method: 'GET', url: url.pathname + tampered })).statusCode).toBe(403);
    const old = `${url.pathname}?expires=1000&signature=${url.searchParams.get('signature')}`;
    expect((await t.app.inject({ method: 'GET', url: old })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url.pathname}?expires=x&signature=y` })).statusCode,
    ).toBe(400);

    const reqOnly = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    const refused = await call(t.app, 'POST', '/api/data-exports/create', {
      token: reqOnly.token,
      body: { kind: 'manual', applicantId: made.body.data.id },
    });
    expect(refused.status).toBe(403);
    const nobody = await userWith(t.app, { dashboard: ['view'] });
    expect(
      (await call(t.app, 'GET', `/api/data-exports/get/${queued.body.data.id}`, { token: nobody.token }))
        .status,
    ).toBe(403);
    const missing = await call(t.app, 'POST', '/api/data-exports/create', {
      token: admin,
      body: { kind: 'requisition', applicantId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/data-exports/create', { token: admin, body: { kind: 'x' } })).status,
    ).toBe(400);
  });
});
