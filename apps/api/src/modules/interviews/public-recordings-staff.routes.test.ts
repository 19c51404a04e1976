import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { uploadsServiceFor } from '../uploads';
import { recording, split } from './video.test-helper';

let t: TestApp;
let admin: string;
/** Sees every recording (video results view) but may not delete others'. */
let reviewer: Awaited<ReturnType<typeof userWith>>;
/** Neither permission: sees and deletes only the recordings they made. */
let maker: Awaited<ReturnType<typeof userWith>>;
let other: Awaited<ReturnType<typeof userWith>>;

const LIST = '/api/public-recordings/staff/list';
const EXPORT = '/api/public-recordings/staff/export';
const del = (id: string, token?: string) =>
  call(t.app, 'DELETE', `/api/public-recordings/delete/${id}`, { token });

const create = async (name: string, token?: string) => {
  const res = await call(t.app, 'POST', '/api/public-recordings/create', {
    token,
    body: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, consent: true },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { id: string; uploadToken: string; name: string };
};

interface Row {
  id: string;
  name: string;
  status: string;
  canDelete: boolean;
  createdByName: string | null;
}
const page = async (token: string, query: string) => {
  const res = await call<{ data: { items: Row[]; paginationKey: string | null } }>(
    t.app,
    'GET',
    `${LIST}?${query}`,
    { token },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
/** Walks every page of a list with `limit`, answering the rows in the order they came. */
const walk = async (token: string, query: string, limit: number) => {
  const rows: Row[] = [];
  let key: string | null = null;
  do {
    const p: { items: Row[]; paginationKey: string | null } = await page(
      token,
      `${query}&limit=${limit}${key ? `&paginationKey=${key}` : ''}`,
    );
    expect(p.items.length).toBeLessThanOrEqual(limit);
    rows.push(...p.items);
    key = p.paginationKey;
  } while (key);
  return rows;
};

/** RFC 4180 (quoted cells, doubled quotes, CRLF rows) back into rows of cells. */
const parseCsv = (text: string) => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
};

const made: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  reviewer = await userWith(t.app, { 'video-question-results': ['view'] });
  maker = await userWith(t.app, { 'typing-tests': ['view'] });
  other = await userWith(t.app, { 'typing-tests': ['view'] });
  // 12 by the maker (4 share one creation time: ties are broken by id), 2 by someone else, 1 by a guest.
  for (const n of [
    'Ana',
    'bob',
    'Cleo',
    'Dev',
    'Eve',
    'Finn',
    'Gus',
    'Hana',
    'Ivo',
    'Jo',
    'Kai',
    '=HYPERLINK(1)',
  ])
    made[n] = (await create(n, maker.token)).id;
  for (const n of ['Olga', 'Otto']) made[n] = (await create(n, other.token)).id;
  made.Guest = (await create('Guest')).id;
  await t.app.database.db.execute(
    sql`update public_recordings set created_at = '2026-03-01T10:00:00Z' where id in (${made.Cleo}, ${made.Dev}, ${made.Eve}, ${made.Finn})`,
  );
  await t.app.database.db.execute(
    sql`update public_recordings set created_at = '2026-01-15T08:00:00Z' where id = ${made.Ana}`,
  );
  await t.app.database.db.execute(
    sql`update video_answers set status = 'expired' where public_recording_id in (${made.bob}, ${made.Gus})`,
  );
});
afterAll(() => t.close());

