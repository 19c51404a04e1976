import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;

const TEMPLATE = 'Screen this resume against {{criteria}} for {{jobDescription}}.\n{{resume}}';
const newPrompt = (over: Record<string, unknown> = {}) => ({
  name: `Resume screen ${Math.random().toString(36).slice(2, 8)}`,
  purpose: 'resume-screening',
  description: 'Checks a resume against the requisition',
  definition: TEMPLATE,
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await call(t.app, 'POST', '/api/prompts/create', { token: admin, body: newPrompt(over) });
  expect(res.status).toBe(200);
  return res.body.data;
};

const auditFor = (entityId: string) =>
  queryRows<{ action: string; entity_type: string; diff: Record<string, unknown> }>(
    t.database.db,
    sql`select action, entity_type, diff from audit_log where entity_id = ${entityId} or diff->>'promptId' = ${entityId} order by created_at, id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('prompt library', () => {
  it('creates a prompt with version 1 current, its variables listed, and an audit entry', async () => {
    const p = await create();
    expect(p.versions).toHaveLength(1);
    expect(p.current.versionNumber).toBe(1);
    expect(p.current.isCurrent).toBe(true);
    expect(p.definition).toBe(TEMPLATE);
    expect(p.current.variables).toEqual(['criteria', 'jobDescription', 'resume']);
    expect(p.current.modelSettings).toEqual({ model: '', temperature: 0.2, maxTokens: 1000 });
    expect(p.createdBy.name).toBeTruthy();
    const audit = await auditFor(p.id);
    expect(audit.map((a) => [a.action, a.entity_type])).toEqual([['create', 'prompt']]);
  });

  it('answers 400 naming each unknown template variable, and saves nothing', async () => {
    const name = 'Bad variables';
    const res = await call(t.app, 'POST', '/api/prompts/create', {
      token: admin,
      body: newPrompt({ name, definition: 'Hello {{candidateName}} {{salary}} and {{ mood }}' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.join(' ')).toContain('{{salary}}');
    expect(res.body.errors.join(' ')).toContain('{{mood}}');
    expect(res.body.errors.join(' ')).not.toContain('{{candidateName}}');
    const rows = await queryRows(t.database.db, sql`select 1 from prompts where name = ${name}`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a second prompt with the same name (any case) with 409', async () => {
    const p = await create();
    const res = await call(t.app, 'POST', '/api/prompts/create', {
      token: admin,
      body: newPrompt({ name: p.name.toUpperCase() }),
    });
    expect(res.status).toBe(409);
  });

  it('saves each version as a new immutable version that becomes current', async () => {
    const p = await create();
    const v2 = await call(t.app, 'POST', '/api/prompts/versions/save', {
      token: admin,
      body: {
        promptId: p.id,
        definition: `${TEMPLATE}\nBe brief.`,
        note: 'Shorter',
        modelSettings: { temperature: 0.5 },
      },
    });
    expect(v2.status).toBe(200);
    expect(v2.body.data.versions.map((v: { versionNumber: number }) => v.versionNumber)).toEqual([2, 1]);
    expect(v2.body.data.current.versionNumber).toBe(2);
    expect(v2.body.data.current.note).toBe('Shorter');
    expect(v2.body.data.current.modelSettings.temperature).toBe(0.5);
    const v1 = v2.body.data.versions.find((v: { versionNumber: number }) => v.versionNumber === 1);
    expect(v1.definition).toBe(TEMPLATE);
    const bad = await call(t.app, 'POST', '/api/prompts/versions/save', {
      token: admin,
      body: { promptId: p.id, definition: 'Use {{secret}}' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(' ')).toContain('{{secret}}');
    const after = await call(t.app, 'GET', `/api/prompts/get/${p.id}`, { token: admin });
    expect(after.body.data.versions).toHaveLength(2);
  });

  it('marks an older version current, and refuses to delete the current version with 409', async () => {
    const p = await create();
    const saved = await call(t.app, 'POST', '/api/prompts/versions/save', {
      token: admin,
      body: { promptId: p.id, definition: 'Second {{resume}}' },
    });
    const first = p.current.id;
    const second = saved.body.data.current.id;
    const marked = await call(t.app, 'POST', '/api/prompts/versions/mark-as-current', {
      token: admin,
      body: { promptId: p.id, id: first },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.current.id).toBe(first);
    expect(marked.body.data.definition).toBe(TEMPLATE);
    const refused = await call(t.app, 'DELETE', `/api/prompts/versions/delete/${p.id}/${first}`, {
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/current version/);
    const deleted = await call(t.app, 'DELETE', `/api/prompts/versions/delete/${p.id}/${second}`, {
      token: admin,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.versions.map((v: { id: string }) => v.id)).toEqual([first]);
    const audit = await auditFor(p.id);
    expect(audit.map((a) => `${a.action}:${a.entity_type}`)).toEqual([
      'create:prompt',
      'create:prompt_version',
      'update:prompt',
      'delete:prompt_version',
    ]);
    expect(audit[2]!.diff).toEqual({ currentVersion: [2, 1] });
  });

  it('numbers a version after a deleted one without reusing its number', async () => {
    const p = await create();
    const two = await call(t.app, 'POST', '/api/prompts/versions/save', {
      token: admin,
      body: { promptId: p.id, definition: 'v2' },
    });
    await call(t.app, 'POST', '/api/prompts/versions/mark-as-current', {
      token: admin,
      body: { promptId: p.id, id: p.current.id },
    });
    await call(t.app, 'DELETE', `/api/prompts/versions/delete/${p.id}/${two.body.data.current.id}`, {
      token: admin,
    });
    const three = await call(t.app, 'POST', '/api/prompts/versions/save', {
      token: admin,
      body: { promptId: p.id, definition: 'v3' },
    });
    expect(three.body.data.current.versionNumber).toBe(3);
  });

  it('answers 404 for unknown prompts and versions', async () => {
    const p = await create();
    const missing = '00000000-0000-4000-8000-000000000009';
    expect((await call(t.app, 'GET', `/api/prompts/get/${missing}`, { token: admin })).status).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/api/prompts/versions/mark-as-current', {
          token: admin,
          body: { promptId: p.id, id: missing },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/prompts/versions/delete/${p.id}/${missing}`, { token: admin }))
        .status,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/prompts/get/not-a-uuid', { token: admin })).status).toBe(400);
  });

  it('updates name, purpose and description without touching versions', async () => {
    const p = await create();
    const res = await call(t.app, 'POST', `/api/prompts/update/${p.id}`, {
      token: admin,
      body: { name: `${p.name} (renamed)`, purpose: 'generic', description: 'New words' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: `${p.name} (renamed)`,
      purpose: 'generic',
      description: 'New words',
    });
    expect(res.body.data.versions).toHaveLength(1);
    const audit = await auditFor(p.id);
    expect(audit.at(-1)!.diff).toMatchObject({ purpose: ['resume-screening', 'generic'] });
  });

  it('refuses to delete a prompt a resume profile uses, naming the profile, and deletes it once unused', async () => {
    const p = await create();
    const profile = await call(t.app, 'POST', '/api/resume-profiles/create', {
      token: admin,
      body: { name: 'Agents EN', criteria: {}, prompts: [p.id] },
    });
    expect(profile.status).toBe(200);
    const refused = await call(t.app, 'DELETE', `/api/prompts/delete/${p.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(['Used by resume profile “Agents EN”']);
    const got = await call(t.app, 'GET', `/api/prompts/get/${p.id}`, { token: admin });
    expect(got.body.data.usedBy).toEqual([
      { type: 'resume-profile', id: profile.body.data.id, name: 'Agents EN' },
    ]);
    await call(t.app, 'POST', `/api/resume-profiles/update/${profile.body.data.id}`, {
      token: admin,
      body: { name: 'Agents EN', criteria: {}, prompts: [] },
    });
    const ok = await call(t.app, 'DELETE', `/api/prompts/delete/${p.id}`, { token: admin });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', `/api/prompts/get/${p.id}`, { token: admin })).status).toBe(404);
    const audit = await auditFor(p.id);
    expect(audit.at(-1)).toMatchObject({ action: 'delete', entity_type: 'prompt' });
  });

  it('lists prompts with search, purpose filter and keyset pages', async () => {
    const tag = `List${Date.now()}`;
    for (const [i, purpose] of ['generic', 'writing-evaluation', 'generic'].entries())
      await create({ name: `${tag} ${i}`, purpose });
    const page1 = await call(t.app, 'GET', `/api/prompts/list?search=${tag}&limit=2&sort=name`, {
      token: admin,
    });
    expect(page1.body.data.items.map((i: { name: string }) => i.name)).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(page1.body.data.items[0]).toMatchObject({ currentVersionNumber: 1, versionCount: 1 });
    const page2 = await call(
      t.app,
      'GET',
      `/api/prompts/list?search=${tag}&limit=2&sort=name&paginationKey=${encodeURIComponent(page1.body.data.paginationKey)}`,
      { token: admin },
    );
    expect(page2.body.data.items.map((i: { name: string }) => i.name)).toEqual([`${tag} 2`]);
    expect(page2.body.data.paginationKey).toBeNull();
    const writing = await call(t.app, 'GET', `/api/prompts/list?search=${tag}&purpose=writing-evaluation`, {
      token: admin,
    });
    expect(writing.body.data.items.map((i: { name: string }) => i.name)).toEqual([`${tag} 1`]);
  });

  it('enforces the prompt-library permission per operation', async () => {
    const p = await create();
    const viewer = await userWith(t.app, { 'prompt-library': ['view'] });
    const editor = await userWith(t.app, { 'prompt-library': ['view', 'edit'] });
    const nobody = await userWith(t.app, { requisitions: ['view'] });
    expect((await call(t.app, 'GET', '/api/prompts/list', { token: nobody.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/prompts/get/${p.id}`, { token: viewer.token })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/prompts/create', { token: viewer.token, body: newPrompt() })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/prompts/create', { token: editor.token, body: newPrompt() })).status,
    ).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/prompts/delete/${p.id}`, { token: editor.token })).status).toBe(
      403,
    );
    expect(
      (
        await call(t.app, 'POST', '/api/generate-prompt', {
          token: viewer.token,
          body: { definition: 'Screen resumes for agents' },
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/prompts/list')).status).toBe(401);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await call(t.app, 'POST', '/api/prompts/create', {
      token: admin,
      body: newPrompt({ description: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});
