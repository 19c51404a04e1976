import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let openA: string;
let openB: string;
let n = 0;

const lob = async (name: string) =>
  (
    await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name, clientName: 'Cand Co', lineType: 'bpo', country: 'philippines' },
    })
  ).body.data.id as string;
const requisition = async (lobId: string, status: 'opened' | 'draft' = 'opened') => {
  const res = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: {
      name: `Cand class ${++n}`,
      lobId,
      startDate: '2027-03-01',
      jobTitle: { jobTitle: 'Agent', location: 'Cebu' },
    },
  });
  if (res.status !== 200) throw new Error(res.text);
  const id = res.body.data.id as string;
  if (status === 'opened') {
    const opened = await call(t.app, 'PUT', `/api/requisitions/update/${id}`, {
      token: admin,
      body: { status: 'opened' },
    });
    if (opened.status !== 200) throw new Error(opened.text);
  }
  return id;
};
const manual = async (body: Record<string, unknown>, token = admin) => {
  const res = await call(t.app, 'POST', '/api/applicants/create', {
    token,
    body: { firstName: 'Mia', lastName: 'Manual', lobId: lobA, ...body },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const applied = async (requisitionId: string, body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
    token: admin,
    body: { requisitionId, firstName: 'Rey', lastName: 'Applied', ...body },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const candidateOf = async (kind: 'manual' | 'requisition', id: string, token = admin) =>
  call(t.app, 'GET', `/api/candidates/of?kind=${kind}&applicantId=${id}`, { token });
const idOf = async (kind: 'manual' | 'requisition', id: string) =>
  (await candidateOf(kind, id)).body.data.id as string;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  admin = await adminToken(t.app);
  lobA = await lob('Cand A');
  lobB = await lob('Cand B');
  openA = await requisition(lobA);
  openB = await requisition(lobB);
});
afterAll(() => t.close());

describe('one candidate record: matching on create', () => {
  it('links a later application with the same email (any case) to the manual applicant', async () => {
    const m = await manual({ email: 'Lena.Cruz@example.com' });
    const r = await applied(openA, { email: 'lena.cruz@EXAMPLE.com' });
    const record = await candidateOf('requisition', r);
    expect(record.status).toBe(200);
    expect(record.body.data.id).toBe(await idOf('manual', m));
    expect(record.body.data.applications.map((a: { id: string }) => a.id).sort()).toEqual([m, r].sort());
    const app = record.body.data.applications.find((a: { id: string }) => a.id === r);
    expect(app).toMatchObject({ kind: 'requisition', status: 'sent_to_operations', archived: false });
    expect(app.requisition.id).toBe(openA);
  });

  it('links on phone digits when no email conflicts, and keeps different emails apart', async () => {
    const r = await applied(openA, { email: 'noel@example.com', phone: '+63 917 222 3344' });
    const m = await manual({ phone: '+63 917-222-3344' });
    expect(await idOf('manual', m)).toBe(await idOf('requisition', r));
    const other = await manual({ email: 'someone.else@example.com', phone: '+63 917 222 3344' });
    expect(await idOf('manual', other)).not.toBe(await idOf('requisition', r));
    const short = await manual({ phone: '12345' });
    const short2 = await manual({ phone: '12345' });
    expect(await idOf('manual', short)).not.toBe(await idOf('manual', short2));
  });

  it('relinks a lone application when its email is corrected to a known person', async () => {
    const known = await manual({ email: 'known.person@example.com' });
    const r = await applied(openB, { email: 'typo@example.com' });
    const before = await idOf('requisition', r);
    expect(before).not.toBe(await idOf('manual', known));
    const fixed = await call(t.app, 'PUT', `/api/requisitions/applicant/update/${r}`, {
      token: admin,
      body: { email: 'known.person@example.com' },
    });
    expect(fixed.status).toBe(200);
    expect(await idOf('requisition', r)).toBe(await idOf('manual', known));
    const gone = await queryRows(t.database.db, sql`select id from candidates where id = ${before}`);
    expect(gone).toEqual([]);
  });

  it('lists only applications in the caller scope and counts the rest as hidden', async () => {
    const m = await manual({ email: 'scoped.person@example.com', lobId: lobA });
    await applied(openB, { email: 'scoped.person@example.com' });
    const scoped = await userWith(
      t.app,
      { 'applicant-tracker': ['view'], 'req-applicant-tracker': ['view'] },
      { linesOfBusiness: [lobA] },
    );
    const res = await candidateOf('manual', m, scoped.token);
    expect(res.body.data.applications.map((a: { id: string }) => a.id)).toEqual([m]);
    expect(res.body.data.hiddenCount).toBe(1);
    expect((await candidateOf('manual', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/candidates/of?kind=x&applicantId=1', { token: admin })).status,
    ).toBe(400);
    const nobody = await userWith(t.app, { requisitions: ['view'] });
    expect((await candidateOf('manual', m, nobody.token)).status).toBe(403);
  });
});

describe('backfill migration', () => {
  it('links existing rows by email, phone-only rows to the email holder, and leaves loners alone', async () => {
    const db = t.database.db;
    const ids = {
      m1: await manual({ email: 'back.fill@example.com', phone: '+63 917 000 1111' }),
      r1: await applied(openA, { email: 'BACK.FILL@example.com' }),
      m2: await manual({ phone: '+63 917 000 1111' }),
      r2: await applied(openB, { phone: '+63 918 555 0000' }),
      m3: await manual({ phone: '+63 918 555 0000' }),
      lone: await manual({}),
      lone2: await manual({}),
    };
    const all = Object.values(ids);
    await db.execute(sql`update applicants set candidate_id = null where id in ${all}`);
    await db.execute(sql`update requisition_applicants set candidate_id = null where id in ${all}`);
    const file = readFileSync(join(__dirname, '../../db/migrations/0023_candidate-records.sql'), 'utf8');
    const backfill = file.slice(file.indexOf('-- backfill:start'), file.indexOf('-- backfill:end'));
    for (const statement of backfill.split('--> statement-breakpoint')) {
      if (statement.replace(/--.*$/gm, '').trim()) await db.execute(sql.raw(statement));
    }
    const rows = await queryRows<{ id: string; candidate_id: string }>(
      db,
      sql`select id, candidate_id from applicants where id in ${all}
          union all select id, candidate_id from requisition_applicants where id in ${all}`,
    );
    const of = (id: string) => rows.find((r) => r.id === id)!.candidate_id;
    expect(rows.every((r) => r.candidate_id)).toBe(true);
    expect(of(ids.r1)).toBe(of(ids.m1));
    expect(of(ids.m2)).toBe(of(ids.m1));
    expect(of(ids.m3)).toBe(of(ids.r2));
    expect(of(ids.m3)).not.toBe(of(ids.m1));
    expect(of(ids.lone)).not.toBe(of(ids.lone2));
    const made = await queryRows(
      db,
      sql`select id from candidates where id in ${rows.map((r) => r.candidate_id)}`,
    );
    expect(made).toHaveLength(4);
  });
});

describe('merging two candidate records', () => {
  it('moves applications with their notes and tags, keeps a pointer and audits it', async () => {
    const survivorApp = await manual({ email: 'ana.reyes@example.com' });
    const mergedApp = await applied(openA, { email: 'ana.r@example.org' });
    await call(t.app, 'POST', '/api/notes/create', {
      token: admin,
      body: { applicantKind: 'requisition', applicantId: mergedApp, body: 'Spoke on the phone' },
    });
    await call(t.app, 'PUT', '/api/tags/set', {
      token: admin,
      body: { applicantKind: 'requisition', applicantId: mergedApp, tags: ['night shift'] },
    });
    const survivorId = await idOf('manual', survivorApp);
    const mergedId = await idOf('requisition', mergedApp);
    const dup = (await call(t.app, 'GET', `/api/applicants/get/${survivorApp}`, { token: admin })).body.data;
    expect(dup.possibleDuplicates).toEqual([]);

    const res = await call(t.app, 'POST', '/api/candidates/merge', {
      token: admin,
      body: { survivorId, mergedId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ survivorId, mergedId, movedApplications: 1 });
    const record = (await candidateOf('manual', survivorApp)).body.data;
    expect(record.applications.map((a: { id: string }) => a.id).sort()).toEqual(
      [survivorApp, mergedApp].sort(),
    );
    const notes = await call(
      t.app,
      'GET',
      `/api/notes/list?applicantKind=requisition&applicantId=${mergedApp}`,
      { token: admin },
    );
    expect(notes.body.data.map((x: { body: string }) => x.body)).toEqual(['Spoke on the phone']);
    const tags = await call(t.app, 'GET', `/api/tags/of?applicantKind=requisition&applicantId=${mergedApp}`, {
      token: admin,
    });
    expect(tags.body.data).toEqual(['night shift']);
    const [pointer] = await queryRows<{ merged_into_id: string; merged_by: string | null }>(
      t.database.db,
      sql`select merged_into_id, merged_by from candidates where id = ${mergedId}`,
    );
    expect(pointer!.merged_into_id).toBe(survivorId);
    const audit = await queryRows<{ entity_type: string; action: string }>(
      t.database.db,
      sql`select entity_type, action from audit_log where action = 'candidate_merge'
          and entity_id in (${mergedId}, ${mergedApp}) order by entity_type`,
    );
    expect(audit.map((a) => a.entity_type)).toEqual(['candidate', 'requisition-applicant']);
    // A new application with the merged record's email now finds the survivor.
    const later = await applied(openB, { email: 'ana.r@example.org' });
    expect(await idOf('requisition', later)).toBe(survivorId);

    const again = await call(t.app, 'POST', '/api/candidates/merge', {
      token: admin,
      body: { survivorId, mergedId },
    });
    expect(again.status).toBe(409);
    const reverse = await call(t.app, 'POST', '/api/candidates/merge', {
      token: admin,
      body: { survivorId: mergedId, mergedId: survivorId },
    });
    expect(reverse.status).toBe(409);
  });

  it('refuses itself (409), unknown records (404), bad bodies (400) and partial access (403)', async () => {
    const a = await manual({ email: 'one.person@example.com', lobId: lobA });
    const b = await applied(openB, { email: 'one.person@example.net' });
    const [ca, cb] = [await idOf('manual', a), await idOf('requisition', b)];
    const merge = (body: unknown, token = admin) =>
      call(t.app, 'POST', '/api/candidates/merge', { token, body });
    expect((await merge({ survivorId: ca, mergedId: ca })).status).toBe(409);
    expect((await merge({ survivorId: ca, mergedId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await merge({ survivorId: ca })).status).toBe(400);
    const scoped = await userWith(
      t.app,
      { 'applicant-tracker': ['view', 'edit'], 'req-applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    expect((await merge({ survivorId: ca, mergedId: cb }, scoped.token)).status).toBe(404);
    const viewer = await userWith(t.app, {
      'applicant-tracker': ['view'],
      'req-applicant-tracker': ['view'],
    });
    expect((await merge({ survivorId: ca, mergedId: cb }, viewer.token)).status).toBe(403);
    const manualOnly = await userWith(t.app, {
      'applicant-tracker': ['view', 'edit'],
      'req-applicant-tracker': ['view'],
    });
    expect((await merge({ survivorId: ca, mergedId: cb }, manualOnly.token)).status).toBe(403);
    expect((await idOf('requisition', b)) === cb).toBe(true);
  });
});

describe('add to requisition', () => {
  it('creates a requisition applicant of the same candidate, once', async () => {
    const m = await manual({ email: 'walk.in@example.com', phone: '+63 917 777 8888', lobId: lobA });
    const add = (body: Record<string, unknown>, token = admin) =>
      call(t.app, 'POST', '/api/candidates/add-to-requisition', { token, body: { applicantId: m, ...body } });
    const res = await add({ requisitionId: openA });
    expect(res.status).toBe(200);
    const ra = await call(t.app, 'GET', `/api/requisitions/applicant/get/${res.body.data.id}`, {
      token: admin,
    });
    expect(ra.body.data).toMatchObject({
      firstName: 'Mia',
      email: 'walk.in@example.com',
      status: 'sent_to_operations',
    });
    expect(res.body.data.candidateId).toBe(await idOf('manual', m));
    const record = (await candidateOf('manual', m)).body.data;
    expect(record.applications).toHaveLength(2);
    expect((await add({ requisitionId: openA })).status).toBe(409);

    const draft = await requisition(lobA, 'draft');
    expect((await add({ requisitionId: draft })).status).toBe(409);
    expect((await add({ requisitionId: openB, status: 'declined' })).status).toBe(400);
    expect((await add({ requisitionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const scoped = await userWith(
      t.app,
      { 'applicant-tracker': ['view'], 'req-applicant-tracker': ['view', 'edit'], requisitions: ['view'] },
      { linesOfBusiness: [lobA] },
    );
    expect((await add({ requisitionId: openB }, scoped.token)).status).toBe(404);
    const noEdit = await userWith(t.app, {
      'applicant-tracker': ['view'],
      'req-applicant-tracker': ['view'],
    });
    expect((await add({ requisitionId: openB }, noEdit.token)).status).toBe(403);
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'applicant' and entity_id = ${m} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'add_to_requisition']);
  });
});

describe('bulk status with an email template', () => {
  it('emails each changed applicant the template with their own merge fields', async () => {
    const template = await call(t.app, 'POST', '/api/email-templates/create', {
      token: admin,
      body: {
        name: 'Bulk next step',
        purpose: 'invitation',
        language: 'en',
        subject: 'Next step, {{first_name}}',
        body: 'Dear {{candidate_name}}, about {{job_title}}.',
      },
    });
    expect(template.status).toBe(200);
    const templateId = template.body.data.id;
    const a = await applied(openA, { firstName: 'Bea', email: 'bea.bulk@example.com', status: 'incomplete' });
    const b = await applied(openA, { firstName: 'Cal', email: 'cal.bulk@example.com', status: 'incomplete' });
    const res = await call(t.app, 'POST', '/api/requisitions/applicant/status', {
      token: admin,
      body: { ids: [a, b], status: 'recommended', templateId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatch(/2 emailed/);
    const bea = await listOutbox(t.database.db, 'bea.bulk@example.com');
    expect(bea.map((m) => m.subject)).toEqual(['Next step, Bea']);
    expect(bea[0]!.text).toContain('Dear Bea Applied, about Agent.');
    const cal = await listOutbox(t.database.db, 'cal.bulk@example.com');
    expect(cal.map((m) => m.subject)).toEqual(['Next step, Cal']);

    const m = await manual({ firstName: 'Dan', email: 'dan.bulk@example.com' });
    const manualBulk = await call(t.app, 'POST', '/api/applicants/status', {
      token: admin,
      body: { ids: [m], status: 'recommended', templateId },
    });
    expect(manualBulk.status).toBe(200);
    expect((await listOutbox(t.database.db, 'dan.bulk@example.com')).map((x) => x.subject)).toEqual([
      'Next step, Dan',
    ]);

    const bad = await call(t.app, 'POST', '/api/requisitions/applicant/status', {
      token: admin,
      body: { ids: [a], status: 'complete', templateId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(bad.status).toBe(400);
    const still = await call(t.app, 'GET', `/api/requisitions/applicant/get/${a}`, { token: admin });
    expect(still.body.data.status).toBe('recommended');
  });
});
