import { mentionToken } from '@ats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let applicantA: string;
let applicantB: string;
let reqApplicant: string;
type User = Awaited<ReturnType<typeof userWith>>;
let author: User;
let colleague: User;
let otherLob: User;
let viewerOnlyReq: User;

const ref = (applicantId: string, applicantKind: 'manual' | 'requisition' = 'manual') => ({
  applicantKind,
  applicantId,
});
const query = (r: { applicantKind: string; applicantId: string }) =>
  `applicantKind=${r.applicantKind}&applicantId=${r.applicantId}`;
const newLob = async (name: string) =>
  (
    await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name, clientName: 'Notes Co', lineType: 'bpo', country: 'philippines' },
    })
  ).body.data.id as string;
const newApplicant = async (lobId: string, firstName: string) =>
  (
    await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: {
        firstName,
        lastName: 'Notes',
        email: `${firstName.toLowerCase()}@example.com`,
        source: 'referral',
        lobId,
      },
    })
  ).body.data.id as string;
const listNotes = (token: string, r = ref(applicantA)) =>
  call(t.app, 'GET', `/api/notes/list?${query(r)}`, { token });
const addNote = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/notes/create', { token, body: { ...ref(applicantA), ...body } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('Notes A');
  lobB = await newLob('Notes B');
  applicantA = await newApplicant(lobA, 'Ottoline');
  applicantB = await newApplicant(lobB, 'Barnaby');
  const req = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: { name: 'Notes class', lobId: lobA, jobTitle: { jobTitle: 'Agent', location: 'Cebu' } },
  });
  reqApplicant = (
    await call(t.app, 'POST', '/api/requisitions/applicant/create', {
      token: admin,
      body: {
        requisitionId: req.body.data.id,
        firstName: 'Rowena',
        lastName: 'Req',
        email: 'rowena@example.com',
      },
    })
  ).body.data.id;
  const trackers = { 'applicant-tracker': ['view', 'edit'], 'req-applicant-tracker': ['view'] } as const;
  author = await userWith(t.app, trackers, { linesOfBusiness: [lobA] });
  colleague = await userWith(t.app, trackers, { linesOfBusiness: [lobA] });
  otherLob = await userWith(t.app, trackers, { linesOfBusiness: [lobB] });
  viewerOnlyReq = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
});
afterAll(() => t.close());

const nameOf = (u: User) => ({ id: u.userId, name: 'Anyone' });