describe('the staff list of public recordings', () => {
  it('pages with a keyset: every row once, in order, whatever the page size and sort', async () => {
    const all = await walk(reviewer.token, 'sort=-createdAt', 100);
    expect(all).toHaveLength(15);
    for (const limit of [1, 4, 7]) {
      for (const sort of ['-createdAt', 'createdAt', 'name', '-name']) {
        const rows = await walk(reviewer.token, `sort=${sort}`, limit);
        const ids = rows.map((r) => r.id);
        expect(new Set(ids).size, `${sort} by ${limit}`).toBe(ids.length);
        expect(ids.sort()).toEqual(all.map((r) => r.id).sort());
      }
    }
    const byName = (await walk(reviewer.token, 'sort=name', 5)).map((r) => r.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it('lists only their own to staff without the video results permission, all to staff with it', async () => {
    const mine = await walk(maker.token, 'sort=-createdAt', 5);
    expect(mine).toHaveLength(12);
    expect(mine.every((r) => r.canDelete && /^Test User \d+$/.test(r.createdByName ?? ''))).toBe(true);
    expect((await walk(other.token, 'sort=name', 5)).map((r) => r.name)).toEqual(['Olga', 'Otto']);
    const seen = await walk(reviewer.token, 'sort=name', 100);
    expect(seen.find((r) => r.name === 'Guest')).toMatchObject({ createdByName: null, canDelete: false });
    // Admin may delete any.
    expect((await walk(admin, 'sort=name', 100)).every((r) => r.canDelete)).toBe(true);
  });

  it('filters by search, status and creation day (the same filters the URL keeps)', async () => {
    expect((await page(reviewer.token, 'search=OTT')).items.map((r) => r.name)).toEqual(['Otto']);
    expect((await page(reviewer.token, 'search=hana%40example')).items.map((r) => r.name)).toEqual(['Hana']);
    expect(
      (await page(reviewer.token, 'status=expired&sort=name')).items.map((r) => r.name.toLowerCase()),
    ).toEqual(['bob', 'gus']);
    expect((await page(reviewer.token, 'status=expired,pending')).items).toHaveLength(15);
    expect(
      (await page(reviewer.token, 'createdFrom=2026-03-01&createdTo=2026-03-01&sort=name')).items.map(
        (r) => r.name,
      ),
    ).toEqual(['Cleo', 'Dev', 'Eve', 'Finn']);
    expect((await page(reviewer.token, 'createdTo=2026-02-01')).items.map((r) => r.name)).toEqual(['Ana']);
  });

  it('refuses bad input with 400 and strangers with 401', async () => {
    for (const q of ['sort=email', 'status=lost', 'paginationKey=bm9wZQ', 'limit=0', 'createdFrom=yesterday'])
      expect((await call(t.app, 'GET', `${LIST}?${q}`, { token: reviewer.token })).status, q).toBe(400);
    // A key issued for one sort is refused under another.
    const first = await page(reviewer.token, 'sort=name&limit=2');
    const res = await call(t.app, 'GET', `${LIST}?sort=-createdAt&paginationKey=${first.paginationKey}`, {
      token: reviewer.token,
    });
    expect(res.status).toBe(400);
    expect((await call(t.app, 'GET', LIST)).status).toBe(401);
    expect((await call(t.app, 'GET', EXPORT)).status).toBe(401);
  });

  it('exports the filtered list as CSV that parses back to the same rows, formulas defused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${EXPORT}?sort=name`,
      headers: { authorization: `Bearer ${maker.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="public-recordings-/);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Name',
      'Email',
      'Status',
      'Duration (s)',
      'Started by',
      'Created at',
      'Deleted after',
    ]);
    const listed = await walk(maker.token, 'sort=name', 100);
    expect(rows.map((r) => r[0])).toEqual(
      listed.map((r) => (r.name.startsWith('=') ? `'${r.name}` : r.name)),
    );
    expect(rows.find((r) => r[0] === 'Ana')?.[2]).toBe('Not recorded yet');
    const filtered = parseCsv(
      (
        await t.app.inject({
          method: 'GET',
          url: `${EXPORT}?status=expired&sort=name`,
          headers: { authorization: `Bearer ${reviewer.token}` },
        })
      ).body.replace(/^\uFEFF/, ''),
    );
    expect(filtered.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['bob', 'Deleted after the retention period'],
      ['Gus', 'Deleted after the retention period'],
    ]);
  });
});

describe('deleting a public recording', () => {
  it('its maker deletes it: the video leaves storage, the row goes, the deletion is audited', async () => {
    const rec = await create('Uploaded', maker.token);
    const file = recording();
    const parts = split(file, 16_384);
    for (const [i, p] of parts.entries())
      await call(t.app, 'PUT', `/api/video-answers/${rec.uploadToken}/chunks/${i}`, {
        body: p,
        headers: { 'content-type': 'application/octet-stream' },
      });
    await call(t.app, 'POST', `/api/video-answers/${rec.uploadToken}/complete`, {
      body: { chunkCount: parts.length, totalBytes: file.length, mimeType: 'video/webm', durationMs: 2000 },
    });
    await t.app.jobs.runOnce();
    const keys = (
      await queryRows<{ storage_key: string }>(
        t.app.database.db,
        sql`select c.storage_key from video_answer_chunks c join video_answers a on a.id = c.answer_id
            where a.public_recording_id = ${rec.id}`,
      )
    ).map((k) => k.storage_key);
    expect(keys.length).toBeGreaterThan(0);
    const storage = uploadsServiceFor(t.app.deps).storage.adapter;
    for (const k of keys) expect(await storage.stat(k)).toBeTruthy();

    const res = await del(rec.id, maker.token);
    expect(res.status, res.text).toBe(200);
    await t.app.jobs.runOnce();
    for (const k of keys) expect(await storage.stat(k)).toBeFalsy();
    expect((await page(maker.token, 'search=Uploaded')).items).toEqual([]);
    expect((await call(t.app, 'GET', `/api/video-answers/${rec.uploadToken}`)).status).toBe(404);
    const audits = await queryRows<{ actor_id: string; diff: { name: string } }>(
      t.app.database.db,
      sql`select actor_id, diff from audit_log where action = 'delete' and entity_type = 'public-recording' and entity_id = ${rec.id}`,
    );
    expect(audits).toEqual([
      expect.objectContaining({
        actor_id: maker.userId,
        diff: expect.objectContaining({ name: 'Uploaded' }),
      }),
    ]);
    // Gone: a second delete is 404.
    expect((await del(rec.id, maker.token)).status).toBe(404);
  });

  it("someone else's recording is 404 outside the caller's list, 403 inside it without the delete permission", async () => {
    // Not in the other user's list: as if it did not exist.
    expect((await del(made.Hana!, other.token)).status).toBe(404);
    // The reviewer sees it but may not delete it.
    const refused = await del(made.Hana!, reviewer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/only the recordings you made/);
    expect((await page(reviewer.token, 'search=Hana')).items).toHaveLength(1);
    // Missing ids, bad ids, no session.
    expect((await del('00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect((await del('not-an-id', admin)).status).toBe(400);
    expect((await del(made.Hana!)).status).toBe(401);
    // The video questions delete permission deletes anyone's (a guest's too).
    const deleter = await userWith(t.app, {
      'video-question-results': ['view'],
      'video-questions': ['view', 'delete'],
    });
    expect((await del(made.Guest!, deleter.token)).status).toBe(200);
    expect((await del(made.Hana!, admin)).status).toBe(200);
    expect((await walk(reviewer.token, 'sort=name', 100)).map((r) => r.name)).not.toContain('Hana');
  });
});
