import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;
let lobA: string;
let lobB: string;
const manual: Record<string, string> = {};
const fromReq: Record<string, string> = {};

const newLob = async (name: string) =>
  (
    await call(t.app, 'POST', '/api/lobs/create', {
      token: admin,
      body: { name, clientName: 'Tags Co', lineType: 'bpo', country: 'philippines' },
    })
  ).body.data.id as string;
const setTags = (token: string, applicantKind: string, applicantId: string, tags: string[]) =>
  call(t.app, 'PUT', '/api/tags/set', { token, body: { applicantKind, applicantId, tags } });
const ids = (res: { body: { data: { items: { id: string }[] } } }) =>
  res.body.data.items.map((i) => i.id).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  lobA = await newLob('Tags A');
  lobB = await newLob('Tags B');
  for (const [key, lobId] of [
    ['ana', lobA],
    ['ben', lobA],
    ['cy', lobB],
  ] as const)
    manual[key] = (
      await call(t.app, 'POST', '/api/applicants/create', {
        token: admin,
        body: { firstName: key, lastName: 'Tagged', email: `${key}@example.com`, source: 'referral', lobId },
      })
    ).body.data.id;
  const req = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: { name: 'Tags class', lobId: lobA, jobTitle: { jobTitle: 'Agent', location: 'Cebu' } },
  });
  for (const key of ['dee', 'eve'])
    fromReq[key] = (
      await call(t.app, 'POST', '/api/requisitions/applicant/create', {
        token: admin,
        body: {
          requisitionId: req.body.data.id,
          firstName: key,
          lastName: 'Tagged',
          email: `${key}@example.com`,
        },
      })
    ).body.data.id;
});
afterAll(() => t.close());

describe('tags', () => {
  it('normalises, replaces and lists an applicant’s tags, on its timeline', async () => {
    const res = await setTags(admin, 'manual', manual.ana!, ['  Bilingual ', 'night   shift', 'bilingual']);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(['bilingual', 'night shift']);
    const again = await setTags(admin, 'manual', manual.ana!, ['bilingual', 'referral bonus']);
    expect(again.body.data).toEqual(['bilingual', 'referral bonus']);
    const of = await call(t.app, 'GET', `/api/tags/of?applicantKind=manual&applicantId=${manual.ana}`, {
      token: admin,
    });
    expect(of.body.data).toEqual(['bilingual', 'referral bonus']);
    const detail = await call(t.app, 'GET', `/api/applicants/get/${manual.ana}`, { token: admin });
    expect(JSON.stringify(detail.body.data.timeline)).toContain('referral bonus');
  });

  it('filters both trackers by tag (any of the tags) and the export too', async () => {
    await setTags(admin, 'manual', manual.ben!, ['night shift']);
    await setTags(admin, 'manual', manual.cy!, ['bilingual']);
    await setTags(admin, 'requisition', fromReq.dee!, ['bilingual']);
    await setTags(admin, 'requisition', fromReq.eve!, ['night shift']);

    const m = await call(t.app, 'GET', '/api/applicants/list?tag=bilingual', { token: admin });
    expect(ids(m)).toEqual([manual.ana, manual.cy].sort());
    const any = await call(t.app, 'GET', '/api/applicants/list?tag=bilingual,night%20shift', {
      token: admin,
    });
    expect(ids(any)).toEqual([manual.ana, manual.ben, manual.cy].sort());
    const r = await call(t.app, 'GET', '/api/requisitions/applicant/list?tag=Bilingual', { token: admin });
    expect(ids(r)).toEqual([fromReq.dee]);
    const csv = await call(t.app, 'GET', '/api/applicants/export?tag=night%20shift', { token: admin });
    expect(csv.text).toContain('ben@example.com');
    expect(csv.text).not.toContain('ana@example.com');

    const options = await call(t.app, 'GET', '/api/tags/options?applicantKind=manual', { token: admin });
    expect(options.body.data).toEqual(['bilingual', 'night shift', 'referral bonus']);
  });

  it('honours scope and permissions: reading needs view, changing needs edit', async () => {
    const scoped = await userWith(t.app, { 'applicant-tracker': ['view'] }, { linesOfBusiness: [lobB] });
    const m = await call(t.app, 'GET', '/api/applicants/list?tag=bilingual', { token: scoped.token });
    expect(ids(m)).toEqual([manual.cy]);
    const options = await call(t.app, 'GET', '/api/tags/options?applicantKind=manual', {
      token: scoped.token,
    });
    expect(options.body.data).toEqual(['bilingual']);
    expect((await setTags(scoped.token, 'manual', manual.cy!, ['x'])).status).toBe(403);
    expect(
      (
        await call(t.app, 'GET', `/api/tags/of?applicantKind=manual&applicantId=${manual.ana}`, {
          token: scoped.token,
        })
      ).status,
    ).toBe(404);
    expect((await setTags(scoped.token, 'requisition', fromReq.dee!, ['x'])).status).toBe(403);
  });

  it('refuses bad tags with 400 and writes nothing', async () => {
    expect((await setTags(admin, 'manual', manual.ben!, ['x'.repeat(41)])).status).toBe(400);
    expect((await setTags(admin, 'manual', manual.ben!, ['a\nb'])).status).toBe(400);
    expect((await setTags(admin, 'manual', manual.ben!, [''])).status).toBe(400);
    expect(
      (
        await setTags(
          admin,
          'manual',
          manual.ben!,
          Array.from({ length: 31 }, (_, i) => `t${i}`),
        )
      ).status,
    ).toBe(400);
    expect((await setTags(admin, 'elsewhere', manual.ben!, ['a'])).status).toBe(400);
    const of = await call(t.app, 'GET', `/api/tags/of?applicantKind=manual&applicantId=${manual.ben}`, {
      token: admin,
    });
    expect(of.body.data).toEqual(['night shift']);
  });
});
