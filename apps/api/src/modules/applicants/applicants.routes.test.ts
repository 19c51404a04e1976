import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { FILES } from '../uploads/upload-fixtures.test-helper';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let lobSmall: string;

const newLob = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { clientName: 'Applicant Co', lineType: 'bpo', country: 'philippines', ...body },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob({ name: 'Applicants A' });
  lobB = await newLob({ name: 'Applicants B' });
  lobSmall = await newLob({ name: 'Applicants Small', lineType: 'small-teams' });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/applicants/create', {
    token,
    body: { firstName: 'Jane', lastName: 'Doe', ...body },
  });
const list = (query = '', token = admin) => call(t.app, 'GET', `/api/applicants/list?${query}`, { token });
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const countOf = async (table: string) =>
  (await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

/** Uploads a resume through the presigned flow and answers its s3Key. */
const uploadResume = async (bytes: Buffer, name = 'cv.pdf', token = admin) => {
  const up = (
    await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
      token,
      body: { s3Key: `resume/${name}` },
    })
  ).body.data;
  await t.app.inject({ method: 'PUT', url: up.presignedUrl, payload: bytes, headers: up.headers });
  return up.s3Key as string;
};

describe('manual applicants', () => {
  it('creates an applicant with every field and a resume, and reads it back', async () => {
    const resumeKey = await uploadResume(FILES.pdf, 'Jane Doe.pdf');
    const res = await create({
      email: 'jane.doe@example.com',
      phone: '+63 917 555 0101',
      address: '1 Ayala Ave, Makati',
      country: 'philippines',
      source: 'referral',
      lobId: lobA,
      position: 'Customer Service Representative',
      educationLevel: 'bachelor',
      yearsOfExperience: 3,
      status: 'sent_to_operations',
      notes: 'Strong English.',
      resumeKey,
    });
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({
      firstName: 'Jane',
      source: 'referral',
      lob: { id: lobA, name: 'Applicants A' },
      educationLevel: 'bachelor',
      yearsOfExperience: 3,
      status: 'sent_to_operations',
      reason: null,
      archived: false,
    });
    expect(a.resume.fileName).toBe('Jane Doe.pdf');
    const file = await t.app.inject({ method: 'GET', url: a.resume.url });
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const got = await call(t.app, 'GET', `/api/applicants/get/${a.id}`, { token: admin });
    expect(got.status).toBe(200);
    expect(got.body.data.possibleDuplicates).toEqual([]);
  });

  it('lists every validation problem at once and writes nothing', async () => {
    const before = await countOf('applicants');
    const res = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: '', email: 'nope', yearsOfExperience: -1, source: 'carrier-pigeon' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThanOrEqual(4);
    expect(await countOf('applicants')).toBe(before);
  });

  it('declining without a reason answers 400 and changes nothing', async () => {
    const before = await countOf('applicants');
    const res = await create({ status: 'declined' });
    expect(res.status).toBe(400);
    expect(res.body.errors.join(' ')).toMatch(/decline reason is required/);
    expect(await countOf('applicants')).toBe(before);
    const a = (await create({ email: 'decline.me@example.com' })).body.data;
    const upd = await call(t.app, 'POST', `/api/applicants/update/${a.id}`, {
      token: admin,
      body: { status: 'declined' },
    });
    expect(upd.status).toBe(400);
    expect((await call(t.app, 'GET', `/api/applicants/get/${a.id}`, { token: admin })).body.data.status).toBe(
      'incomplete',
    );
    const ok = await call(t.app, 'POST', `/api/applicants/update/${a.id}`, {
      token: admin,
      body: { status: 'declined', reason: 'DEC003' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'declined', reason: 'DEC003' });
    expect(ok.body.data.statusChangedAt > a.statusChangedAt).toBe(true);
    const audit = await rowsOf<{ action: string }>(
      sql`select action from audit_log where entity_type = 'applicant' and entity_id = ${a.id} order by created_at`,
    );
    expect(audit.map((r) => r.action)).toEqual(['create', 'status_change']);
    // Moving on from declined clears the reason.
    const moved = await call(t.app, 'POST', `/api/applicants/update/${a.id}`, {
      token: admin,
      body: { status: 'recommended' },
    });
    expect(moved.body.data.reason).toBeNull();
  });

  it('an update of one field leaves every other field as it was', async () => {
    const a = (
      await create({
        email: 'partial.update@example.com',
        phone: '+63 917 555 0199',
        address: '2 Ayala Ave, Makati',
        country: 'philippines',
        source: 'agency',
        lobId: lobA,
        position: 'Team Lead',
        educationLevel: 'master',
        yearsOfExperience: 7,
        status: 'declined',
        reason: 'DEC002',
        notes: 'Keep me.',
      })
    ).body.data;
    const res = await call(t.app, 'POST', `/api/applicants/update/${a.id}`, {
      token: admin,
      body: { position: 'Operations Manager' },
    });
    expect(res.status).toBe(200);
    const got = (await call(t.app, 'GET', `/api/applicants/get/${a.id}`, { token: admin })).body.data;
    const { position: _before, updatedAt: _u1, possibleDuplicates: _d1, ...rest } = a;
    const { position, updatedAt: _u2, possibleDuplicates: _d2, timeline: _t2, ...restAfter } = got;
    expect(position).toBe('Operations Manager');
    expect(restAfter).toEqual(rest);
  });

  it('refuses a resume whose bytes are not what its name says', async () => {
    const spoofKey = (
      await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
        token: admin,
        body: { s3Key: 'resume/cv.pdf' },
      })
    ).body.data.s3Key;
    // Bytes never uploaded: not attachable.
    expect((await create({ resumeKey: spoofKey })).status).toBe(400);
    const key = await uploadResume(FILES.exe);
    const res = await create({ resumeKey: key });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await call(t.app, 'GET', `/api/applicants/get/${unknown}`, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/applicants/get/nope', { token: admin })).status).toBe(400);
    expect(
      (await call(t.app, 'POST', `/api/applicants/update/${unknown}`, { token: admin, body: {} })).status,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/applicants/delete/${unknown}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('searches by name, email and phone, and filters by status, source, line of business and dates', async () => {
    const a = (
      await create({
        firstName: 'Searchy',
        lastName: 'McFind',
        email: 'sm@find.example',
        phone: '(555) 201-7788',
        source: 'walk-in',
        lobId: lobB,
      })
    ).body.data;
    for (const q of ['search=searchy%20mcf', 'search=SM%40FIND', 'search=2017788', 'search=201-7788']) {
      const ids = (await list(q)).body.data.items.map((i: { id: string }) => i.id);
      expect(ids, q).toEqual([a.id]);
    }
    const bySource = (await list('source=walk-in')).body.data.items;
    expect(bySource.map((i: { id: string }) => i.id)).toContain(a.id);
    expect(bySource.every((i: { source: string }) => i.source === 'walk-in')).toBe(true);
    expect(
      (await list(`lineOfBusiness=${lobB}`)).body.data.items.every(
        (i: { lob: { id: string } }) => i.lob.id === lobB,
      ),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await list(`createdFrom=${today}&createdTo=${today}&search=searchy`)).body.data.items,
    ).toHaveLength(1);
    expect((await list(`createdTo=2000-01-01&search=searchy`)).body.data.items).toHaveLength(0);
    expect((await list('status=incomplete,declined&sort=name')).status).toBe(200);
    expect((await list('status=bogus')).status).toBe(400);
    expect((await list('sort=password')).status).toBe(400);
  });

  it('pages with limit and paginationKey, each row once', async () => {
    for (let i = 0; i < 12; i++) await create({ firstName: 'Pager', lastName: `No ${i}` });
    const seen: string[] = [];
    let key: string | null = null;
    do {
      const res: { body: { data: { items: { id: string }[]; paginationKey: string | null } } } = await list(
        `search=pager&limit=5${key ? `&paginationKey=${key}` : ''}`,
      );
      seen.push(...res.body.data.items.map((i) => i.id));
      key = res.body.data.paginationKey;
    } while (key);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('archives on delete, lists archived with archived=1, and unarchive brings it back', async () => {
    const a = (await create({ firstName: 'Archie', lastName: 'Ved' })).body.data;
    expect((await call(t.app, 'DELETE', `/api/applicants/delete/${a.id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await list('search=archie')).body.data.items).toHaveLength(0);
    const archived = (await list('search=archie&archived=1')).body.data.items;
    expect(archived.map((i: { id: string; archived: boolean }) => [i.id, i.archived])).toEqual([
      [a.id, true],
    ]);
    const csv = await call(t.app, 'GET', '/api/applicants/export?search=archie', { token: admin });
    expect(csv.text).not.toContain(a.id);
    const un = await call(t.app, 'POST', '/api/applicants/unarchive', {
      token: admin,
      body: { ids: [a.id] },
    });
    expect(un.body.data.updated).toBe(1);
    expect((await list('search=archie&archived=1')).body.data.items).toHaveLength(0);
    expect((await list('search=archie')).body.data.items).toHaveLength(1);
  });

  it('needs the Archived Items permission for archived views and for unarchiving', async () => {
    const viewer = await userWith(t.app, { 'applicant-tracker': ['view'] });
    expect((await list('archived=1', viewer.token)).status).toBe(403);
    expect((await list('', viewer.token)).status).toBe(200);
    const archivist = await userWith(t.app, { 'applicant-tracker': ['view'], 'archived-items': ['view'] });
    expect((await list('archived=1', archivist.token)).status).toBe(200);
  });

  it('changes the status of selected rows in bulk and archives them in bulk', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await create({ firstName: 'Bulk', lastName: `${i}` })).body.data.id);
    const noReason = await call(t.app, 'POST', '/api/applicants/status', {
      token: admin,
      body: { ids, status: 'declined' },
    });
    expect(noReason.status).toBe(400);
    const res = await call(t.app, 'POST', '/api/applicants/status', {
      token: admin,
      body: { ids, status: 'declined', reason: 'DEC006' },
    });
    expect(res.body.data.updated).toBe(3);
    expect((await list('search=bulk&reason=DEC006')).body.data.items).toHaveLength(3);
    expect(
      (await call(t.app, 'POST', '/api/applicants/archive', { token: admin, body: { ids } })).body.data
        .updated,
    ).toBe(3);
    expect((await list('search=bulk')).body.data.items).toHaveLength(0);
  });

  it('scopes by line of business and hides small-teams lines without small_teams', async () => {
    const inA = (await create({ firstName: 'Scope', lastName: 'A', lobId: lobA })).body.data.id;
    const inB = (await create({ firstName: 'Scope', lastName: 'B', lobId: lobB })).body.data.id;
    const small = (await create({ firstName: 'Scope', lastName: 'Small', lobId: lobSmall })).body.data.id;
    const userA = await userWith(
      t.app,
      { 'applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    const ids = (await list('search=scope', userA.token)).body.data.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([inA]);
    expect((await call(t.app, 'GET', `/api/applicants/get/${inB}`, { token: userA.token })).status).toBe(404);
    expect((await create({ lobId: lobB }, userA.token)).status).toBe(400);
    const csv = (await call(t.app, 'GET', '/api/applicants/export?search=scope', { token: userA.token }))
      .text;
    expect(csv).toContain(inA);
    expect(csv).not.toContain(inB);
    const noSmall = await userWith(t.app, { 'applicant-tracker': ['view'] });
    const seen = (await list('search=scope', noSmall.token)).body.data.items.map((i: { id: string }) => i.id);
    expect(seen).toContain(inB);
    expect(seen).not.toContain(small);
    expect((await call(t.app, 'GET', `/api/applicants/get/${small}`, { token: noSmall.token })).status).toBe(
      404,
    );
    const withSmall = await userWith(t.app, { 'applicant-tracker': ['view', 'small_teams'] });
    expect(
      (await list('search=scope', withSmall.token)).body.data.items.map((i: { id: string }) => i.id),
    ).toContain(small);
  });

  it('refuses a scoped user an applicant without a line of business in scope, and saves nothing', async () => {
    // Issue 10, finding 5: this answered 404 "Applicant not found" with the row saved.
    const userA = await userWith(
      t.app,
      { 'applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    const before = { applicants: await countOf('applicants'), audit: await countOf('audit_log') };
    for (const body of [{}, { lobId: null }, { lobId: lobB }, { lobId: lobSmall }]) {
      const res = await create({ firstName: 'Partial', lastName: 'Write', ...body }, userA.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.join(' ')).toMatch(/^lobId: /);
    }
    expect({ applicants: await countOf('applicants'), audit: await countOf('audit_log') }).toEqual(before);
    const ok = await create({ firstName: 'Partial', lastName: 'Write', lobId: lobA }, userA.token);
    expect(ok.status).toBe(200);
    // Nor may they move one of theirs out of every line they can see.
    const cleared = await call(t.app, 'POST', `/api/applicants/update/${ok.body.data.id}`, {
      token: userA.token,
      body: { lobId: null },
    });
    expect(cleared.status).toBe(400);
    expect(
      (await call(t.app, 'GET', `/api/applicants/get/${ok.body.data.id}`, { token: userA.token })).body.data
        .lob.id,
    ).toBe(lobA);
    expect(await countOf('applicants')).toBe(before.applicants + 1);
  });

  it('flags possible duplicates by email or phone', async () => {
    const a = (
      await create({ firstName: 'Dup', lastName: 'One', email: 'dup@example.com', phone: '0917 123 4567' })
    ).body.data;
    const b = (await create({ firstName: 'Dup', lastName: 'Two', email: 'DUP@example.com' })).body.data;
    const c = (await create({ firstName: 'Dup', lastName: 'Three', phone: '+0917-123-4567' })).body.data;
    const dups = (await call(t.app, 'GET', `/api/applicants/get/${a.id}`, { token: admin })).body.data
      .possibleDuplicates;
    expect(dups.map((d: { id: string; matchedOn: string[] }) => [d.id, d.matchedOn]).sort()).toEqual(
      [
        [b.id, ['email']],
        [c.id, ['phone']],
      ].sort(),
    );
  });
});

describe('manual applicant export', () => {
  it('streams 10,000 rows that parse back intact, with formula cells defused', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into applicants (first_name, last_name, email, phone, phone_digits, notes, source, status, created_at)
      select
        case when i % 10 = 0 then '=HYPERLINK("http://evil","x")' else 'Bulk, "Quoted"' end,
        'Row ' || i,
        'export' || i || '@example.com',
        case when i % 7 = 0 then '+1 555 ' || i else '555-' || i end,
        '555' || i,
        case when i % 3 = 0 then E'line one\nline two' when i % 5 = 0 then '@SUM(A1)' else '-2+3' end,
        'job-board', 'incomplete', now() - (i || ' seconds')::interval
      from generate_series(1, 10000) as i`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/applicants/export?source=job-board&search=export',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="manual-applicants-/);
    const rows = parse(res.body, { bom: true, columns: true, relax_column_count: false }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(10000);
    const byEmail = new Map(rows.map((r) => [r.Email, r]));
    expect(byEmail.size).toBe(10000);
    expect(new Set(rows.map((r) => r.ID)).size).toBe(10000);
    for (let i = 1; i <= 10000; i++) {
      const r = byEmail.get(`export${i}@example.com`);
      expect(r, `row ${i}`).toBeDefined();
      expect(r!['Last name']).toBe(`Row ${i}`);
      expect(r!['First name']).toBe(i % 10 === 0 ? `'=HYPERLINK("http://evil","x")` : 'Bulk, "Quoted"');
      expect(r!.Phone).toBe(i % 7 === 0 ? `'+1 555 ${i}` : `555-${i}`);
      expect(r!.Notes).toBe(i % 3 === 0 ? 'line one\nline two' : i % 5 === 0 ? "'@SUM(A1)" : "'-2+3");
      expect(r!.Source).toBe('Job board');
    }
    // No cell of the document starts with a live formula character.
    for (const r of rows) for (const v of Object.values(r)) expect(/^[=+\-@]/.test(v)).toBe(false);
  }, 180_000);
});
