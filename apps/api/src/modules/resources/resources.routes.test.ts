import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
const newLob = async (name: string) =>
  (
    await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name, clientName: 'Res Co', lineType: 'bpo', country: 'philippines' },
    })
  ).body.data.id as string;
const create = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/resources/create', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('Res A');
  lobB = await newLob('Res B');
});
afterAll(() => t.close());

describe('resources', () => {
  it('creates, lists, updates and archives a link resource, with audit entries', async () => {
    const res = await create({
      title: 'How to prepare for your video interview',
      url: 'https://example.com/video-guide',
      audience: 'candidates',
      lobId: lobA,
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({
      audience: 'candidates',
      lobName: 'Res A',
      file: null,
      archived: false,
    });
    const updated = await call(t.app, 'POST', `/api/resources/update/${id}`, {
      token: admin,
      body: {
        title: 'Video interview guide',
        url: 'https://example.com/video-guide',
        audience: 'candidates',
        lobId: lobA,
      },
    });
    expect(updated.body.data.title).toBe('Video interview guide');
    const listed = await call(t.app, 'GET', '/api/resources/list?audience=candidates', { token: admin });
    expect(listed.body.data.items.map((r: { id: string }) => r.id)).toContain(id);

    expect(
      (await call(t.app, 'DELETE', `/api/resources/delete/${id}`, { token: admin })).body.data.archived,
    ).toBe(true);
    const live = await call(t.app, 'GET', '/api/resources/list', { token: admin });
    expect(live.body.data.items.map((r: { id: string }) => r.id)).not.toContain(id);
    const archived = await call(t.app, 'GET', '/api/resources/list?archived=1', { token: admin });
    expect(archived.body.data.items.map((r: { id: string }) => r.id)).toContain(id);
    await call(t.app, 'POST', `/api/resources/unarchive/${id}`, { token: admin });

    const log = await call(t.app, 'GET', `/api/audit-log/list?entityType=resource&entityId=${id}`, {
      token: admin,
    });
    expect(log.body.data.items.map((e: { action: string }) => e.action)).toEqual([
      'unarchive',
      'archive',
      'update',
      'create',
    ]);
  });

  it('needs exactly one of a link or a file, and an http(s) link', async () => {
    expect((await create({ title: 'Nothing' })).status).toBe(400);
    expect(
      (await create({ title: 'Both', url: 'https://x.example', fileKey: 'staff/document/x/a.pdf' })).status,
    ).toBe(400);
    expect((await create({ title: 'Script', url: 'javascript:alert(1)' })).status).toBe(400);
    const unknownFile = await create({ title: 'Ghost file', fileKey: 'staff/document/none/a.pdf' });
    expect(unknownFile.status).toBe(400);
    expect(unknownFile.body.errors).toContain('fileKey: upload not found');
  });

  it('shows a line’s resources only to callers who see that line; others get 404', async () => {
    const forB = (await create({ title: 'B only', url: 'https://b.example', lobId: lobB })).body.data.id;
    const everyone = (await create({ title: 'All lines', url: 'https://all.example' })).body.data.id;
    const scoped = await userWith(t.app, { resources: ['view', 'edit'] }, { linesOfBusiness: [lobA] });
    const ids = (
      await call(t.app, 'GET', '/api/resources/list?limit=100', { token: scoped.token })
    ).body.data.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(everyone);
    expect(ids).not.toContain(forB);
    expect((await call(t.app, 'GET', `/api/resources/get/${forB}`, { token: scoped.token })).status).toBe(
      404,
    );
    // A scoped user files resources under their own lines only.
    expect(
      (await create({ title: 'Mine', url: 'https://a.example', lobId: lobB }, scoped.token)).status,
    ).toBe(400);
    expect((await create({ title: 'Mine', url: 'https://a.example' }, scoped.token)).status).toBe(400);
    expect(
      (await create({ title: 'Mine', url: 'https://a.example', lobId: lobA }, scoped.token)).status,
    ).toBe(200);
  });

  it('enforces view, edit and delete', async () => {
    const viewer = await userWith(t.app, { resources: ['view'] });
    expect((await call(t.app, 'GET', '/api/resources/list', { token: viewer.token })).status).toBe(200);
    expect((await create({ title: 'No', url: 'https://no.example' }, viewer.token)).status).toBe(403);
    const id = (await create({ title: 'Keep', url: 'https://keep.example' })).body.data.id;
    expect((await call(t.app, 'DELETE', `/api/resources/delete/${id}`, { token: viewer.token })).status).toBe(
      403,
    );
    const none = await userWith(t.app, { 'user-management': ['view'] });
    expect((await call(t.app, 'GET', '/api/resources/list', { token: none.token })).status).toBe(403);
  });
});
