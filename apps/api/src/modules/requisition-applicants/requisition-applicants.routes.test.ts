import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { FILES } from '../uploads/upload-fixtures.test-helper';
import { insertRequisitionApplicant } from './requisition-applicants.repo';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let reqA: string;
let reqB: string;
let reqSmall: string;

const newLob = async (name: string) => {
  const res = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { name, clientName: 'RA Co', lineType: 'bpo', country: 'philippines' },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const newRequisition = async (lobId: string, body: Record<string, unknown> = {}) => {
  const res = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: {
      name: 'CSR class',
      lobId,
      jobTitle: { jobTitle: 'Customer Service Representative', internalJobCode: 'CSR-1', location: 'Makati' },
      description: '<p>Help customers.</p>',
      requiredHC: 5,
      ...body,
    },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};

const QUESTIONS = [
  {
    questionId: '11111111-1111-4111-8111-111111111111',
    text: 'Do you have call center experience?',
    type: 'multiple-choice' as const,
    required: true,
    answers: [
      { id: '11111111-1111-4111-8111-aaaaaaaaaaaa', text: 'Yes', qualifying: true },
      { id: '11111111-1111-4111-8111-bbbbbbbbbbbb', text: 'No', qualifying: false },
    ],
  },
  {
    questionId: '22222222-2222-4222-8222-222222222222',
    text: 'An emptied multiple-choice question',
    type: 'multiple-choice' as const,
    required: false,
    answers: [],
  },
  {
    questionId: '33333333-3333-4333-8333-333333333333',
    text: 'Why do you want this job?',
    type: 'text-entry' as const,
    required: true,
    answers: [],
  },
];
const RESULTS = [
  {
    idx: 2,
    questionId: QUESTIONS[2]!.questionId,
    answerId: null,
    answerText: 'I like helping people',
    qualifies: true,
  },
  {
    idx: 0,
    questionId: QUESTIONS[0]!.questionId,
    answerId: QUESTIONS[0]!.answers[0]!.id,
    answerText: 'Yes',
    qualifies: true,
  },
  { idx: 1, questionId: QUESTIONS[1]!.questionId, answerId: null, answerText: '', qualifies: true },
];

let n = 0;
const applicant = (requisitionId: string, values: Record<string, unknown> = {}) =>
  insertRequisitionApplicant(t.database.db, {
    requisitionId,
    firstName: 'Cand',
    lastName: `Idate ${++n}`,
    email: `cand${n}@example.com`,
    phone: `0917 000 ${String(n).padStart(4, '0')}`,
    completedAt: new Date(),
    status: 'sent_to_operations',
    qualificationQuestions: QUESTIONS,
    qualificationQuestionResults: RESULTS,
    ...values,
  });
const P = '/api/requisitions/applicant';
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const update = (id: string, body: Record<string, unknown>, token = admin) =>
  call(t.app, 'PUT', `${P}/update/${id}`, { token, body });
const view = (id: string, query = '', token = admin) =>
  call(t.app, 'GET', `${P}/view/${id}${query}`, { token });
const list = (query = '', token = admin) => call(t.app, 'GET', `${P}/list?${query}`, { token });
const numHired = async (id: string) =>
  (await call(t.app, 'GET', `/api/requisitions/get/${id}`, { token: admin })).body.data.numHired;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('RA Line A');
  lobB = await newLob('RA Line B');
  reqA = await newRequisition(lobA);
  reqB = await newRequisition(lobB, { name: 'Other class' });
  reqSmall = await newRequisition(lobA, { name: 'Small team', groupType: 'small-teams' });
});
afterAll(() => t.close());

