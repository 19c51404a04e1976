import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequisition } from '../../test/apply-flow';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

/**
 * Both applicant lists match a search on the stored `search_text` column (migration 0037): the
 * same rows as matching the name, email and phone digits one by one, kept current on every write.
 */
let t: TestApp;
let admin: string;
let requisitionId: string;
const ids = { manual: new Map<string, string>(), requisition: new Map<string, string>() };

const KINDS = {
  manual: {
    create: '/api/applicants/create',
    update: '/api/applicants/update',
    list: '/api/applicants/list',
  },
  requisition: {
    create: '/api/requisitions/applicant/create',
    update: '/api/requisitions/applicant/update',
    list: '/api/requisitions/applicant/list',
  },
} as const;
type Kind = keyof typeof KINDS;

const PEOPLE = [
  { firstName: 'Zoë', lastName: 'Fernández', email: 'zoe.f@northwind.example', phone: '+63 917 555 0142' },
  { firstName: 'Eddy', lastName: 'Marquez', email: 'EMQ@Contoso.example', phone: '(0917) 888-2211' },
  { firstName: 'Amos', lastName: 'Reyes', email: 'a.reyes@fabrikam.example', phone: '' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  requisitionId = await openRequisition(t.app, { token: admin });
  for (const kind of Object.keys(KINDS) as Kind[]) {
    for (const p of PEOPLE) {
      const body = kind === 'requisition' ? { ...p, requisitionId } : p;
      const res = await call(t.app, 'POST', KINDS[kind].create, { token: admin, body });
      expect(res.status, res.text).toBe(200);
      ids[kind].set(p.firstName, res.body.data.id);
    }
  }
});
afterAll(() => t.close());

const found = async (kind: Kind, search: string) => {
  const res = await call(t.app, 'GET', `${KINDS[kind].list}?search=${encodeURIComponent(search)}`, {
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.data.items.map((a: { firstName: string }) => a.firstName).sort();
};

describe.each(Object.keys(KINDS) as Kind[])('%s applicant search', (kind) => {
  it('matches part of a name, across first and last name, in any case', async () => {
    expect(await found(kind, 'ddy')).toEqual(['Eddy']);
    expect(await found(kind, 'EDDY MAR')).toEqual(['Eddy']);
    expect(await found(kind, 'amos reyes')).toEqual(['Amos']);
    expect(await found(kind, 'eddymar')).toEqual([]);
  });

  it('does not fold accents: the accented letter matches, the plain one does not', async () => {
    expect(await found(kind, 'zoë')).toEqual(['Zoë']);
    expect(await found(kind, 'fernández')).toEqual(['Zoë']);
    expect(await found(kind, 'fernandez')).toEqual([]);
  });

  it('matches part of an email in any case and phone digits, but never across two fields', async () => {
    expect(await found(kind, 'emq@contoso')).toEqual(['Eddy']);
    expect(await found(kind, '0917) 888')).toEqual(['Eddy']);
    expect(await found(kind, '5550142')).toEqual(['Zoë']);
    expect(await found(kind, 'marquez emq')).toEqual([]);
    expect(await found(kind, 'example 63917')).toEqual([]);
  });

  it('matches the new name once a name is changed, and no longer the old one', async () => {
    const id = ids[kind].get('Amos')!;
    const res = await call(t.app, kind === 'manual' ? 'POST' : 'PUT', `${KINDS[kind].update}/${id}`, {
      token: admin,
      body: { firstName: 'Amadeo', email: 'amadeo@tailspin.example' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await found(kind, 'amadeo reyes')).toEqual(['Amadeo']);
    expect(await found(kind, 'TAILSPIN')).toEqual(['Amadeo']);
    expect(await found(kind, 'amos')).toEqual([]);
  });
});

describe('global search', () => {
  it('finds both kinds by name, and a term holding a line break matches no field boundary', async () => {
    const res = await call(t.app, 'GET', `/api/search?q=${encodeURIComponent('eddy marq')}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const kinds = res.body.data.candidates.flatMap(
      (c: { applications: { kind: string; matched: boolean }[] }) =>
        c.applications.filter((a) => a.matched).map((a) => a.kind),
    );
    expect(kinds.sort()).toEqual(['manual', 'requisition']);
    const split = await call(t.app, 'GET', `/api/search?q=${encodeURIComponent('marquez\nemq')}`, {
      token: admin,
    });
    expect(split.status).toBe(200);
    expect(split.body.data.candidates).toEqual([]);
  });
});
