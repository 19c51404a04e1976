import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let lobSmall: string;
let lobInactive: string;

const newLob = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { clientName: 'Req Co', lineType: 'bpo', country: 'philippines', ...body },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob({ name: 'Line A' });
  lobB = await newLob({ name: 'Line B', country: 'india' });
  lobSmall = await newLob({ name: 'Line Small', lineType: 'small-teams', country: 'costa-rica' });
  lobInactive = await newLob({ name: 'Line Off', active: false });
});
afterAll(() => t.close());

/** Rows of a raw query (both drivers answer `{ rows }`). */
const query = async (q: ReturnType<typeof sql>) =>
  (await t.database.db.execute(q)) as unknown as { rows: unknown[] };

const DESCRIPTION = '<p>Answer calls and help customers.</p>';

const create = (body: Record<string, unknown> = {}, token = admin) =>
  call(t.app, 'POST', '/api/requisitions/create', {
    token,
    body: {
      name: 'CSR class',
      lobId: lobA,
      jobTitle: { jobTitle: 'Customer Service Representative', internalJobCode: 'CSR-1', location: 'Makati' },
      description: DESCRIPTION,
      ...body,
    },
  });
const update = (id: string, body: Record<string, unknown>, token = admin) =>
  call(t.app, 'PUT', `/api/requisitions/update/${id}`, { token, body });
const get = (id: string, token = admin) => call(t.app, 'GET', `/api/requisitions/get/${id}`, { token });
const auditOf = async (id: string) =>
  (
    await query(
      sql`select action, diff from audit_log where entity_type = 'requisition' and entity_id = ${id} order by created_at, action`,
    )
  ).rows as { action: string; diff: Record<string, unknown> }[];

describe('requisition uids', () => {
  it('issues readable, unique, increasing uids REQ-YYMM-NNNN', async () => {
    const a = await call(t.app, 'GET', '/api/requisitions/generate-uid', { token: admin });
    const b = await call(t.app, 'GET', '/api/requisitions/generate-uid', { token: admin });
    expect(a.status).toBe(200);
    expect(a.body.data.requisitionUid).toMatch(/^REQ-\d{4}-\d{4}$/);
    const now = new Date();
    const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(a.body.data.requisitionUid.slice(4, 8)).toBe(yymm);
    expect(Number(b.body.data.requisitionUid.slice(-4))).toBe(
      Number(a.body.data.requisitionUid.slice(-4)) + 1,
    );
  });

  it('uses an issued uid once, refuses an unissued or used one, and never reuses a deleted one', async () => {
    const uid = (await call(t.app, 'GET', '/api/requisitions/generate-uid', { token: admin })).body.data
      .requisitionUid;
    const first = await create({ requisitionUid: uid });
    expect(first.status).toBe(200);
    expect(first.body.data.requisitionUid).toBe(uid);
    expect((await create({ requisitionUid: uid })).status).toBe(409);
    expect((await create({ requisitionUid: 'REQ-0101-9999' })).status).toBe(409);
    expect((await create({ requisitionUid: 'not-a-uid' })).status).toBe(400);
    expect(
      (await call(t.app, 'DELETE', `/api/requisitions/delete/${first.body.data.id}`, { token: admin }))
        .status,
    ).toBe(200);
    expect((await create({ requisitionUid: uid })).status).toBe(409);
    const next = (await call(t.app, 'GET', '/api/requisitions/generate-uid', { token: admin })).body.data
      .requisitionUid;
    expect(next).not.toBe(uid);
  });

  it('issues a uid itself when the body has none', async () => {
    const res = await create();
    expect(res.body.data.requisitionUid).toMatch(/^REQ-\d{4}-\d{4}$/);
  });
});