describe('notes', () => {
  it('a note mentioning a colleague notifies them in the app and queues an email', async () => {
    const body = `Strong on the phone screen, ${mentionToken(nameOf(colleague))} please call her.`;
    const created = await addNote(author.token, { body, about: 'candidate' });
    expect(created.status).toBe(200);
    const note = created.body.data;
    // The token carries the user's real name, whatever the editor sent.
    expect(note.body).toContain('@[Test User');
    expect(note.mentions).toEqual([{ id: colleague.userId, name: expect.stringMatching(/^Test User/) }]);
    expect(note.body).not.toContain('@[Anyone]');
    expect(note.mine).toBe(true);

    const bell = await call(t.app, 'GET', '/api/notifications/list', { token: colleague.token });
    expect(bell.status).toBe(200);
    expect(bell.body.data.unread).toBe(1);
    const [n] = bell.body.data.items;
    expect(n.title).toMatch(/mentioned you in a note on Ottoline Notes/);
    expect(n.body).toContain('please call her');
    expect(n.link).toBe(`/talent-discovery/applicant-tracker/${applicantA}`);

    const mail = (await listOutbox(t.app.database.db, colleague.email)).filter((m) =>
      m.subject.includes('mentioned you'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/mentioned you in a note on Ottoline Notes/);
    expect(mail[0]!.text).toContain(`/talent-discovery/applicant-tracker/${applicantA}`);
    expect(mail[0]!.text).toContain('please call her');

    // The author is not notified of their own note.
    expect(
      (await call(t.app, 'GET', '/api/notifications/list', { token: author.token })).body.data.unread,
    ).toBe(0);

    const read = await call(t.app, 'POST', '/api/notifications/read', {
      token: colleague.token,
      body: { ids: [n.id] },
    });
    expect(read.body.data.unread).toBe(0);
    const after = await call(t.app, 'GET', '/api/notifications/list', { token: colleague.token });
    expect(after.body.data.items[0].read).toBe(true);
  });

  it('private notes are seen by their author only', async () => {
    const mine = await addNote(author.token, {
      body: 'Salary expectations seem high',
      visibility: 'private',
    });
    expect(mine.status).toBe(200);
    const shared = await addNote(author.token, { body: 'Available from Monday' });
    const ownList = (await listNotes(author.token)).body.data.map((n: { id: string }) => n.id);
    expect(ownList).toEqual(expect.arrayContaining([mine.body.data.id, shared.body.data.id]));
    const theirs = (await listNotes(colleague.token)).body.data.map((n: { id: string }) => n.id);
    expect(theirs).toContain(shared.body.data.id);
    expect(theirs).not.toContain(mine.body.data.id);
    // Hidden notes are 404 for everything else, as if they did not exist.
    expect(
      (await call(t.app, 'GET', `/api/notes/history/${mine.body.data.id}`, { token: colleague.token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/api/notes/update/${mine.body.data.id}`, {
          token: colleague.token,
          body: { body: 'x', visibility: 'everyone' },
        })
      ).status,
    ).toBe(404);
  });

  it('a private note cannot mention anyone, and a mention must be able to see the applicant', async () => {
    const before = await listNotes(author.token);
    const priv = await addNote(author.token, {
      body: `hi ${mentionToken(nameOf(colleague))}`,
      visibility: 'private',
    });
    expect(priv.status).toBe(400);
    expect(priv.body.errors).toEqual(['body: a private note cannot mention anyone']);
    const outside = await addNote(author.token, { body: `hi ${mentionToken(nameOf(otherLob))}` });
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0]).toMatch(/cannot see this applicant/);
    const ghost = await addNote(author.token, {
      body: `hi ${mentionToken({ id: '00000000-0000-4000-8000-000000000001', name: 'Ghost' })}`,
    });
    expect(ghost.status).toBe(400);
    expect((await listNotes(author.token)).body.data).toHaveLength(before.body.data.length);
    expect(
      (await call(t.app, 'GET', '/api/notifications/list', { token: otherLob.token })).body.data.unread,
    ).toBe(0);
  });

  it('offers only users who may see the applicant for mentions', async () => {
    const res = await call(t.app, 'GET', `/api/notes/mentionable?${query(ref(applicantA))}&q=test`, {
      token: author.token,
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((u: { id: string }) => u.id);
    expect(ids).toContain(colleague.userId);
    expect(ids).not.toContain(otherLob.userId);
    expect(ids).not.toContain(author.userId);
    expect(ids).not.toContain(viewerOnlyReq.userId);
  });

  it('keeps the edit history; only the author edits or deletes; a new mention notifies once', async () => {
    const created = await addNote(author.token, { body: 'First take', about: 'candidate' });
    const id = created.body.data.id;
    const other = await call(t.app, 'PUT', `/api/notes/update/${id}`, {
      token: colleague.token,
      body: { body: 'Rewritten', visibility: 'everyone' },
    });
    expect(other.status).toBe(403);
    const edited = await call(t.app, 'PUT', `/api/notes/update/${id}`, {
      token: author.token,
      body: { body: `Second take ${mentionToken(nameOf(colleague))}`, visibility: 'everyone' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.edited).toBe(true);
    await call(t.app, 'PUT', `/api/notes/update/${id}`, {
      token: author.token,
      body: { body: `Third take ${mentionToken(nameOf(colleague))}`, visibility: 'everyone' },
    });
    const history = await call(t.app, 'GET', `/api/notes/history/${id}`, { token: colleague.token });
    expect(history.body.data.map((r: { body: string }) => r.body.split(' @')[0])).toEqual([
      'Second take',
      'First take',
    ]);
    const mentions = (await call(t.app, 'GET', '/api/notifications/list', { token: colleague.token })).body
      .data.items;
    expect(mentions.filter((n: { body: string }) => n.body.includes('take'))).toHaveLength(1);

    expect((await call(t.app, 'DELETE', `/api/notes/delete/${id}`, { token: colleague.token })).status).toBe(
      403,
    );
    expect((await call(t.app, 'DELETE', `/api/notes/delete/${id}`, { token: author.token })).status).toBe(
      200,
    );
    expect((await listNotes(author.token)).body.data.map((n: { id: string }) => n.id)).not.toContain(id);
  });

  it('is scoped like the trackers: other lines of business and other trackers see nothing', async () => {
    expect((await listNotes(otherLob.token)).status).toBe(404);
    expect((await listNotes(author.token, ref(applicantB))).status).toBe(404);
    expect((await addNote(otherLob.token, { body: 'sneaky' })).status).toBe(404);
    // Requisition-tracker viewers cannot reach manual applicants.
    expect((await listNotes(viewerOnlyReq.token)).status).toBe(403);
    const onApplication = await call(t.app, 'POST', '/api/notes/create', {
      token: viewerOnlyReq.token,
      body: { ...ref(reqApplicant, 'requisition'), about: 'application', body: 'Good typing score' },
    });
    expect(onApplication.status).toBe(200);
    expect(onApplication.body.data.about).toBe('application');
    const list = await listNotes(author.token, ref(reqApplicant, 'requisition'));
    expect(list.body.data.map((n: { body: string }) => n.body)).toEqual(['Good typing score']);
  });

  it('refuses bad input with 400 and unknown ids with 404', async () => {
    expect((await addNote(author.token, { body: '   ' })).status).toBe(400);
    expect((await addNote(author.token, { body: 'x'.repeat(5001) })).status).toBe(400);
    expect((await addNote(author.token, { body: 'ok', visibility: 'secret' })).status).toBe(400);
    expect((await addNote(author.token, { body: 'nul \u0000' })).status).toBe(400);
    expect(
      (await addNote(author.token, { body: 'ok', applicantId: '00000000-0000-4000-8000-000000000009' }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/notifications/read', { token: author.token, body: {} })).status,
    ).toBe(400);
  });
});
