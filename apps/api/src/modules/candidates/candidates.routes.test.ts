import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
let kept: string;

const check = (token: string, q: string) =>
  call(t.app, 'GET', `/api/candidates/possible-duplicates?${q}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = async (name: string) =>
    (
      await call(t.app, 'POST', '/api/lobs/create', {
        token: admin,
        body: { name, clientName: 'Dup Co', lineType: 'bpo', country: 'philippines' },
      })
    ).body.data.id as string;
  lobA = await lob('Dup A');
  lobB = await lob('Dup B');
  kept = (
    await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: {
        firstName: 'Imelda',
        lastName: 'Twice',
        email: 'Imelda.Twice@example.com',
        phone: '+63 917 555 0199',
        source: 'referral',
        lobId: lobA,
      },
    })
  ).body.data.id;
  const req = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: { name: 'Dup class', lobId: lobB, jobTitle: { jobTitle: 'Agent', location: 'Cebu' } },
  });
  await call(t.app, 'POST', '/api/requisitions/applicant/create', {
    token: admin,
    body: {
      requisitionId: req.body.data.id,
      firstName: 'Imelda',
      lastName: 'T',
      email: 'imelda.twice@example.com',
    },
  });
});
afterAll(() => t.close());

describe('possible duplicates while typing', () => {
  it('matches a complete email (any case) or 7+ phone digits in both trackers', async () => {
    const byEmail = await check(admin, 'email=IMELDA.twice@example.com');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.map((d: { tracker: string }) => d.tracker).sort()).toEqual([
      'manual',
      'requisition',
    ]);
    expect((await check(admin, 'email=imelda.twice@exa')).body.data).toEqual([]);
    const byPhone = await check(admin, `phone=${encodeURIComponent('0917-555-0199')}`);
    expect(byPhone.body.data).toEqual([]);
    const exact = await check(admin, `phone=${encodeURIComponent('+63 (917) 555 0199')}`);
    expect(exact.body.data).toEqual([expect.objectContaining({ id: kept, matchedOn: ['phone'] })]);
    expect((await check(admin, 'phone=555')).body.data).toEqual([]);
  });

  it('leaves out the applicant being edited and what the caller may not see', async () => {
    const self = await check(admin, `email=imelda.twice@example.com&excludeId=${kept}`);
    expect(self.body.data.map((d: { tracker: string }) => d.tracker)).toEqual(['requisition']);
    const scoped = await userWith(
      t.app,
      { 'applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [lobA] },
    );
    const r = await check(scoped.token, 'email=imelda.twice@example.com');
    expect(r.body.data.map((d: { id: string }) => d.id)).toEqual([kept]);
    expect((await check(admin, 'excludeId=nope')).status).toBe(400);
  });
});