describe('create, get, update', () => {
  it('creates a draft with defaults from its line of business and answers jobTitle and lob {id, name}', async () => {
    const res = await create({
      lobId: lobB,
      payText: 'PHP 25,000',
      shiftText: 'Nights',
      requiredHC: 20,
      startDate: '2026-12-01',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'CSR class',
      lobId: lobB,
      lob: { id: lobB, name: 'Line B' },
      jobTitle: {
        internalJobCode: 'CSR-1',
        jobTitle: 'Customer Service Representative',
        location: 'Makati',
        type: 'full-time',
        workEnvironment: 'onsite',
      },
      groupType: 'bpo',
      country: 'india',
      status: 'draft',
      publishStatus: 'unpublished',
      publishedAt: null,
      requiredHC: 20,
      numHired: 0,
      startDate: '2026-12-01',
      clientSubmissionDate: null,
      reasonForCancellation: null,
      visits: 0,
      payText: 'PHP 25,000',
      shiftText: 'Nights',
    });
    const got = await get(res.body.data.id);
    expect(got.body.data).toEqual(res.body.data);
    expect((await auditOf(res.body.data.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('takes small-teams as the group type of a small-teams line', async () => {
    const res = await create({ lobId: lobSmall });
    expect(res.body.data).toMatchObject({ groupType: 'small-teams', country: 'costa-rica' });
  });

  it('sanitizes rich text on the server', async () => {
    const res = await create({
      description:
        '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.com">site</a><img src=x onerror=alert(1)></p>',
      instructions: '<h1>Title</h1><style>p{}</style><ul><li>one</li></ul>',
    });
    expect(res.status).toBe(200);
    const { description, instructions } = res.body.data;
    expect(description).not.toMatch(/script|onclick|javascript:|<img|onerror/);
    expect(description).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(instructions).toBe('<h2>Title</h2><ul><li>one</li></ul>');
  });

  it('refuses an unknown or inactive line of business, and lists every validation problem', async () => {
    const unknown = await create({ lobId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['lobId: line of business does not exist']);
    const inactive = await create({ lobId: lobInactive });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors[0]).toMatch(/inactive/);
    const bad = await call(t.app, 'POST', '/api/requisitions/create', {
      token: admin,
      body: { name: '', jobTitle: { type: 'gig' }, requiredHC: 0, startDate: '2026-13-45' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.length).toBeGreaterThanOrEqual(5);
  });

  it('updates only what is sent and records the diff', async () => {
    const { id } = (await create({ payText: 'old pay' })).body.data;
    const res = await update(id, { name: 'Renamed', jobTitle: { location: 'Cebu' }, numHired: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Renamed',
      payText: 'old pay',
      numHired: 3,
      jobTitle: { location: 'Cebu', jobTitle: 'Customer Service Representative', internalJobCode: 'CSR-1' },
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.diff).toMatchObject({ name: ['CSR class', 'Renamed'], numHired: [0, 3] });
  });

  it('answers 404 for unknown ids and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect((await get(unknown)).status).toBe(404);
    expect((await update(unknown, { name: 'x' })).status).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/requisitions/delete/${unknown}`, { token: admin })).status,
    ).toBe(404);
    expect((await get('not-a-uuid')).status).toBe(400);
  });
});

describe('screening steps', () => {
  const made = async (url: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', url, { token: admin, body });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
    return res.body.data.id as string;
  };
  /** One of each screening item a requisition can point at. */
  const screeningSet = async (label: string) => {
    const question = await made('/api/qualification-questions/create', {
      text: `${label}: can you work night shifts?`,
      type: 'multiple-choice',
      required: true,
      answers: [
        { text: 'Yes', qualifying: true },
        { text: 'No', qualifying: false },
      ],
    });
    const videoQuestion = await made('/api/video-questions/create', {
      question: `${label}: tell us about you`,
    });
    return {
      qualificationQuestionProfileId: await made('/api/qualification-question-profiles/create', {
        name: `${label} knock-out`,
        questionIds: [question],
      }),
      videoQuestionProfileId: await made('/api/video-question-profiles/create', {
        name: `${label} interview`,
        questionIds: [videoQuestion],
      }),
      resumeProfileId: await made('/api/resume-profiles/create', {
        name: `${label} resume`,
        criteria: { requiredSkills: ['Customer service'] },
      }),
      typingTestId: await made('/api/typing-tests/create', {
        name: `${label} typing`,
        passages: ['Thank you for calling, how may I help you today?'],
        durationSeconds: 60,
        minNetWpm: 35,
        minAccuracy: 90,
      }),
    };
  };
  const NONE = {
    qualificationQuestionProfileId: null,
    videoQuestionProfileId: null,
    resumeProfileId: null,
    typingTestId: null,
  };

  it('creates without steps (all null), attaches all four, reads them back, clears one and keeps the rest', async () => {
    const set = await screeningSet('Attach');
    const created = await create();
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject(NONE);
    const { id } = created.body.data;

    const attached = await update(id, set);
    expect(attached.status).toBe(200);
    expect(attached.body.data).toMatchObject(set);
    expect((await get(id)).body.data).toMatchObject(set);
    const listed = await call(
      t.app,
      'GET',
      `/api/requisitions/list?search=${created.body.data.requisitionUid}`,
      {
        token: admin,
      },
    );
    expect(listed.body.data.items).toEqual([expect.objectContaining({ id, ...set })]);

    const cleared = await update(id, { typingTestId: null, name: 'Renamed with steps' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ ...set, typingTestId: null, name: 'Renamed with steps' });
    const kept = await update(id, { payText: 'PHP 25,000' });
    expect(kept.body.data).toMatchObject({ ...set, typingTestId: null });

    const audit = await auditOf(id);
    expect(audit.filter((a) => a.diff.typingTestId).map((a) => a.diff.typingTestId)).toEqual([
      [null, set.typingTestId],
      [set.typingTestId, null],
    ]);
  });

  it('creates with all four attached', async () => {
    const set = await screeningSet('Create');
    const res = await create(set);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(set);
    expect((await auditOf(res.body.data.id))[0]!.diff).toMatchObject(set);
  });

  it('refuses unknown ids with a 400 that lists each of them (with other problems) and writes nothing', async () => {
    const set = await screeningSet('Unknown');
    const missingVideo = '00000000-0000-4000-8000-00000000a001';
    const missingTyping = '00000000-0000-4000-8000-00000000a002';
    const bad = await create({
      ...set,
      name: 'Should not exist',
      lobId: '00000000-0000-4000-8000-000000000000',
      videoQuestionProfileId: missingVideo,
      typingTestId: missingTyping,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'lobId: line of business does not exist',
      `videoQuestionProfileId: video question profile ${missingVideo} does not exist`,
      `typingTestId: typing test ${missingTyping} does not exist`,
    ]);
    const unknownTyping = await create({ ...set, name: 'Should not exist', typingTestId: missingTyping });
    expect(unknownTyping.status).toBe(400);
    expect(unknownTyping.body.errors).toEqual([`typingTestId: typing test ${missingTyping} does not exist`]);
    const none = await call(t.app, 'GET', '/api/requisitions/list?search=Should%20not%20exist', {
      token: admin,
    });
    expect(none.body.data.items).toEqual([]);

    const { id } = (await create(set)).body.data;
    const res = await update(id, { resumeProfileId: missingVideo, qualificationQuestionProfileId: null });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([`resumeProfileId: resume profile ${missingVideo} does not exist`]);
    expect((await get(id)).body.data).toMatchObject(set);
    const malformed = await update(id, { typingTestId: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.join(' ')).toMatch(/typingTestId/);
  });

  it('keeps an attached item from being deleted (409 naming the requisition) until it is detached', async () => {
    const set = await screeningSet('In use');
    const created = await create({ ...set, name: 'Night shift voice' });
    const { id } = created.body.data;
    const kinds = {
      qualificationQuestionProfileId: 'qualification-question-profiles',
      videoQuestionProfileId: 'video-question-profiles',
      resumeProfileId: 'resume-profiles',
      typingTestId: 'typing-tests',
    } as const;
    for (const [field, kind] of Object.entries(kinds) as [keyof typeof set, string][]) {
      const res = await call(t.app, 'DELETE', `/api/${kind}/delete/${set[field]}`, { token: admin });
      expect(res.status, kind).toBe(409);
      expect(res.body.errors, kind).toEqual([`Used by requisition "Night shift voice" (${id})`]);
    }
    expect((await get(id)).body.data).toMatchObject(set);
    expect((await update(id, NONE)).body.data).toMatchObject(NONE);
    for (const [field, kind] of Object.entries(kinds) as [keyof typeof set, string][]) {
      const res = await call(t.app, 'DELETE', `/api/${kind}/delete/${set[field]}`, { token: admin });
      expect(res.status, kind).toBe(200);
    }
  });
});

describe('statuses and publishing', () => {
  it('walks draft → opened → moved → filled → opened, stamping statusChangedAt and auditing each change', async () => {
    const { id, statusChangedAt } = (await create({ startDate: '2026-12-01' })).body.data;
    const opened = await update(id, { status: 'opened' });
    expect(opened.body.data.status).toBe('opened');
    expect(opened.body.data.statusChangedAt > statusChangedAt).toBe(true);
    const moved = await update(id, { status: 'moved', startDate: '2026-12-15' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'moved', startDate: '2026-12-15' });
    expect((await update(id, { status: 'filled' })).body.data.status).toBe('filled');
    expect((await update(id, { status: 'opened' })).body.data.status).toBe('opened');
    const changes = (await auditOf(id)).filter((a) => a.action === 'status_change').map((a) => a.diff.status);
    expect(changes).toEqual([
      ['draft', 'opened'],
      ['opened', 'moved'],
      ['moved', 'filled'],
      ['filled', 'opened'],
    ]);
  });

  it('answers 409 for illegal transitions and changes nothing', async () => {
    const { id } = (await create()).body.data;
    const res = await update(id, { status: 'filled', name: 'should not stick' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Draft requisition cannot become Filled/);
    expect((await update(id, { status: 'moved' })).status).toBe(409);
    expect((await get(id)).body.data).toMatchObject({ status: 'draft', name: 'CSR class' });
  });

  it('moving needs a new client submission or start date', async () => {
    const { id } = (await create({ status: 'opened', clientSubmissionDate: '2026-11-30' })).body.data;
    const same = await update(id, { status: 'moved', clientSubmissionDate: '2026-11-30' });
    expect(same.status).toBe(409);
    expect(same.body.message).toMatch(/new client submission date or start date/);
    expect((await update(id, { status: 'moved', clientSubmissionDate: '2026-12-04' })).status).toBe(200);
  });

  it('cancelling needs a reason, unpublishes, and only a draft comes back', async () => {
    const { id } = (await create({ status: 'opened', publishStatus: 'published' })).body.data;
    const noReason = await update(id, { status: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatch(/reasonForCancellation/);
    const blank = await update(id, { status: 'cancelled', reasonForCancellation: '   ' });
    expect(blank.status).toBe(400);
    const res = await update(id, { status: 'cancelled', reasonForCancellation: 'Client paused hiring' });
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      reasonForCancellation: 'Client paused hiring',
      publishStatus: 'unpublished',
      publishedAt: null,
    });
    expect((await update(id, { status: 'opened' })).status).toBe(409);
    const draft = await update(id, { status: 'draft' });
    expect(draft.body.data).toMatchObject({ status: 'draft', reasonForCancellation: null });
    const actions = (await auditOf(id)).map((a) => a.action);
    expect(actions).toContain('unpublish');
  });

  it('publishes only an opened or moved requisition with a description; filled unpublishes', async () => {
    const { id } = (await create()).body.data;
    const draft = await update(id, { publishStatus: 'published' });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toMatch(/Only an Opened or Moved requisition can be published/);
    const empty = (await create({ description: '<p> </p>', status: 'opened' })).body.data;
    expect((await update(empty.id, { publishStatus: 'published' })).status).toBe(409);
    const published = await update(id, { status: 'opened', publishStatus: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.data.publishStatus).toBe('published');
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await update(id, { status: 'filled', publishStatus: 'published' })).status).toBe(409);
    const filled = await update(id, { status: 'filled' });
    expect(filled.body.data).toMatchObject({
      status: 'filled',
      publishStatus: 'unpublished',
      publishedAt: null,
    });
    const actions = (await auditOf(id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'publish')).toHaveLength(1);
    expect(actions.filter((a) => a === 'unpublish')).toHaveLength(1);
  });
});

describe('delete', () => {
  it('deletes a requisition without applicants and audits it', async () => {
    const { id } = (await create()).body.data;
    const res = await call(t.app, 'DELETE', `/api/requisitions/delete/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect((await get(id)).status).toBe(404);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses (409) to delete a requisition that has had applicants, even archived ones', async () => {
    const { id } = (await create()).body.data;
    const applicant = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
      token: admin,
      body: { requisitionId: id, firstName: 'Lia', lastName: 'Gomez', email: 'lia.gomez@example.com' },
    });
    expect(applicant.status).toBe(200);
    await call(t.app, 'POST', '/api/requisitions/applicant/archive', {
      token: admin,
      body: { ids: [applicant.body.data.id] },
    });
    const res = await call(t.app, 'DELETE', `/api/requisitions/delete/${id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/has had 1 applicant and cannot be deleted/);
    expect((await get(id)).status).toBe(200);
  });
});

describe('scope', () => {
  it('a user with lines of business sees and changes only their lines’ requisitions', async () => {
    const mine = (await create({ lobId: lobA, name: 'Scope mine' })).body.data;
    const theirs = (await create({ lobId: lobB, name: 'Scope theirs' })).body.data;
    const user = await userWith(
      t.app,
      { requisitions: ['view', 'edit', 'delete'] },
      { linesOfBusiness: [lobA] },
    );
    const list = await call(t.app, 'GET', '/api/requisitions/list?search=scope&limit=100', {
      token: user.token,
    });
    expect(list.body.data.items.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect((await get(theirs.id, user.token)).status).toBe(404);
    expect((await update(theirs.id, { name: 'x' }, user.token)).status).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/requisitions/delete/${theirs.id}`, { token: user.token })).status,
    ).toBe(404);
    expect((await create({ lobId: lobB }, user.token)).status).toBe(400);
    expect((await update(mine.id, { lobId: lobB }, user.token)).status).toBe(400);
    expect((await get(mine.id, user.token)).status).toBe(200);
  });

  it('small-teams requisitions are hidden (404, not listed) without the small_teams operation', async () => {
    const small = (await create({ lobId: lobSmall, name: 'Hidden small team' })).body.data;
    const bpo = (await create({ lobId: lobA, name: 'Hidden bpo' })).body.data;
    const plain = await userWith(t.app, { requisitions: ['view', 'edit', 'delete'] });
    const list = await call(t.app, 'GET', '/api/requisitions/list?search=hidden&limit=100', {
      token: plain.token,
    });
    expect(list.body.data.items.map((r: { id: string }) => r.id)).toEqual([bpo.id]);
    const filtered = await call(t.app, 'GET', '/api/requisitions/list?groupType=small-teams', {
      token: plain.token,
    });
    expect(filtered.body.data.items).toEqual([]);
    expect((await get(small.id, plain.token)).status).toBe(404);
    expect((await update(small.id, { name: 'x' }, plain.token)).status).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/requisitions/delete/${small.id}`, { token: plain.token })).status,
    ).toBe(404);
    expect((await create({ lobId: lobA, groupType: 'small-teams' }, plain.token)).status).toBe(400);
    expect((await create({ lobId: lobSmall }, plain.token)).body.errors[0]).toMatch(/^groupType: /);
    expect((await create({ lobId: lobSmall, groupType: 'bpo' }, plain.token)).status).toBe(200);
    expect((await update(bpo.id, { groupType: 'small-teams' }, plain.token)).status).toBe(400);

    const st = await userWith(t.app, { requisitions: ['view', 'edit', 'small_teams'] });
    const all = await call(t.app, 'GET', '/api/requisitions/list?search=hidden&limit=100', {
      token: st.token,
    });
    expect(all.body.data.items).toHaveLength(2);
    expect((await get(small.id, st.token)).status).toBe(200);
    expect((await update(small.id, { name: 'Hidden small team 2' }, st.token)).status).toBe(200);
  });
});

describe('list', () => {
  it('pages through 65 requisitions with limit 25, each exactly once, in every sort', async () => {
    const lob = await newLob({ name: 'Paging line' });
    const created = new Set<string>();
    for (let i = 0; i < 65; i++) {
      const res = await create({
        lobId: lob,
        name: `Paging ${String(i % 7)}`,
        startDate: i % 3 === 0 ? null : `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
      });
      created.add(res.body.data.id);
    }
    for (const sort of ['-createdAt', 'name', '-startDate', 'startDate', 'requisitionUid', '-visits']) {
      const seen: string[] = [];
      let key: string | null = null;
      let pages = 0;
      do {
        const q: string = `/api/requisitions/list?lobId=${lob}&limit=25&sort=${sort}${key ? `&paginationKey=${encodeURIComponent(key)}` : ''}`;
        const res = await call(t.app, 'GET', q, { token: admin });
        expect(res.status).toBe(200);
        seen.push(...res.body.data.items.map((r: { id: string }) => r.id));
        key = res.body.data.paginationKey;
        pages++;
      } while (key);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(65);
      expect(new Set(seen)).toEqual(created);
    }
  });

  it('filters by status, publish status, line, group type and start-date range, and searches uid and job code', async () => {
    const lob = await newLob({ name: 'Filter line' });
    const a = (
      await create({
        lobId: lob,
        status: 'opened',
        publishStatus: 'published',
        startDate: '2027-03-01',
        jobTitle: { jobTitle: 'Agent', internalJobCode: 'ZZ-UNIQ-7' },
      })
    ).body.data;
    const b = (await create({ lobId: lob, startDate: '2027-04-15' })).body.data;
    const ids = async (q: string) =>
      (
        await call(t.app, 'GET', `/api/requisitions/list?lobId=${lob}&${q}`, { token: admin })
      ).body.data.items.map((r: { id: string }) => r.id);
    expect(await ids('status=opened')).toEqual([a.id]);
    expect(await ids('status=opened,draft&sort=startDate')).toEqual([a.id, b.id]);
    expect(await ids('publishStatus=unpublished')).toEqual([b.id]);
    expect(await ids('groupType=bpo&sort=startDate')).toEqual([a.id, b.id]);
    expect(await ids('startDateFrom=2027-04-01')).toEqual([b.id]);
    expect(await ids('startDateTo=2027-03-31')).toEqual([a.id]);
    expect(await ids('search=zz-uniq')).toEqual([a.id]);
    expect(await ids(`search=${b.requisitionUid}`)).toEqual([b.id]);
    const item = (
      await call(t.app, 'GET', `/api/requisitions/list?lobId=${lob}&status=opened`, { token: admin })
    ).body.data.items[0];
    expect(item).toMatchObject({
      lob: { id: lob, name: 'Filter line' },
      jobTitle: { internalJobCode: 'ZZ-UNIQ-7' },
    });
    expect(item.description).toBeUndefined();
    for (const q of ['status=nope', 'sort=secret', 'startDateFrom=yesterday', 'limit=101', 'lobId=x']) {
      expect((await call(t.app, 'GET', `/api/requisitions/list?${q}`, { token: admin })).status).toBe(400);
    }
  });
});

