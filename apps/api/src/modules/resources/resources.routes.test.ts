import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { hashToken } from '../interviews';
import { insertRequisitionApplicant } from '../requisition-applicants';

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

  it('lists candidate resources of the line (and of no line) for a published job or an interview link only', async () => {
    const made = async (title: string, audience: string, lobId?: string) =>
      (await create({ title, url: `https://example.com/${encodeURIComponent(title)}`, audience, lobId })).body
        .data.id as string;
    const forA = await made('Cand A guide', 'candidates', lobA);
    const forAll = await made('Cand all guide', 'candidates');
    await made('Staff A notes', 'staff', lobA);
    await made('Cand B guide', 'candidates', lobB);
    const gone = await made('Cand A old guide', 'candidates', lobA);
    await call(t.app, 'DELETE', `/api/resources/delete/${gone}`, { token: admin });
    const requisition = async (publishStatus: string) => {
      const res = await call(t.app, 'POST', '/api/requisitions/create', {
        token: admin,
        body: {
          name: `Res class ${publishStatus}`,
          lobId: lobA,
          jobTitle: { jobTitle: 'Agent', internalJobCode: 'R-1', location: 'Makati' },
          description: '<p>Work.</p>',
          status: 'opened',
          publishStatus,
        },
      });
      expect(res.status, res.text).toBe(200);
      return res.body.data.id as string;
    };
    const published = await requisition('published');
    const unpublished = await requisition('unpublished');
    const candidate = (query: string) => call(t.app, 'GET', `/api/resources/candidate?${query}`);

    const byJob = await candidate(`requisitionId=${published}`);
    expect(byJob.status).toBe(200);
    const ids = byJob.body.data.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(forA);
    expect(ids).toContain(forAll);
    expect(ids).not.toContain(gone);
    expect(byJob.body.data.items.map((r: { title: string }) => r.title)).not.toContain('Staff A notes');
    expect(byJob.body.data.items.map((r: { title: string }) => r.title)).not.toContain('Cand B guide');
    expect(Object.keys(byJob.body.data.items[0]).sort()).toEqual(['description', 'id', 'title', 'url']);

    // An interview link of an applicant of that requisition: the same list.
    const applicantId = await insertRequisitionApplicant(t.database.db, {
      requisitionId: published,
      firstName: 'Res',
      lastName: 'Candidate',
      email: 'res.candidate@example.com',
      status: 'incomplete',
    });
    const token = randomBytes(32).toString('base64url');
    await t.database.db.execute(sql`insert into applicant_interviews
      (type, status, requisition_applicant_id, reference_id, token_nonce, token_hash, expires_at)
      values ('typing-assessment', 'sent', ${applicantId}, ${randomUUID()}, 'n', ${hashToken(token)}, now() + interval '7 days')`);
    const byLink = await candidate(`interviewToken=${token}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body.data.items.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());

    // Guesses and unpublished jobs learn nothing; bad input is a 400.
    expect((await candidate(`requisitionId=${unpublished}`)).status).toBe(404);
    expect((await candidate(`requisitionId=${randomUUID()}`)).status).toBe(404);
    expect((await candidate(`interviewToken=${randomBytes(32).toString('base64url')}`)).status).toBe(404);
    expect((await candidate('interviewToken=short')).status).toBe(400);
    expect((await candidate('')).status).toBe(400);
    expect((await candidate(`requisitionId=${published}&interviewToken=${token}`)).status).toBe(400);
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
