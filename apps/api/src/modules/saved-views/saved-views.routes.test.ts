import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const save = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/saved-views/create', { token, body });
const list = (token: string, name = 'applicant-tracker') =>
  call(t.app, 'GET', `/api/saved-views/list?list=${name}`, { token });

describe('saved views', () => {
  it('saves the list filters under a name, per user and per list, and deletes them', async () => {
    const res = await save(admin, {
      list: 'applicant-tracker',
      name: 'Bilingual referrals',
      query: 'status=active,incomplete&tag=bilingual&source=referral&paginationKey=abc&evil=1',
    });
    expect(res.status).toBe(200);
    // Paging and unknown keys are not part of a view.
    expect(res.body.data.query).toBe('status=active%2Cincomplete&tag=bilingual&source=referral');
    await save(admin, { list: 'req-applicant-tracker', name: 'Bilingual referrals', query: 'search=ana' });
    expect((await list(admin)).body.data.map((v: { name: string }) => v.name)).toEqual([
      'Bilingual referrals',
    ]);
    expect((await list(admin, 'req-applicant-tracker')).body.data).toHaveLength(1);

    const other = await userWith(t.app, { 'applicant-tracker': ['view'] });
    expect((await list(other.token)).body.data).toEqual([]);
    expect(
      (await call(t.app, 'DELETE', `/api/saved-views/delete/${res.body.data.id}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/saved-views/delete/${res.body.data.id}`, { token: admin })).status,
    ).toBe(200);
    expect((await list(admin)).body.data).toEqual([]);
  });

  it('answers 409 for a name the user already has on that list (any case)', async () => {
    await save(admin, { list: 'applicant-tracker', name: 'Night shift', query: 'tag=night%20shift' });
    const again = await save(admin, { list: 'applicant-tracker', name: 'night SHIFT', query: 'search=x' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual(['name: you already have a view with this name']);
  });

  it('needs view on the list the view belongs to, and refuses bad input with 400', async () => {
    const manualOnly = await userWith(t.app, { 'applicant-tracker': ['view'] });
    expect((await list(manualOnly.token, 'req-applicant-tracker')).status).toBe(403);
    expect(
      (await save(manualOnly.token, { list: 'req-applicant-tracker', name: 'x', query: 'search=a' })).status,
    ).toBe(403);
    expect((await save(admin, { list: 'users', name: 'x', query: 'search=a' })).status).toBe(400);
    expect((await save(admin, { list: 'applicant-tracker', name: '', query: 'search=a' })).status).toBe(400);
    expect((await save(admin, { list: 'applicant-tracker', name: 'Empty', query: 'page=2' })).status).toBe(
      400,
    );
    expect(
      (await save(admin, { list: 'applicant-tracker', name: 'Long', query: 'x'.repeat(2001) })).status,
    ).toBe(400);
  });
});
