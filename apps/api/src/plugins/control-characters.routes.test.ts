import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentClassRequestForm } from '../modules/class-requests/class-requests.test-helper';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../test/harness';

/*
 * Issue 10, finding 3: a NUL (or another control character) in any text field, `search` or
 * `paginationKey` reached PostgreSQL, which refused it with a 500. Every route family now answers
 * 400 naming the field, and a refused request writes nothing.
 */

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const NUL = 'a\u0000b';

const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await call(t.app, method, url, { token: admin, body });
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
  return res.body.data;
};

const agentForm = agentClassRequestForm;

/** Row counts of every table: a refused request must leave all of them as they were. */
const tableCounts = async () => {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row!.n);
  }
  return counts;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const role = await ok('POST', '/api/roles/create', { name: 'Text check role' });
  ids.role = role.id;
  ids.user = (
    await ok('POST', '/api/users/create', {
      firstName: 'Vera',
      lastName: 'Viewer',
      email: 'vera@example.com',
      roleId: role.id,
    })
  ).id;
  ids.lob = (
    await ok('POST', '/api/lobs/create', {
      name: 'Line A',
      clientName: 'Acme',
      lineType: 'bpo',
      country: 'philippines',
    })
  ).id;
  ids.requisition = (
    await ok('POST', '/api/requisitions/create', {
      name: 'CSR class',
      lobId: ids.lob,
      jobTitle: { jobTitle: 'Customer Service Representative' },
    })
  ).id;
  ids.applicant = (await ok('POST', '/api/applicants/create', { firstName: 'Ann', lastName: 'Lee' })).id;
  ids.reqApplicant = (
    await ok('POST', '/api/requisitions/applicant/create', {
      requisitionId: ids.requisition,
      firstName: 'Bo',
      lastName: 'Ray',
    })
  ).id;
  const submitted = await call(t.app, 'POST', '/api/talent-discovery-requests/submit', { body: agentForm() });
  if (submitted.status !== 200) throw new Error(submitted.text);
  const list = await call(t.app, 'GET', '/api/talent-discovery-requests/list', { token: admin });
  ids.classRequest = list.body.data.items[0].id;
  ids.question = (
    await ok('POST', '/api/qualification-questions/create', {
      text: 'Can you work nights?',
      type: 'multiple-choice',
      answers: [
        { text: 'Yes', qualifying: true },
        { text: 'No', qualifying: false },
      ],
    })
  ).id;
  ids.videoQuestion = (await ok('POST', '/api/video-questions/create', { question: 'Why this job?' })).id;
});
afterAll(() => t.close());

interface Case {
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body: () => Record<string, unknown>;
  /** The field (error path) the 400 must name. */
  field: string;
  token?: 'none';
}

