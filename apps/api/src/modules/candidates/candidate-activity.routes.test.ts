import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

interface Item {
  type: string;
  id: string;
  at: string;
  application: { kind: string; id: string; label: string };
  title: string;
  detail: string;
  by: string | null;
  startsAt: string | null;
}

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let reqA: { id: string; uid: string };
let m: string;
let rA: string;
let rB: string;
let colleague: { token: string; userId: string };

const lob = async (name: string) =>
  (
    await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name, clientName: 'Activity Co', lineType: 'bpo', country: 'philippines' },
    })
  ).body.data.id as string;
const requisition = async (lobId: string, name: string) => {
  const res = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: { name, lobId, startDate: '2027-03-01', jobTitle: { jobTitle: 'Agent', location: 'Cebu' } },
  });
  if (res.status !== 200) throw new Error(res.text);
  return { id: res.body.data.id as string, uid: res.body.data.requisitionUid as string };
};
const applied = async (requisitionId: string) => {
  const res = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
    token: admin,
    body: { requisitionId, firstName: 'Ada', lastName: 'Activity', email: 'ada.activity@example.com' },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const note = async (
  applicantKind: 'manual' | 'requisition',
  applicantId: string,
  body: string,
  extra: Record<string, unknown> = {},
  token = admin,
) => {
  const res = await call(t.app, 'POST', '/api/notes/create', {
    token,
    body: { applicantKind, applicantId, body, ...extra },
  });
  if (res.status !== 200) throw new Error(res.text);
};
const activity = (kind: string, applicantId: string, token = admin, extra = '') =>
  call(t.app, 'GET', `/api/candidates/activity?kind=${kind}&applicantId=${applicantId}${extra}`, { token });
const all = async (kind: string, applicantId: string, token = admin, extra = '') => {
  const res = await activity(kind, applicantId, token, `&limit=100${extra}`);
  expect(res.status).toBe(200);
  return res.body.data as { items: Item[]; paginationKey: string | null; hiddenCount: number };
};

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  admin = await adminToken(t.app);
  lobA = await lob('Activity A');
  lobB = await lob('Activity B');
  reqA = await requisition(lobA, 'Activity voice');
  const reqB = await requisition(lobB, 'Activity chat');
  const created = await call(t.app, 'POST', '/api/applicants/create', {
    token: admin,
    body: { firstName: 'Ada', lastName: 'Activity', email: 'Ada.Activity@example.com', lobId: lobA },
  });
  m = created.body.data.id;
  rA = await applied(reqA.id);
  rB = await applied(reqB.id);
  colleague = await userWith(t.app, {
    'applicant-tracker': ['view', 'edit'],
    'req-applicant-tracker': ['view', 'edit'],
  });

  await note('manual', m, 'Met at the job fair');
  await note('requisition', rB, 'Chat team liked her', { about: 'application' });
  await note('requisition', rA, 'My private doubt', { visibility: 'private' }, colleague.token);

  const template = await call(t.app, 'POST', '/api/email-templates/create', {
    token: admin,
    body: {
      name: 'Activity invite',
      purpose: 'invitation',
      language: 'en',
      subject: 'Hello {{first_name}}',
      body: 'About {{job_title}}.',
    },
  });
  const sent = await call(t.app, 'POST', '/api/candidate-emails/send', {
    token: admin,
    body: { kind: 'requisition', applicantId: rA, templateId: template.body.data.id },
  });
  if (sent.status !== 200) throw new Error(sent.text);

  // A resume on the manual applicant, and a finished typing test and a scheduled interview.
  const [upload] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into uploads (key, kind, ext, file_name, content_type, status)
        values (${`staff/resume/${randomUUID()}/ada.pdf`}, 'resume', 'pdf', 'ada-cv.pdf', 'application/pdf', 'verified')
        returning id`,
  );
  await queryRows(t.database.db, sql`update applicants set resume_upload_id = ${upload!.id} where id = ${m}`);
  await queryRows(
    t.database.db,
    sql`insert into applicant_interviews (type, status, requisition_applicant_id, reference_id, reference_name,
          token_nonce, token_hash, expires_at, outcome, score)
        values ('typing-assessment', 'evaluated', ${rA}, ${randomUUID()}, 'Typing 40 wpm', 'n', ${randomUUID()},
          now() + interval '7 days', 'pass', 52.5)`,
  );
  await queryRows(
    t.database.db,
    sql`insert into scheduled_interviews (applicant_kind, applicant_id, starts_at, time_zone, duration_minutes,
          location, ical_uid)
        values ('manual', ${m}, '2027-01-05T02:00:00Z', 'Asia/Manila', 45, 'Cebu office', ${randomUUID()})`,
  );
});
afterAll(() => t.close());

describe('GET /api/candidates/activity', () => {
  it('gathers notes, files, interviews and emails of every application, each labelled', async () => {
    const page = await all('manual', m);
    expect(page.hiddenCount).toBe(0);
    const titles = page.items.map((i) => `${i.type}:${i.title}`);
    expect(titles.sort()).toEqual(
      [
        'note:Met at the job fair',
        'note:Chat team liked her',
        'email:Hello Ada',
        'file:ada-cv.pdf',
        'interview:Typing 40 wpm',
        'interview:Face-to-face interview',
      ].sort(),
    );
    expect(titles).not.toContain('note:My private doubt');
    const by = (title: string) => page.items.find((i) => i.title === title)!;
    expect(by('Hello Ada').application).toMatchObject({
      kind: 'requisition',
      id: rA,
      label: `${reqA.uid} · Activity voice`,
    });
    expect(by('Chat team liked her').application.id).toBe(rB);
    expect(by('Chat team liked her').detail).toBe('On the application');
    expect(by('Met at the job fair').application).toMatchObject({
      kind: 'manual',
      id: m,
      label: 'Manual applicant',
    });
    expect(by('Typing 40 wpm').detail).toBe('Typing Assessment · Evaluated · outcome pass · score 52.5');
    expect(by('Face-to-face interview')).toMatchObject({
      startsAt: '2027-01-05T02:00:00.000Z',
      detail: 'Scheduled · Cebu office',
    });
    expect(by('Hello Ada').detail).toMatch(/^invitation · /);
    const times = page.items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    // The same record from another application's page.
    const fromReq = await all('requisition', rB);
    expect(fromReq.items.map((i) => i.id).sort()).toEqual(page.items.map((i) => i.id).sort());
  });

  it('shows a private note to its author only', async () => {
    const mine = await all('requisition', rA, colleague.token);
    expect(mine.items.find((i) => i.title === 'My private doubt')).toMatchObject({
      detail: 'On the candidate · private',
      application: { id: rA },
    });
  });

  it('pages by keyset without repeats, and filters by type', async () => {
    const full = (await all('manual', m)).items.map((i) => `${i.id}:${i.application.id}`);
    const seen: string[] = [];
    let key: string | null = null;
    do {
      const res = await activity('manual', m, admin, `&limit=2${key ? `&paginationKey=${key}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.items.map((i: Item) => `${i.id}:${i.application.id}`));
      key = res.body.data.paginationKey;
    } while (key);
    expect(seen).toEqual(full);
    const notes = await all('manual', m, admin, '&type=note');
    expect(notes.items.map((i) => i.type)).toEqual(['note', 'note']);
  });

  it('never lists items of applications outside the caller’s scope or trackers, only counts them', async () => {
    const scoped = await userWith(
      t.app,
      { 'applicant-tracker': ['view'], 'req-applicant-tracker': ['view'] },
      { linesOfBusiness: [lobA] },
    );
    const page = await all('manual', m, scoped.token);
    expect(page.items.map((i) => i.application.id)).not.toContain(rB);
    expect(page.items.map((i) => i.title)).not.toContain('Chat team liked her');
    expect(page.hiddenCount).toBe(1);
    expect((await all('manual', m, scoped.token, '&type=email')).hiddenCount).toBe(0);
    // The hidden application's page itself is out of reach.
    expect((await activity('requisition', rB, scoped.token)).status).toBe(404);

    const reqOnly = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    const fromReq = await all('requisition', rA, reqOnly.token);
    expect(fromReq.items.map((i) => i.application.kind)).not.toContain('manual');
    // The manual application's note, resume and scheduled interview.
    expect(fromReq.hiddenCount).toBe(3);
    expect((await activity('manual', m, reqOnly.token)).status).toBe(403);
  });

  it('answers 401, 403 and 400 for strangers, other roles and bad input', async () => {
    expect((await call(t.app, 'GET', `/api/candidates/activity?kind=manual&applicantId=${m}`)).status).toBe(
      401,
    );
    const other = await userWith(t.app, { users: ['view'] });
    expect((await activity('manual', m, other.token)).status).toBe(403);
    expect((await activity('someone', m)).status).toBe(400);
    expect((await activity('manual', 'not-a-uuid')).status).toBe(400);
    expect((await activity('manual', m, admin, '&type=tweet')).status).toBe(400);
    expect((await activity('manual', m, admin, '&limit=0')).status).toBe(400);
    const badKey = await activity('manual', m, admin, '&paginationKey=bm9wZQ');
    expect(badKey.status).toBe(400);
    expect((await activity('manual', randomUUID())).status).toBe(404);
  });
});