describe('requisition applicants', () => {
  it('gets an applicant with its requisition and line of business', async () => {
    const id = await applicant(reqA);
    const res = await call(t.app, 'GET', `${P}/get/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      status: 'sent_to_operations',
      requisition: {
        id: reqA,
        name: 'CSR class',
        jobTitle: 'Customer Service Representative',
        lob: { id: lobA, name: 'RA Line A' },
      },
      archived: false,
      resume: null,
    });
    expect(
      (await call(t.app, 'GET', `${P}/get/00000000-0000-4000-8000-000000000009`, { token: admin })).status,
    ).toBe(404);
  });

  it('view applies SPEC §5: empty non-text questions dropped with their results, results renumbered', async () => {
    const id = await applicant(reqA);
    const res = await view(id);
    expect(res.status).toBe(200);
    const v = res.body.data;
    expect(v.qualificationQuestions.map((q: { questionId: string }) => q.questionId)).toEqual([
      QUESTIONS[0]!.questionId,
      QUESTIONS[2]!.questionId,
    ]);
    expect(
      v.qualificationQuestionResults.map((r: { idx: number; answerText: string }) => [r.idx, r.answerText]),
    ).toEqual([
      [0, 'Yes'],
      [1, 'I like helping people'],
    ]);
  });

  it('declining without a reason answers 400 and changes nothing; with one it is stamped, audited and mailed', async () => {
    const id = await applicant(reqA);
    const before = (await view(id)).body.data;
    const bad = await update(id, { status: 'declined' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatch(/decline reason is required/);
    expect((await view(id)).body.data.status).toBe('sent_to_operations');
    const bogus = await update(id, { status: 'declined', reason: 'DEC999' });
    expect(bogus.status).toBe(400);
    const ok = await update(id, { status: 'declined', reason: 'DEC005', sendStatusEmail: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'declined', reason: 'DEC005' });
    expect(ok.body.data.statusChangedAt > before.statusChangedAt).toBe(true);
    const after = (await view(id)).body.data;
    expect(after.timeline[0]).toMatchObject({
      action: 'status_change',
      actorName: 'System Administrator',
      changes: { status: ['sent_to_operations', 'declined'], reason: [null, 'DEC005'], emailed: true },
    });
    const mail = await rowsOf<{ subject: string }>(
      sql`select subject, text from mail_outbox where "to" = ${before.email}`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your application for Customer Service Representative');
    // Without the opt-in, no mail.
    await update(id, { status: 'recommended' });
    expect(await rowsOf(sql`select 1 from mail_outbox where "to" = ${before.email}`)).toHaveLength(1);
  });

  it('keeps the requisition numHired equal to its applicants in offer_accepted or complete', async () => {
    const req = await newRequisition(lobA, { name: 'Hiring class' });
    const a = await applicant(req);
    const b = await applicant(req);
    expect(await numHired(req)).toBe(0);
    await update(a, { status: 'offer_accepted' });
    expect(await numHired(req)).toBe(1);
    await call(t.app, 'POST', `${P}/status`, { token: admin, body: { ids: [a, b], status: 'complete' } });
    expect(await numHired(req)).toBe(2);
    await update(b, { status: 'declined', reason: 'DEC007' });
    expect(await numHired(req)).toBe(1);
    await call(t.app, 'DELETE', `${P}/delete/${a}`, { token: admin });
    expect(await numHired(req)).toBe(0);
    await call(t.app, 'POST', `${P}/unarchive`, { token: admin, body: { ids: [a] } });
    expect(await numHired(req)).toBe(1);
  });

  it('stops a requisition with applicants from being deleted (409)', async () => {
    const req = await newRequisition(lobA, { name: 'In use' });
    await applicant(req);
    const res = await call(t.app, 'DELETE', `/api/requisitions/delete/${req}`, { token: admin });
    expect(res.status).toBe(409);
  });

  it('archives and unarchives: archived rows leave normal lists and exports, view needs archived=1', async () => {
    const id = await applicant(reqB, { firstName: 'Archived', lastName: 'Person' });
    expect((await call(t.app, 'DELETE', `${P}/delete/${id}`, { token: admin })).body.data.updated).toBe(1);
    expect((await list('search=archived%20person')).body.data.items).toHaveLength(0);
    expect(
      (await list('search=archived%20person&archived=1')).body.data.items.map((i: { id: string }) => i.id),
    ).toEqual([id]);
    expect((await call(t.app, 'GET', `${P}/export?search=archived`, { token: admin })).text).not.toContain(
      id,
    );
    expect((await view(id)).status).toBe(404);
    const archivedView = await view(id, '?archived=1');
    expect(archivedView.status).toBe(200);
    expect(archivedView.body.data.timeline[0].action).toBe('archive');
    // A second archive of the same row changes nothing.
    expect(
      (await call(t.app, 'POST', `${P}/archive`, { token: admin, body: { ids: [id] } })).body.data.updated,
    ).toBe(0);
    expect(
      (await call(t.app, 'POST', `${P}/unarchive`, { token: admin, body: { ids: [id] } })).body.data.updated,
    ).toBe(1);
    expect((await list('search=archived%20person&archived=1')).body.data.items).toHaveLength(0);
    expect((await view(id)).status).toBe(200);
  });

  it('filters by requisition, line of business, status, reason and dates; sorts; searches', async () => {
    const x = await applicant(reqB, {
      firstName: 'Filter',
      lastName: 'Target',
      status: 'declined',
      reason: 'DEC002',
      phone: '+1 (212) 555-0199',
    });
    const ids = async (q: string) => (await list(q)).body.data.items.map((i: { id: string }) => i.id);
    expect(await ids(`requisition=${reqB}&search=filter`)).toEqual([x]);
    expect(await ids(`requisition=${reqA}&search=filter`)).toEqual([]);
    expect(await ids(`lineOfBusiness=${lobB}&status=declined&reason=DEC002`)).toEqual([x]);
    expect(await ids('search=2125550199')).toEqual([x]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`statusChangedFrom=${today}&search=filter%20target`)).toEqual([x]);
    for (const sort of ['name', '-name', 'createdAt', 'statusChangedAt', '-completedAt', 'status'])
      expect((await list(`sort=${sort}`)).status, sort).toBe(200);
    expect((await list('requisition=not-a-uuid')).status).toBe(400);
  });

  it('scopes by line of business and hides small-teams requisitions without small_teams', async () => {
    const inA = await applicant(reqA, { firstName: 'Scoped' });
    const inB = await applicant(reqB, { firstName: 'Scoped' });
    const small = await applicant(reqSmall, { firstName: 'Scoped' });
    const userA = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    const seen = (await list('search=scoped', userA.token)).body.data.items.map((i: { id: string }) => i.id);
    expect(seen).toEqual([inA]);
    expect((await view(inB, '', userA.token)).status).toBe(404);
    expect((await update(inB, { status: 'recommended' }, userA.token)).status).toBe(404);
    const csv = (await call(t.app, 'GET', `${P}/export?search=scoped`, { token: userA.token })).text;
    expect(csv).toContain(inA);
    expect(csv).not.toContain(inB);
    const withSmall = await userWith(t.app, { 'req-applicant-tracker': ['view', 'small_teams'] });
    expect(
      (await list('search=scoped', withSmall.token)).body.data.items.map((i: { id: string }) => i.id),
    ).toContain(small);
    const noSmall = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    expect(
      (await list('search=scoped', noSmall.token)).body.data.items.map((i: { id: string }) => i.id),
    ).not.toContain(small);
    expect((await view(small, '', noSmall.token)).status).toBe(404);
  });

  it('flags possible duplicates across both trackers', async () => {
    const id = await applicant(reqA, { email: 'twin@example.com', phone: '555 0000 777' });
    const manual = (
      await call(t.app, 'POST', '/api/applicants/create', {
        token: admin,
        body: { firstName: 'Twin', lastName: 'Manual', email: 'Twin@Example.com' },
      })
    ).body.data.id;
    const other = await applicant(reqB, { email: 'someone@example.com', phone: '5550000777' });
    const dups = (await view(id)).body.data.possibleDuplicates;
    expect(dups.map((d: { tracker: string; id: string }) => `${d.tracker}:${d.id}`).sort()).toEqual(
      [`manual:${manual}`, `requisition:${other}`].sort(),
    );
  });

  it('exports the filtered list as CSV with labels', async () => {
    await applicant(reqA, {
      firstName: '=cmd|calc',
      lastName: 'Export',
      status: 'declined',
      reason: 'DEC001',
    });
    const res = await call(t.app, 'GET', `${P}/export?search=export&status=declined`, { token: admin });
    expect(res.status).toBe(200);
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'First name': "'=cmd|calc",
      Status: 'Declined',
      'Reason code': 'DEC001',
      Reason: 'Looking for Higher Compensation',
      Requisition: 'CSR class',
    });
  });

  it('exports thousands of rows across read batches once each, in order, every cell as the database holds it', async () => {
    // Issue 17: the database writes each line (PostgreSQL: one cursor read 5,000 rows at a time;
    // PGlite: keyset batches of 1,000). Enough rows to cross the driver's batches more than once.
    const N = process.env.TEST_DATABASE_URL ? 6_000 : 2_500;
    await t.database.db.execute(sql`
      insert into requisition_applicants (requisition_id, first_name, last_name, email, phone, phone_digits,
        address, status, reason, status_changed_at, completed_at, created_at)
      select ${reqA}::uuid, 'Bulk ' || g,
             case g % 5 when 0 then 'O''Brien, "Jr"' when 1 then E'Line\\nBreak\\\\x' when 2 then '=SUM(A' || g || ')'
                        when 3 then E'tab\\there;|' else 'Zoë ' || g end,
             'bulkexport' || g || '@example.com', '+1 555 ' || g, '1555' || g, '',
             case when g % 2 = 0 then 'declined' else 'recommended' end,
             case when g % 2 = 0 then 'DEC001' end,
             timestamptz '2026-02-01' - g * interval '1 second',
             case when g % 3 = 0 then null else timestamptz '2026-02-01' - g * interval '1 second' end,
             timestamptz '2026-01-01' - g * interval '1 second'
      from generate_series(1, ${N}) g`);
    try {
      const res = await call(t.app, 'GET', `${P}/export?search=bulkexport&sort=-createdAt`, { token: admin });
      expect(res.status).toBe(200);
      const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(N);
      const mismatches: string[] = [];
      rows.forEach((r, i) => {
        const g = i + 1; // newest first: row i was inserted as g = i + 1
        const last = [`O'Brien, "Jr"`, 'Line\nBreak\\x', `=SUM(A${g})`, 'tab\there;|', `Zoë ${g}`][g % 5]!;
        const changed = new Date(Date.parse('2026-02-01T00:00:00Z') - g * 1000).toISOString();
        const expected: Record<string, string> = {
          'First name': `Bulk ${g}`,
          'Last name': last.startsWith('=') ? `'${last}` : last,
          Email: `bulkexport${g}@example.com`,
          Phone: `'+1 555 ${g}`,
          Status: g % 2 === 0 ? 'Declined' : 'Recommended',
          'Reason code': g % 2 === 0 ? 'DEC001' : '',
          'Status changed at': changed,
          'Completed at': g % 3 === 0 ? '' : changed,
          'Applied at': new Date(Date.parse('2026-01-01T00:00:00Z') - g * 1000).toISOString(),
          Requisition: 'CSR class',
        };
        for (const [k, v] of Object.entries(expected)) {
          if (r[k] !== v && mismatches.length < 5) mismatches.push(`row ${i} ${k}: ${r[k]} ≠ ${v}`);
        }
      });
      expect(mismatches).toEqual([]);
      expect(new Set(rows.map((r) => r.ID)).size).toBe(N);
    } finally {
      await t.database.db.execute(sql`delete from requisition_applicants where email like 'bulkexport%'`);
    }
  }, 300_000);

  it('lets a recruiter add a candidate to a requisition they can see', async () => {
    const res = await call(t.app, 'POST', `${P}/create`, {
      token: admin,
      body: {
        requisitionId: reqA,
        firstName: 'Walk',
        lastName: 'In',
        email: 'walk.in@example.com',
        status: 'offer_accepted',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Walk',
      status: 'offer_accepted',
      requisition: { id: reqA },
    });
    expect((await view(res.body.data.id)).body.data.timeline[0].action).toBe('create');
    const userB = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobB] },
    );
    const hidden = await call(t.app, 'POST', `${P}/create`, {
      token: userB.token,
      body: { requisitionId: reqA, firstName: 'No', lastName: 'Way' },
    });
    expect(hidden.status).toBe(400);
    const declined = await call(t.app, 'POST', `${P}/create`, {
      token: admin,
      body: { requisitionId: reqA, firstName: 'No', lastName: 'Reason', status: 'declined' },
    });
    expect(declined.status).toBe(400);
  });

  it('updates profile fields and audits them', async () => {
    const id = await applicant(reqA);
    const res = await update(id, { phone: '+63 999 111 2222', notes: 'Called back', address: 'Cebu' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: '+63 999 111 2222', notes: 'Called back', address: 'Cebu' });
    const tl = (await view(id)).body.data.timeline;
    expect(tl[0].action).toBe('update');
    expect(tl[0].changes.notes).toEqual(['', 'Called back']);
    expect((await update(id, { email: 'not-an-email' })).status).toBe(400);
    // A recruiter attaches a resume they uploaded; a spoofed one is refused.
    const up = (
      await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
        token: admin,
        body: { s3Key: 'resume/cv.pdf' },
      })
    ).body.data;
    await t.app.inject({ method: 'PUT', url: up.presignedUrl, payload: FILES.pdf, headers: up.headers });
    const withResume = await update(id, { resumeKey: up.s3Key });
    expect(withResume.body.data.resume.fileName).toBe('cv.pdf');
    const bad = (
      await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
        token: admin,
        body: { s3Key: 'resume/x.pdf' },
      })
    ).body.data;
    await t.app.inject({ method: 'PUT', url: bad.presignedUrl, payload: FILES.exe, headers: bad.headers });
    expect((await update(id, { resumeKey: bad.s3Key })).status).toBe(400);
    expect((await update(id, { resumeKey: null })).body.data.resume).toBeNull();
  });
});