const CASES: Case[] = [
  {
    method: 'POST',
    url: () => '/api/users/create',
    body: () => ({ firstName: NUL, lastName: 'X', email: 'x@example.com', roleId: ids.role }),
    field: 'firstName',
  },
  {
    method: 'POST',
    url: () => `/api/users/update/${ids.user}`,
    body: () => ({ lastName: NUL }),
    field: 'lastName',
  },
  { method: 'POST', url: () => '/api/roles/create', body: () => ({ name: NUL }), field: 'name' },
  {
    method: 'POST',
    url: () => `/api/roles/update/${ids.role}`,
    body: () => ({ description: NUL }),
    field: 'description',
  },
  {
    method: 'POST',
    url: () => '/api/lobs/create',
    body: () => ({ name: NUL, clientName: 'Acme', lineType: 'bpo', country: 'india' }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => `/api/lobs/update/${ids.lob}`,
    body: () => ({ description: NUL }),
    field: 'description',
  },
  {
    method: 'POST',
    url: () => '/api/requisitions/create',
    body: () => ({ name: 'R', lobId: ids.lob, jobTitle: { jobTitle: 'CSR' }, description: `<p>${NUL}</p>` }),
    field: 'description',
  },
  {
    method: 'PUT',
    url: () => `/api/requisitions/update/${ids.requisition}`,
    body: () => ({ jobTitle: { location: NUL } }),
    field: 'jobTitle.location',
  },
  {
    method: 'POST',
    url: () => '/api/applicants/create',
    body: () => ({ firstName: 'Ann', lastName: 'Lee', notes: NUL }),
    field: 'notes',
  },
  {
    method: 'POST',
    url: () => `/api/applicants/update/${ids.applicant}`,
    body: () => ({ position: NUL }),
    field: 'position',
  },
  {
    method: 'POST',
    url: () => '/api/requisitions/applicant/create',
    body: () => ({ requisitionId: ids.requisition, firstName: NUL, lastName: 'Ray' }),
    field: 'firstName',
  },
  {
    method: 'PUT',
    url: () => `/api/requisitions/applicant/update/${ids.reqApplicant}`,
    body: () => ({ address: NUL }),
    field: 'address',
  },
  {
    method: 'POST',
    url: () => '/api/talent-discovery-requests/submit',
    body: () => agentForm({ requesterName: NUL }),
    field: 'requesterName',
    token: 'none',
  },
  {
    method: 'POST',
    url: () => '/api/talent-discovery-requests/submit',
    body: () => agentForm({ notes: NUL, languages: [{ language: NUL, level: 'basic' }] }),
    field: 'languages.0.language',
    token: 'none',
  },
  {
    method: 'PUT',
    url: () => `/api/talent-discovery-requests/update/${ids.classRequest}`,
    body: () => agentForm({ company: NUL }),
    field: 'company',
  },
  {
    method: 'PUT',
    url: () => `/api/talent-discovery-requests/status/${ids.classRequest}`,
    body: () => ({ status: 'declined', reason: NUL }),
    field: 'reason',
  },
  {
    method: 'POST',
    url: () => `/api/talent-discovery-requests/accept/${ids.classRequest}`,
    body: () => ({ lobId: ids.lob, name: NUL }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => '/api/qualification-questions/create',
    body: () => ({
      text: 'Q?',
      type: 'multiple-choice',
      answers: [
        { text: NUL, qualifying: true },
        { text: 'No', qualifying: false },
      ],
    }),
    field: 'answers.0.text',
  },
  {
    method: 'POST',
    url: () => '/api/qualification-question-profiles/create',
    body: () => ({ name: NUL, questionIds: [ids.question] }),
    field: 'name',
  },
  {
    method: 'POST',
    url: () => `/api/video-questions/update/${ids.videoQuestion}`,
    body: () => ({ question: 'Why?', guidance: NUL }),
    field: 'guidance',
  },
  {
    method: 'POST',
    url: () => '/api/video-question-profiles/create',
    body: () => ({ name: 'P', introMessage: NUL, questionIds: [ids.videoQuestion] }),
    field: 'introMessage',
  },
  {
    method: 'POST',
    url: () => '/api/typing-tests/create',
    body: () => ({
      name: 'T',
      passages: [`The quick brown fox ${NUL} jumps over the lazy dog.`],
      durationSeconds: 60,
      minNetWpm: 30,
      minAccuracy: 90,
    }),
    field: 'passages.0',
  },
  {
    method: 'POST',
    url: () => '/api/resume-profiles/create',
    body: () => ({ name: 'R', criteria: { requiredSkills: [NUL] } }),
    field: 'criteria.requiredSkills.0',
  },
  {
    method: 'POST',
    url: () => '/api/uploads/complete',
    body: () => ({ s3Key: `resume/${NUL}.pdf` }),
    field: 's3Key',
  },
  {
    method: 'POST',
    url: () => '/api/auth/login',
    body: () => ({ email: `ann${NUL}@example.com`, password: 'x' }),
    field: 'email',
    token: 'none',
  },
];

const send = (c: Case) =>
  call(t.app, c.method, c.url(), { ...(c.token === 'none' ? {} : { token: admin }), body: c.body() });

/** GET routes of the OpenAPI document that take this query parameter. */
const routesWithQuery = (name: string) => {
  // biome-ignore lint/suspicious/noExplicitAny: walking the generated OpenAPI document
  const doc = t.app.swagger() as any;
  const out: string[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: walking the generated OpenAPI document
  for (const [path, ops] of Object.entries<any>(doc.paths)) {
    const params: { in: string; name: string }[] = ops.get?.parameters ?? [];
    // Path parameters get a well-formed id, so only the query is wrong.
    const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    if (params.some((p) => p.in === 'query' && p.name === name)) out.push(url);
  }
  return out;
};

describe('control characters in text', () => {
  it('answers 400 naming the field, for a NUL in a text field of every route family, and writes nothing', async () => {
    const before = await tableCounts();
    for (const c of CASES) {
      const res = await send(c);
      expect(res.status, `${c.method} ${c.url()} ${res.text}`).toBe(400);
      expect(res.body.errors.join('\n'), `${c.method} ${c.url()}`).toContain(`${c.field}:`);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('answers 400 for a NUL in search on every list, picker and export', async () => {
    const paths = routesWithQuery('search');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const res = await call(t.app, 'GET', `${path}?search=a%00b`, { token: admin });
      expect(res.status, `${path} ${res.text}`).toBe(400);
      expect(res.body.errors.join(' ')).toMatch(/^search: /);
    }
  });

  it('answers 400 for a paginationKey holding a NUL, raw or inside a crafted key', async () => {
    // Lists under a parent id (in the path, or the History panel's entity in the query) may answer
    // 404 or 400 for the parent before reading the key.
    const paths = routesWithQuery('paginationKey').filter(
      (p) => !p.includes('00000000-') && p !== '/api/audit-log/history',
    );
    expect(paths.length).toBeGreaterThan(10);
    // Lists that name their parent in the query get a well-formed one, so only the key is wrong.
    const parentOf: Record<string, string> = {
      '/api/candidates/activity': 'kind=manual&applicantId=00000000-0000-4000-8000-000000000000&',
    };
    const crafted = (sort: string, value: unknown) =>
      Buffer.from(JSON.stringify([sort, value, '00000000-0000-4000-8000-000000000000'])).toString(
        'base64url',
      );
    for (const path of paths) {
      for (const key of [
        'a%00b',
        crafted('-createdAt', 'a\u0000b'),
        crafted('-createdAt', { $gt: 1 }),
        crafted('name', ['x']),
      ]) {
        const res = await call(t.app, 'GET', `${path}?${parentOf[path] ?? ''}paginationKey=${key}`, {
          token: admin,
        });
        expect(res.status, `${path} ${key} ${res.text}`).toBe(400);
        expect(res.body.errors.join(' ')).toContain('paginationKey');
      }
    }
  });

  it('refuses other control characters and line breaks in a one-line field, keeps them in notes', async () => {
    for (const bad of ['Ann\u0007', 'Ann\u001b[31m', 'An\nn', 'Ann\u0085', 'Ann\ud800']) {
      const res = await call(t.app, 'POST', '/api/applicants/create', {
        token: admin,
        body: { firstName: bad, lastName: 'Lee' },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors.join(' ')).toContain(
        'firstName: First name must not contain control characters',
      );
    }
    const fine = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: ' Zoë 😀 ', lastName: 'Lee', notes: 'line one\r\n\tline two' },
    });
    expect(fine.status, fine.text).toBe(200);
    expect(fine.body.data).toMatchObject({ firstName: 'Zoë 😀', notes: 'line one\r\n\tline two' });
  });
});
