import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

interface Person {
  candidateId: string | null;
  name: string;
  email: string;
  applications: { id: string; kind: string; context: string; matched: boolean }[];
}

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
    expect(byName.candidates.map((c: Person) => c.applications[0]!.kind).sort()).toEqual([
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
    expect(r.candidates.map((c: Person) => c.email)).toEqual(['quillon.a@example.com']);
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

describe('global search groups applicants by candidate', () => {
  const person = async (q: string, token = admin) => {
    const res = await search(q, token);
    expect(res.status).toBe(200);
    return res.body.data.candidates as Person[];
  };

  it('answers one row per person with their applications under it, the matched ones first', async () => {
    const reqC = await newRequisition(lobA, 'Grouping class');
    const reqD = await newRequisition(lobB, 'Grouping other class');
    const applied = async (requisitionId: string, email: string, lastName = 'Vantablack') => {
      const res = await call(t.app, 'POST', '/api/requisitions/applicant/create', {
        token: admin,
        body: { requisitionId, firstName: 'Orsolya', lastName, email },
      });
      expect(res.status).toBe(200);
      return res.body.data.id as string;
    };
    const inC = await applied(reqC.id, 'orsolya@example.com');
    const inD = await applied(reqD.id, 'ORSOLYA@example.com');
    // Same person (same email), different surname then: not matched by "vantablack", still listed.
    const renamed = await applied(reqA.id, 'orsolya@example.com', 'Kovacs');
    const m = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Orsolya', lastName: 'Vantablack', email: 'orsolya@example.com', lobId: lobA },
    });
    expect(m.status).toBe(200);

    const rows = await person('vantablack');
    expect(rows).toHaveLength(1);
    const [p] = rows;
    expect(p!.candidateId).toBeTruthy();
    const ids = p!.applications.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([inC, inD, renamed, m.body.data.id].sort());
    const matched = p!.applications.filter((a) => a.matched).map((a) => a.id);
    expect(matched.sort()).toEqual([inC, inD, m.body.data.id].sort());
    expect(p!.applications.at(-1)!.id).toBe(renamed);
    expect(p!.applications.find((a) => a.id === inC)!.context).toBe(
      `${reqC.requisitionUid} · Grouping class`,
    );

    // Scope: a lob-A user sees the person once, with only the lob-A applications (never reqD's).
    const scoped = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view'], 'applicant-tracker': ['view'] },
      { linesOfBusiness: [lobA] },
    );
    const mine = await person('vantablack', scoped.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.applications.map((a) => a.id).sort()).toEqual([inC, renamed, m.body.data.id].sort());
    // Only the requisition tracker: the manual application is not listed at all.
    const reqOnly = await userWith(t.app, { 'req-applicant-tracker': ['view'] }, { linesOfBusiness: [lobA] });
    const theirs = await person('vantablack', reqOnly.token);
    expect(theirs[0]!.applications.map((a) => a.kind)).not.toContain('manual');
    expect(theirs[0]!.applications.map((a) => a.id).sort()).toEqual([inC, renamed].sort());
  });

  it('keeps archived applications out of the grouped rows', async () => {
    const reqE = await newRequisition(lobA, 'Archive grouping class');
    const make = async (lastName: string) =>
      (
        await call(t.app, 'POST', '/api/requisitions/applicant/create', {
          token: admin,
          body: { requisitionId: reqE.id, firstName: 'Ptolemy', lastName, email: 'ptolemy@example.com' },
        })
      ).body.data.id as string;
    const live = await make('Quasarine');
    const gone = await make('Otherwise');
    await call(t.app, 'POST', '/api/requisitions/applicant/archive', { token: admin, body: { ids: [gone] } });
    const rows = await person('quasarine');
    expect(rows.map((r) => r.applications.map((a) => a.id))).toEqual([[live]]);
  });
});
