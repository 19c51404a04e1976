import { PIPELINE_COLUMNS } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;

const newLob = async (name: string) => {
  const res = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { name, clientName: 'Pipe Co', lineType: 'bpo', country: 'philippines' },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const newRequisition = async (lobId: string, requiredHC = 20) => {
  const res = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: {
      name: `Board ${Math.random().toString(36).slice(2, 8)}`,
      lobId,
      jobTitle: { jobTitle: 'Customer Service Representative', location: 'Makati' },
      requiredHC,
    },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const addApplicant = async (requisitionId: string, body: Record<string, unknown> = {}) => {
  const res = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
    token: admin,
    body: { requisitionId, firstName: 'Pat', lastName: 'Board', status: 'incomplete', ...body },
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data.id as string;
};
const board = (id: string, token = admin) => call(t.app, 'GET', `/api/pipeline/board/${id}`, { token });
const move = (id: string, body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', `/api/pipeline/move/${id}`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('Pipeline A');
  lobB = await newLob('Pipeline B');
});
afterAll(() => t.close());

describe('pipeline board', () => {
  it('has one column per applicant status in the spec order, with counts of live applicants', async () => {
    const req = await newRequisition(lobA);
    await addApplicant(req, { firstName: 'Ann' });
    await addApplicant(req, { firstName: 'Ben', status: 'sent_to_operations' });
    await addApplicant(req, { firstName: 'Cy', status: 'declined', reason: 'DEC003' });
    const archived = await addApplicant(req, { firstName: 'Dee' });
    await call(t.app, 'POST', '/api/requisitions/applicant/archive', {
      token: admin,
      body: { ids: [archived] },
    });

    const res = await board(req);
    expect(res.status).toBe(200);
    const b = res.body.data;
    expect(b.columns.map((c: { status: string }) => c.status)).toEqual([...PIPELINE_COLUMNS]);
    expect(PIPELINE_COLUMNS.slice(0, 3)).toEqual(['incomplete', 'declined', 'sent_to_operations']);
    const col = (s: string) => b.columns.find((c: { status: string }) => c.status === s);
    expect(col('incomplete').count).toBe(1);
    expect(col('incomplete').items.map((i: { firstName: string }) => i.firstName)).toEqual(['Ann']);
    expect(col('declined').items[0].reason).toBe('DEC003');
    expect(col('sent_to_operations').count).toBe(1);
    expect(b.total).toBe(3);
    expect(b.requisition).toMatchObject({ id: req, requiredHC: 20, numHired: 0 });
  });

  it('loads a large column page by page (keyset), without repeats', async () => {
    const req = await newRequisition(lobA);
    for (let i = 0; i < 45; i++) await addApplicant(req, { firstName: `N${String(i).padStart(2, '0')}` });
    const first = (await board(req)).body.data.columns[0];
    expect(first.count).toBe(45);
    expect(first.items).toHaveLength(20);
    expect(first.paginationKey).toBeTruthy();
    const seen = new Set(first.items.map((i: { id: string }) => i.id));
    let key = first.paginationKey as string | null;
    while (key) {
      const next = await call(
        t.app,
        'GET',
        `/api/pipeline/column/${req}?status=incomplete&paginationKey=${encodeURIComponent(key)}`,
        { token: admin },
      );
      expect(next.status).toBe(200);
      for (const i of next.body.data.items) {
        expect(seen.has(i.id)).toBe(false);
        seen.add(i.id);
      }
      key = next.body.data.paginationKey;
    }
    expect(seen.size).toBe(45);
  });

  it('moves a card with the status-change rules: declined needs a reason; audited; numHired follows', async () => {
    const req = await newRequisition(lobA, 2);
    const id = await addApplicant(req, { email: 'mover@example.com' });

    const noReason = await move(req, { applicantId: id, status: 'declined' });
    expect(noReason.status).toBe(400);
    expect((await board(req)).body.data.columns[0].count).toBe(1);

    const declined = await move(req, {
      applicantId: id,
      status: 'declined',
      reason: 'DEC001',
      sendStatusEmail: true,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.moved).toBe(true);
    const after = (await board(req)).body.data;
    expect(after.columns.find((c: { status: string }) => c.status === 'declined').items[0]).toMatchObject({
      id,
      reason: 'DEC001',
    });
    expect(await listOutbox(t.database.db, 'mover@example.com')).toHaveLength(1);

    expect((await move(req, { applicantId: id, status: 'offer_accepted' })).status).toBe(200);
    const hired = (await board(req)).body.data;
    expect(hired.requisition.numHired).toBe(1);
    const card = hired.columns.find((c: { status: string }) => c.status === 'offer_accepted').items[0];
    expect(card.reason).toBeNull();

    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${id} and action = 'status_change'`,
    );
    expect(audit[0]!.n).toBe(2);
  });

  it('refuses a card of another requisition and answers 404 outside the caller’s scope', async () => {
    const reqA = await newRequisition(lobA);
    const reqB = await newRequisition(lobB);
    const inB = await addApplicant(reqB);
    expect((await move(reqA, { applicantId: inB, status: 'recommended' })).status).toBe(404);

    const scoped = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    expect((await board(reqB, scoped.token)).status).toBe(404);
    expect((await move(reqB, { applicantId: inB, status: 'recommended' }, scoped.token)).status).toBe(404);
    expect((await board(reqA, scoped.token)).status).toBe(200);

    const viewer = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    expect((await board(reqB, viewer.token)).status).toBe(200);
    expect((await move(reqB, { applicantId: inB, status: 'recommended' }, viewer.token)).status).toBe(403);
    const unchanged = (await board(reqB)).body.data.columns[0];
    expect(unchanged.items[0].id).toBe(inB);
  });

  it('flags possible duplicates on cards', async () => {
    const req = await newRequisition(lobA);
    await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Dup', lastName: 'Manual', email: 'Twin@Example.com', source: 'referral' },
    });
    const twin = await addApplicant(req, { email: 'twin@example.com' });
    const single = await addApplicant(req, { email: 'only.one@example.com' });
    const cards = (await board(req)).body.data.columns[0].items;
    expect(cards.find((c: { id: string }) => c.id === twin).possibleDuplicate).toBe(true);
    expect(cards.find((c: { id: string }) => c.id === single).possibleDuplicate).toBe(false);
  });
});

describe('requisitions show their applicants (issue 18)', () => {
  it('lists applicants per requisition; a requisition with applicants is not deletable (defect 5)', async () => {
    const req = await newRequisition(lobA);
    const empty = await newRequisition(lobA);
    const a = await addApplicant(req);
    await addApplicant(req);
    await call(t.app, 'POST', '/api/requisitions/applicant/archive', { token: admin, body: { ids: [a] } });
    const got = (await call(t.app, 'GET', `/api/requisitions/get/${req}`, { token: admin })).body.data;
    expect(got).toMatchObject({ applicantCount: 1, deletable: false });
    const list = (await call(t.app, 'GET', '/api/requisitions/list?limit=100', { token: admin })).body.data
      .items;
    expect(list.find((r: { id: string }) => r.id === empty)).toMatchObject({
      applicantCount: 0,
      deletable: true,
    });
    expect((await call(t.app, 'DELETE', `/api/requisitions/delete/${req}`, { token: admin })).status).toBe(
      409,
    );
    expect((await call(t.app, 'DELETE', `/api/requisitions/delete/${empty}`, { token: admin })).status).toBe(
      200,
    );
  });
});

describe('tracker defects (issue 18)', () => {
  it('names "export selected" and "export all matching" files differently (defect 2)', async () => {
    const req = await newRequisition(lobA);
    const id = await addApplicant(req);
    const all = await call(t.app, 'GET', '/api/requisitions/applicant/export', { token: admin });
    const some = await call(t.app, 'GET', `/api/requisitions/applicant/export?ids=${id}`, { token: admin });
    expect(all.headers['content-disposition']).toMatch(
      /filename="requisition-applicants-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(some.headers['content-disposition']).toMatch(
      /filename="requisition-applicants-selected-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(some.text.trim().split('\n')).toHaveLength(2);
    const manual = await call(
      t.app,
      'GET',
      '/api/applicants/export?ids=00000000-0000-4000-8000-000000000000',
      {
        token: admin,
      },
    );
    expect(manual.headers['content-disposition']).toMatch(/filename="manual-applicants-selected-/);
  });

  it('gives a manual applicant a detail with its timeline (defect 10)', async () => {
    const created = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Tim', lastName: 'Line', source: 'walk-in' },
    });
    const id = created.body.data.id;
    await call(t.app, 'POST', '/api/applicants/status', {
      token: admin,
      body: { ids: [id], status: 'declined', reason: 'DEC003' },
    });
    const got = (await call(t.app, 'GET', `/api/applicants/get/${id}`, { token: admin })).body.data;
    expect(got.timeline.map((e: { action: string }) => e.action)).toEqual(['status_change', 'create']);
    expect(got.timeline[0].changes.reason).toEqual([null, 'DEC003']);
    expect(got.timeline[0].actorName).toBeTruthy();
  });
});

describe('board moves with an email template (as the trackers’ bulk status change)', () => {
  const newTemplate = async (name: string, purpose = 'offer') => {
    const res = await call(t.app, 'POST', '/api/email-templates/create', {
      token: admin,
      body: {
        name,
        purpose,
        language: 'en',
        subject: 'Good news, {{first_name}}',
        body: 'Dear {{candidate_name}}, about {{job_title}}.',
      },
    });
    if (res.status !== 200) throw new Error(res.text);
    return res.body.data.id as string;
  };
  const statusOf = async (id: string) =>
    (await call(t.app, 'GET', `/api/requisitions/applicant/get/${id}`, { token: admin })).body.data.status;

  it('emails the chosen template with merge fields, kept on the record, instead of the fixed email', async () => {
    const req = await newRequisition(lobA);
    const id = await addApplicant(req, { firstName: 'Tia', email: 'tia.board@example.com' });
    const templateId = await newTemplate('Board offer');
    const res = await move(req, { applicantId: id, status: 'for_offer', templateId, sendStatusEmail: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ moved: true, message: 'Status changed, candidate emailed' });
    const mails = await listOutbox(t.database.db, 'tia.board@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Good news, Tia']);
    expect(mails[0]!.text).toContain('Dear Tia Board, about Customer Service Representative.');
    const kept = await call(t.app, 'GET', `/api/candidate-emails/applicant/requisition/${id}`, {
      token: admin,
    });
    expect(kept.status).toBe(200);
    expect(JSON.stringify(kept.body.data)).toContain('Good news, Tia');
  });

  it('refuses an unknown template or a malformed id with 400 and changes nothing', async () => {
    const req = await newRequisition(lobA);
    const id = await addApplicant(req, { email: 'nobody.board@example.com' });
    const unknown = await move(req, {
      applicantId: id,
      status: 'recommended',
      templateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['templateId: template not found']);
    // Even a no-op move (same status) with an unknown template is refused.
    const same = await move(req, {
      applicantId: id,
      status: 'incomplete',
      templateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(same.status).toBe(400);
    expect((await move(req, { applicantId: id, status: 'recommended', templateId: 'x' })).status).toBe(400);
    expect(await statusOf(id)).toBe('incomplete');
    expect(await listOutbox(t.database.db, 'nobody.board@example.com')).toHaveLength(0);
  });

  it('needs edit on the tracker and the requisition in scope, template or not', async () => {
    const templateId = await newTemplate('Board offer scoped');
    const reqB = await newRequisition(lobB);
    const inB = await addApplicant(reqB, { email: 'scoped.board@example.com' });
    const scoped = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    const viewer = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    const body = { applicantId: inB, status: 'for_offer', templateId };
    expect((await move(reqB, body, scoped.token)).status).toBe(404);
    expect((await move(reqB, body, viewer.token)).status).toBe(403);
    expect(await statusOf(inB)).toBe('incomplete');
    expect(await listOutbox(t.database.db, 'scoped.board@example.com')).toHaveLength(0);
  });
});
