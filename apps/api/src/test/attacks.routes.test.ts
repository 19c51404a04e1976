import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminUserId, createAttackApp, issueAdminToken } from './fuzz/fuzz-app';
import { encodeAny } from './fuzz/fuzz-requests';
import { type FuzzRoute, fuzzRoutesOf, isPublic } from './fuzz/fuzz-routes';
import { SQL_INJECTIONS, TRAVERSALS } from './fuzz/hostile-values';
import { installWriteWatch, rowCounts, writesSoFar } from './fuzz/write-watch';
import { call, queryRows, type TestApp } from './harness';

/**
 * The attack classes that older applicant tracking systems fell to (OpenCATS' CVEs among them),
 * tried against every route they apply to: SQL injection through sort, filters, search and the
 * pagination key; open redirects through mailed links; cross-site request forgery; path
 * traversal in ids and storage keys. Stored and reflected XSS are checked in Chromium
 * (e2e/tests/security/xss.spec.ts); upload polyglots in the uploads module's attack tests.
 */
let t: TestApp;
let token: string;
let routes: FuzzRoute[];
let tables: string[];

beforeAll(async () => {
  t = await createAttackApp();
  tables = await installWriteWatch(t.database.db);
  routes = fuzzRoutesOf(t.app);
});
// A fresh session per test: a test that signs out must not sign the next one out.
beforeEach(async () => {
  token = await issueAdminToken(t, await adminUserId(t));
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, 'GET', url, { token });
const idsOf = (body: { data?: { items?: { id?: string }[] } }) =>
  (body?.data?.items ?? []).map((i) => i.id ?? JSON.stringify(i));

const listRoutes = () =>
  routes.filter((r) => r.method === 'GET' && r.query.some((q) => q.name === 'search' || q.name === 'sort'));

/** Query parameters that select rows (filters), as opposed to paging and searching. */
const FILTER_SKIP = new Set(['limit', 'paginationKey', 'search', 'sort']);

describe('SQL injection through sort, filters, search and the pagination key', () => {
  it('every list and export route answers 400 or its normal rows to classic payloads, and the data is intact', async () => {
    const countsBefore = await rowCounts(t.database.db, tables);
    const failures: string[] = [];
    let checks = 0;
    for (const route of listRoutes()) {
      const isExport = route.path.endsWith('/export');
      const limit = route.query.find((q) => q.name === 'limit');
      const base = `${route.path}${limit ? `?limit=${limit.schema.maximum ?? 100}` : '?'}`;
      const baseline = await get(base);
      if (baseline.status !== 200) {
        failures.push(`${route.key} baseline: ${baseline.status} ${baseline.text.slice(0, 300)}`);
        continue;
      }
      const allIds = new Set(isExport ? [] : idsOf(baseline.body));
      const baselineLines = isExport ? baseline.text.trim().split('\n').length : 0;
      const params = route.query.map((q) => q.name).filter((n) => !['limit'].includes(n));
      for (const param of params) {
        for (const payload of SQL_INJECTIONS) {
          checks++;
          const res = await get(`${base}&${param}=${encodeAny(payload)}`);
          const where = `${route.key} ${param}=${JSON.stringify(payload)}`;
          if (res.status >= 500 || (res.status !== 200 && res.status !== 400)) {
            failures.push(`${where}: ${res.status} ${res.text.slice(0, 120)}`);
            continue;
          }
          if (res.status === 400) continue;
          if (isExport) {
            // An export answers its header and at most the rows it has without the payload.
            const lines = res.text.trim().split('\n').length;
            if (lines > baselineLines)
              failures.push(`${where}: ${lines} CSV lines, ${baselineLines} without it`);
            if (param === 'search' && lines > 1 && !res.text.toLowerCase().includes(payload.toLowerCase()))
              failures.push(`${where}: ${lines - 1} rows, none containing the search text`);
            continue;
          }
          const got = idsOf(res.body);
          const foreign = got.filter((id) => !allIds.has(id));
          if (foreign.length) failures.push(`${where}: rows outside the list: ${foreign.join(', ')}`);
          // A search is literal text: it matches rows that contain it, not every row.
          if (param === 'search') {
            const items = (res.body?.data?.items ?? []) as unknown[];
            const unrelated = items.filter(
              (i) => !JSON.stringify(i).toLowerCase().includes(payload.toLowerCase()),
            );
            if (unrelated.length) failures.push(`${where}: ${unrelated.length} rows that do not contain it`);
          }
          if (param === 'sort' && got.length !== allIds.size && got.length !== 0)
            failures.push(`${where}: ${got.length} rows, ${allIds.size} unsorted`);
          if (!FILTER_SKIP.has(param) && got.length > allIds.size)
            failures.push(`${where}: ${got.length} rows, more than the ${allIds.size} unfiltered`);
        }
      }
    }
    console.log(
      `SQL injection: ${listRoutes().length} list/export routes, ${checks} payload checks, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    expect(await rowCounts(t.database.db, tables)).toEqual(countsBefore);
  }, 600_000);

  it('a search for a quote or a backslash finds the rows that contain it and nothing breaks', async () => {
    const res = await get(`/api/users/list?search=${encodeURIComponent("O'Brien\\")}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
  });
});

describe('open redirect: links the server builds stay on our origin', () => {
  it('a password-reset mail requested with a forged Host and X-Forwarded-Host links to PUBLIC_URL only', async () => {
    const evil = 'evil.example.com';
    const res = await call(t.app, 'POST', '/api/users/send-password-email', {
      body: { email: t.config.adminEmail },
      headers: {
        host: evil,
        'x-forwarded-host': evil,
        'x-forwarded-proto': 'https',
        origin: `https://${evil}`,
      },
    });
    expect(res.status).toBe(200);
    // The mail is enqueued now or just after answering (the same work for known and unknown addresses).
    let mails: { body: string }[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = await queryRows<{ body: string }>(
        t.database.db,
        sql`select coalesce(text, '') || coalesce(html, '') as body from mail_outbox`,
      );
      if (!mails.length) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mails.length).toBeGreaterThan(0);
    const origin = new URL(t.app.deps.publicUrl).origin;
    for (const m of mails) {
      expect(m.body).not.toContain(evil);
      const links = m.body.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(origin);
    }
  });

  it('no API route answers with a redirect to another origin, whatever its parameters say', async () => {
    const targets = [
      'https://evil.example.com',
      '//evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
    ];
    const offenders: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/\{[A-Za-z0-9_]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const target of targets) {
        const q = ['from', 'redirect', 'redirectTo', 'returnTo', 'next', 'url', 'continue']
          .map((n) => `${n}=${encodeURIComponent(target)}`)
          .join('&');
        const res = await call(t.app, 'GET', `${path}?${q}`, isPublic(route) ? {} : { token });
        const location = String(res.headers.location ?? '');
        if (res.status >= 300 && res.status < 400 && location && !location.startsWith('/'))
          offenders.push(`${route.key} → ${res.status} ${location}`);
        if (location.startsWith('//') || location.startsWith('/\\'))
          offenders.push(`${route.key} → ${location}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('cross-site request forgery: only the bearer header authenticates', () => {
  const stateChanging = () => routes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  const concrete = (r: FuzzRoute) =>
    r.path.replace(/\{[A-Za-z0-9_]+\}/g, '00000000-0000-4000-8000-000000000000');

  it('signing in sets no session cookie: its one cookie (the device cookie) goes only to the sign-in and opens nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.config.adminEmail, password: t.config.adminPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => ({ name: c.name, path: c.path, httpOnly: c.httpOnly }))).toEqual([
      { name: 'ats-device', path: '/api/auth/login', httpOnly: true },
    ]);
    const device = res.cookies[0]!.value;
    const failures: string[] = [];
    for (const route of stateChanging().filter((r) => !isPublic(r))) {
      const sent = await call(t.app, route.method as 'POST', concrete(route), {
        headers: { cookie: `ats-device=${device}`, 'content-type': 'application/json' },
        ...(route.body ? { body: '{}' } : {}),
      });
      if (sent.status !== 401) failures.push(`${route.key}: ${sent.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('a session token in a cookie (any name) changes nothing on any staff route: 401 and no write', async () => {
    const cookie = ['token', 'session', 'sid', 'auth', 'authorization', 'access_token', 'jwt']
      .map((n) => `${n}=${token}`)
      .join('; ');
    const before = await writesSoFar(t.database.db);
    const failures: string[] = [];
    for (const route of stateChanging().filter((r) => !isPublic(r))) {
      const res = await call(t.app, route.method as 'POST', concrete(route), {
        headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example.com' },
        ...(route.body ? { body: '{}' } : {}),
      });
      if (res.status !== 401) failures.push(`${route.key}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(await writesSoFar(t.database.db)).toEqual(before);
  });

  // What an HTML form on another site can send: text/plain (which can spell JSON with a
  // name="{&quot;a&quot;:&quot;" value trick), urlencoded and multipart bodies, with no custom headers.
  const FORM_BODIES: [string, string][] = [
    ['text/plain', '{"email":"attacker@evil.example.com","name":"x","ignore":"="}'],
    ['application/x-www-form-urlencoded', 'email=attacker%40evil.example.com&name=x&roleId=x'],
    [
      'multipart/form-data; boundary=----x',
      '------x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n------x--\r\n',
    ],
  ];

  it('form-encodable bodies are refused by every state-changing route, public ones included, even with a token', async () => {
    const before = await writesSoFar(t.database.db);
    const failures: string[] = [];
    let checks = 0;
    for (const route of stateChanging()) {
      for (const [type, payload] of FORM_BODIES) {
        // With the bearer header (which a form cannot send) only a route that reads a body matters.
        for (const withToken of route.body ? [false, true] : [false]) {
          checks++;
          const res = await call(t.app, route.method as 'POST', concrete(route), {
            ...(withToken ? { token } : {}),
            headers: { 'content-type': type, origin: 'https://evil.example.com' },
            body: payload,
          });
          const refused = [400, 401, 403, 404, 413, 415, 429].includes(res.status);
          if (!refused) failures.push(`${route.key} ${type}${withToken ? ' with token' : ''}: ${res.status}`);
        }
      }
    }
    console.log(
      `CSRF: ${stateChanging().length} state-changing routes × ${FORM_BODIES.length} form encodings, with and without a token where a body is read: ${checks} checks`,
    );
    expect(failures).toEqual([]);
    expect(await writesSoFar(t.database.db)).toEqual(before);
  });

  it('a cross-origin caller gets no CORS grant, so a page elsewhere cannot read answers or send the bearer header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/roles/create',
      headers: {
        origin: 'https://evil.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await call(t.app, 'GET', '/api/users/list', {
      token,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('path traversal in ids and storage keys', () => {
  it('every route with an id in its path answers 400 or 404 to traversal and never reads a file', async () => {
    const failures: string[] = [];
    const before = await writesSoFar(t.database.db);
    for (const route of routes.filter((r) => r.pathParams.length)) {
      for (const segment of TRAVERSALS) {
        const url = route.path.replace(/\{[A-Za-z0-9_]+\}/g, encodeAny(segment));
        const res = await call(t.app, route.method as 'GET', url, {
          ...(isPublic(route) ? {} : { token }),
          ...(route.body ? { body: {} } : {}),
        });
        if (![400, 404, 405].includes(res.status))
          failures.push(`${route.key} id=${JSON.stringify(segment)}: ${res.status}`);
        if (/root:x:0:0|\[fonts\]/.test(res.text))
          failures.push(`${route.key} id=${JSON.stringify(segment)}: file content`);
      }
    }
    expect(failures).toEqual([]);
    expect(await writesSoFar(t.database.db)).toEqual(before);
  });

  it('an upload key with traversal, an absolute path or a NUL byte is refused before any URL is signed', async () => {
    const failures: string[] = [];
    for (const s3Key of [
      ...TRAVERSALS,
      'resumes/../../../etc/passwd',
      '/resumes/cv.pdf',
      'resumes/cv.pdf\u0000.html',
    ]) {
      const res = await call(t.app, 'POST', '/api/generate-presigned-upload-url', { token, body: { s3Key } });
      if (res.status !== 400 && res.status !== 403)
        failures.push(`s3Key=${JSON.stringify(s3Key)}: ${res.status}`);
      if (res.body?.data?.presignedUrl)
        failures.push(`s3Key=${JSON.stringify(s3Key)}: signed ${res.body.data.presignedUrl}`);
    }
    expect(failures).toEqual([]);
  });

  it('the local file URLs refuse traversal in the key, signed or not', async () => {
    const failures: string[] = [];
    for (const segment of [
      '..%2f..%2fetc%2fpasswd',
      '../../etc/passwd',
      '%2e%2e/%2e%2e/etc/passwd',
      '..\\..\\etc\\passwd',
      '%00',
    ]) {
      for (const method of ['GET', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/uploads/local/${segment}?exp=9999999999&sig=x&ct=application/pdf`,
          ...(method === 'PUT' ? { payload: 'x', headers: { 'content-type': 'application/pdf' } } : {}),
        });
        if (![400, 403, 404].includes(res.statusCode))
          failures.push(`${method} ${segment}: ${res.statusCode}`);
        if (/root:x:0:0/.test(res.body)) failures.push(`${method} ${segment}: file content`);
      }
    }
    expect(failures).toEqual([]);
  });
});
