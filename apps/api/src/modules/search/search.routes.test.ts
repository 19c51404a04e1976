import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let reqA: { id: string; requisitionUid: string };

const newLob = async (name: string) =>
  (
    await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name, clientName: 'Search Co', lineType: 'bpo', country: 'philippines' },
    })
  ).body.data.id as string;
const newRequisition = async (lobId: string, name: string) =>
  (
    await call(t.app, 'POST', '/api/requisitions/create', {
      token: admin,
      body: { name, lobId, jobTitle: { jobTitle: 'Agent', location: 'Cebu' } },
    })
  ).body.data as { id: string; requisitionUid: string };
const search = (q: string, token = admin) =>
  call(t.app, 'GET', `/api/search?q=${encodeURIComponent(q)}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('Search A');
  lobB = await newLob('Search B');
  reqA = await newRequisition(lobA, 'Zephyr voice class');
  const reqB = await newRequisition(lobB, 'Zephyr chat class');
  for (const [requisitionId, firstName, email, phone] of [
    [reqA.id, 'Quillon', 'quillon.a@example.com', '+63 917 555 0101'],
    [reqB.id, 'Quillon', 'quillon.b@example.com', '+63 917 555 0202'],
  ] as const)
    await call(t.app, 'POST', '/api/requisitions/applicant/create', {
      token: admin,
      body: { requisitionId, firstName, lastName: 'Marsh', email, phone },
    });
  await call(t.app, 'POST', '/api/applicants/create', {
    token: admin,
    body: {
      firstName: 'Quillon',
      lastName: 'Manual',
      email: 'q.manual@example.com',
      source: 'referral',
      lobId: lobA,
    },
  });
});
afterAll(() => t.close());

describe('global search', () => {
  it('finds candidates by name, email and phone, and requisitions by uid or name', async () => {
    const byName = (await search('quillon')).body.data;
    expect(byName.candidates).toHaveLength(3);
    expect(byName.candidates.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'manual',
      'requisition',
      'requisition',
    ]);
    expect((await search('quillon.b@')).body.data.candidates).toHaveLength(1);
    expect((await search('5550101')).body.data.candidates[0].email).toBe('quillon.a@example.com');
    expect(
      (await search(reqA.requisitionUid)).body.data.requisitions.map((r: { id: string }) => r.id),
    ).toEqual([reqA.id]);
    expect((await search('zephyr')).body.data.requisitions).toHaveLength(2);
  });

  it('honours line-of-business scope and the caller’s lists', async () => {
    const scoped = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view'], requisitions: ['view'] },
      { linesOfBusiness: [lobA] },
    );
    const r = (await search('quillon', scoped.token)).body.data;
    expect(r.candidates.map((c: { email: string }) => c.email)).toEqual(['quillon.a@example.com']);
    expect((await search('zephyr', scoped.token)).body.data.requisitions).toHaveLength(1);
    const nothing = await userWith(t.app, { users: ['view'] });
    expect((await search('quillon', nothing.token)).body.data).toEqual({ candidates: [], requisitions: [] });
  });

  it('answers bad input with 400 and strangers with 401', async () => {
    expect((await search('q')).status).toBe(400);
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/search?q=quillon')).status).toBe(401);
  });
});
