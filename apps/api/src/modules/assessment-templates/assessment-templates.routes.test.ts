import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { DEFAULT_LANGUAGE_TEMPLATE, DEFAULT_WRITING_TEMPLATE } from './default-templates';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const create = (body: unknown, token = admin) =>
  call(t.app, 'POST', '/api/assessment-templates/create', { token, body });

describe('assessment templates', () => {
  it('creates the default language and writing templates, lists them by kind with keyset pages, and audits writes', async () => {
    const lang = await create(DEFAULT_LANGUAGE_TEMPLATE);
    expect(lang.status, lang.text).toBe(200);
    expect(lang.body.data).toMatchObject({ kind: 'language', language: 'en', sentCount: 0 });
    expect(lang.body.data.body.sections).toHaveLength(5);
    const writing = await create(DEFAULT_WRITING_TEMPLATE);
    expect(writing.status, writing.text).toBe(200);
    for (let i = 0; i < 3; i++) await create({ ...DEFAULT_WRITING_TEMPLATE, name: `Writing ${i}` });

    const names: string[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const page: {
        status: number;
        body: { data: { items: { kind: string; name: string }[]; paginationKey: string | null } };
      } = await call(
        t.app,
        'GET',
        `/api/assessment-templates/list?kind=writing&limit=2${key ? `&paginationKey=${key}` : ''}`,
        { token: admin },
      );
      expect(page.status).toBe(200);
      expect(page.body.data.items.length).toBeLessThanOrEqual(2);
      expect(page.body.data.items.every((i: { kind: string }) => i.kind === 'writing')).toBe(true);
      names.push(...page.body.data.items.map((i: { name: string }) => i.name));
      key = page.body.data.paginationKey;
      pages++;
    } while (key);
    expect(pages).toBe(2);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);

    const audit = await queryRows<{ action: string }>(
      t.app.database.db,
      sql`select action from audit_log where entity_type = 'assessment_template' and entity_id = ${lang.body.data.id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses invalid templates with every problem named', async () => {
    const bad = await create({
      ...DEFAULT_LANGUAGE_TEMPLATE,
      sections: [
        {
          id: 'r',
          type: 'reading',
          title: 'Reading',
          passage: '',
          questions: [{ id: 'q1', prompt: 'Why?', options: ['a', 'b'], correct: 3 }],
        },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/reading section needs a passage/);
    expect(bad.text).toMatch(/right answer must be one of the options/);
    const words = await create({ ...DEFAULT_WRITING_TEMPLATE, minWords: 200, maxWords: 100 });
    expect(words.status).toBe(400);
    expect(words.text).toMatch(/maximum must be more than the minimum/);
  });

  it('updates a template but never changes its kind', async () => {
    const { body } = await create({ ...DEFAULT_WRITING_TEMPLATE, name: 'To edit' });
    const id = body.data.id;
    const ok = await call(t.app, 'PUT', `/api/assessment-templates/update/${id}`, {
      token: admin,
      body: { ...DEFAULT_WRITING_TEMPLATE, name: 'Edited', minWords: 100 },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Edited', body: { minWords: 100 } });
    const kind = await call(t.app, 'PUT', `/api/assessment-templates/update/${id}`, {
      token: admin,
      body: DEFAULT_LANGUAGE_TEMPLATE,
    });
    expect(kind.status).toBe(409);
  });

  it('enforces view / edit / delete on the server', async () => {
    const viewer = await userWith(t.app, { 'assessment-templates': ['view'] });
    expect((await call(t.app, 'GET', '/api/assessment-templates/list', { token: viewer.token })).status).toBe(
      200,
    );
    expect((await create(DEFAULT_WRITING_TEMPLATE, viewer.token)).status).toBe(403);
    const { body } = await create({ ...DEFAULT_WRITING_TEMPLATE, name: 'To delete' });
    const del = (token: string) =>
      call(t.app, 'DELETE', `/api/assessment-templates/delete/${body.data.id}`, { token });
    expect((await del(viewer.token)).status).toBe(403);
    expect((await del(admin)).status).toBe(200);
    expect((await del(admin)).status).toBe(404);
  });
});