describe('public job page', () => {
  it('shows a published requisition to anyone, without internal fields', async () => {
    const { id } = (
      await create({
        status: 'opened',
        publishStatus: 'published',
        payText: 'USD 18/h',
        shiftText: 'Days',
        instructions: '<p>Be ready</p>',
      })
    ).body.data;
    const res = await call(t.app, 'GET', `/api/requisitions/view/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      title: 'Customer Service Representative',
      location: 'Makati',
      type: 'full-time',
      workEnvironment: 'onsite',
      clientName: 'Req Co',
      payText: 'USD 18/h',
      shiftText: 'Days',
      description: DESCRIPTION,
      instructions: '<p>Be ready</p>',
      published: true,
    });
    for (const key of [
      'internalJobCode',
      'requiredHC',
      'numHired',
      'visits',
      'name',
      'lobId',
      'createdBy',
      'status',
    ])
      expect(res.body.data).not.toHaveProperty(key);
  });

  it('answers 404 "no longer open" for unpublished and unknown ids to guests; staff may preview', async () => {
    const { id } = (await create()).body.data;
    const guest = await call(t.app, 'GET', `/api/requisitions/view/${id}`);
    expect(guest.status).toBe(404);
    expect(guest.body.message).toMatch(/no longer open/);
    expect(
      (await call(t.app, 'GET', '/api/requisitions/view/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const preview = await call(t.app, 'GET', `/api/requisitions/view/${id}`, { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body.data.published).toBe(false);
    const outsider = await userWith(t.app, { dashboard: ['view'] });
    expect((await call(t.app, 'GET', `/api/requisitions/view/${id}`, { token: outsider.token })).status).toBe(
      404,
    );
  });

  it('counts a visit once per visitor and window, only for published requisitions', async () => {
    const pub = (await create({ status: 'opened', publishStatus: 'published' })).body.data;
    const draft = (await create()).body.data;
    const visit = (id: string, ua: string) =>
      call(t.app, 'PUT', `/api/requisitions/visit/increment/${id}`, { headers: { 'user-agent': ua } });
    expect((await visit(pub.id, 'phone-a')).body.data).toEqual({ counted: true });
    expect((await visit(pub.id, 'phone-a')).body.data).toEqual({ counted: false });
    expect((await visit(pub.id, 'phone-b')).body.data).toEqual({ counted: true });
    expect((await get(pub.id)).body.data.visits).toBe(2);
    expect((await visit(draft.id, 'phone-a')).status).toBe(404);
    expect((await get(draft.id)).body.data.visits).toBe(0);
  });

  it('rate-limits the visit counter', async () => {
    const pub = (await create({ status: 'opened', publishStatus: 'published' })).body.data;
    let limited = false;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await call(t.app, 'PUT', `/api/requisitions/visit/increment/${pub.id}`, {
        headers: { 'user-agent': `bot-${i}` },
      });
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
  });
});
