import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { fakeWebBuild, webMessages } from './candidate-pages.test-helper';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const messages = webMessages();

const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await call(t.app, method, url, { token: admin, body });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data as { id: string };
};

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: fakeWebBuild(messages), PUBLIC_URL: 'https://jobs.example.com' });
  admin = await adminToken(t.app);
  const { id: lobId } = await ok('POST', '/api/lobs/create', {
    name: 'Board line',
    clientName: 'Acme <BPO>',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  ids.lob = lobId;
  const job = (name: string, extra: Record<string, unknown>) =>
    ok('POST', '/api/requisitions/create', {
      lobId,
      name,
      status: 'opened',
      publishStatus: 'published',
      description: '<p>Serve customers by phone &amp; chat.</p>',
      ...extra,
    }).then((r) => r.id);
  ids.heredia = await job('Heredia', {
    jobTitle: { jobTitle: 'Bilingual agent', location: 'Heredia' },
    payText: 'USD 900 – 1,100 per month',
  });
  ids.manila = await job('Manila', {
    jobTitle: { jobTitle: 'Chat support "night"', location: 'Manila', workEnvironment: 'remote' },
    country: 'philippines',
  });
  ids.draft = await ok('POST', '/api/requisitions/create', {
    lobId,
    name: 'Draft',
    jobTitle: { jobTitle: 'Secret role', location: 'Heredia' },
    status: 'opened',
    description: '<p>Secret</p>',
  }).then((r) => r.id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the job board served as HTML', () => {
  it('lists the open jobs as plain links, with filters in a GET form that work without script', async () => {
    const res = await get('/jobs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Open jobs</title>');
    expect(html).toContain('<h1>Open jobs</h1>');
    expect(html).toContain('<form class="filters" role="search" method="get" action="/jobs">');
    expect(html).toContain(
      '<label for="board-search">Search jobs</label><input id="board-search" type="search" name="search"',
    );
    expect(html).toContain('<option value="costa-rica">Costa Rica</option>');
    expect(html).toContain('<p class="count" role="status">2 open jobs</p>');
    expect(html).toContain(`<li class="card"><a href="/interviews/requisition/${ids.heredia}">`);
    expect(html).toContain('<p class="client">Acme &lt;BPO&gt;</p><h2>Bilingual agent</h2>');
    expect(html).toContain('<h2>Chat support &quot;night&quot;</h2>');
    expect(html).toContain('<span>Remote (Manila, Philippines)</span>');
    expect(html).toContain('<span class="chip pay">USD 900 – 1,100 per month</span>');
    expect(html).not.toContain('Secret');
    // Dates in the one format of candidate pages and mail, by Intl: "Posted December 4, 2026".
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(html).toContain(`Posted ${today}`);
    // Its one script is the job page's small one (the language remembered); nothing of the app.
    expect(html).toContain('<script type="module" src="/assets/job-page-script.js"></script>');
    expect(html).not.toContain('/assets/public.js');
    expect(html).not.toContain('modulepreload');
    // The feeds, named in the head.
    expect(html).toContain(
      '<link rel="alternate" type="application/xml" title="Open jobs (XML feed)" href="https://jobs.example.com/jobs/feed.xml" />',
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/ld+json" title="Open jobs (JSON feed)" href="https://jobs.example.com/jobs/feed.json" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://jobs.example.com/jobs/share-image.png" />',
    );
  });

  it('filters by text, country and work mode from the address; an unknown value is "Any"', async () => {
    const titles = async (q: string) =>
      [...(await get(`/jobs${q}`)).body.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(await titles('?search=bilingual')).toEqual(['Bilingual agent']);
    expect(await titles('?search=&country=philippines&workMode=')).toEqual([
      'Chat support &quot;night&quot;',
    ]);
    expect(await titles('?workMode=onsite&country=philippines')).toEqual([]);
    expect(await titles('?country=mars')).toHaveLength(2);
    expect(await titles('?search=%25')).toEqual([]);
    const filtered = (await get('/jobs?search=%3Cscript%3E&country=philippines')).body;
    expect(filtered).toContain('value="&lt;script&gt;"');
    expect(filtered).toContain('<option value="philippines" selected>Philippines</option>');
    expect(filtered).toContain('<p class="empty">No open jobs match your search.</p>');
    // Switching language keeps the filters.
    expect(filtered).toMatch(
      /<form method="get"><input type="hidden" name="search" value="&lt;script&gt;" \/><input type="hidden" name="country" value="philippines" \/>/,
    );
  });

  it('speaks Spanish when asked, through the message files', async () => {
    const res = await get('/jobs?lang=es');
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain(`<h1>${messages.es.board.title}</h1>`);
    expect(res.body).toContain(`>${messages.es.board.submit}</button>`);
    expect(res.body).toContain('<p class="count" role="status">2 vacantes abiertas</p>');
    expect(res.body).toContain('<meta property="og:locale" content="es_CR" />');
    expect(res.headers['content-language']).toBe('es');
    // A reply that sets the language cookie is for this browser only.
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('public pages rendered once per job, language and version', () => {
  it('answers compressed, with validators, 304 when unchanged, and a cache policy a CDN may follow', async () => {
    for (const url of ['/jobs', `/interviews/requisition/${ids.heredia}`]) {
      const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.rawPayload.length).toBeLessThan(Buffer.byteLength((await get(url)).body) / 2);
      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const since = await get(url, { 'if-modified-since': String(first.headers['last-modified']) });
      expect(since.statusCode).toBe(304);
      const gzip = await get(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.etag).toBe(etag);
    }
  });

  it('serves a cached view without a database query, and shows a change on the very next request', async () => {
    const url = `/interviews/requisition/${ids.heredia}`;
    const before = await get(url);
    const etag = String(before.headers.etag);
    // The driver's client (PGlite's or the pg pool) that every statement goes through.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const queries = vi.spyOn(client, 'query');
    try {
      for (let i = 0; i < 5; i++) expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get(url)).body).toBe(before.body);
      expect((await get('/jobs')).statusCode).toBe(200);
      expect(queries).not.toHaveBeenCalled();

      await ok('PUT', `/api/requisitions/update/${ids.heredia}`, {
        jobTitle: { jobTitle: 'Bilingual agent (nights)', location: 'Heredia' },
      });
      queries.mockClear();
      // PGlite delivers the database's notice before the change's statement returns: the very next
      // request sees it. PostgreSQL delivers it to the listening connection a moment after the
      // commit (and to every other process alike).
      if (t.database.driver === 'pglite')
        expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
      await expect.poll(async () => (await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
      const changed = await get(url);
      expect(changed.body).toContain('<h1 translate="no">Bilingual agent (nights)</h1>');
      expect(queries).toHaveBeenCalled();
      expect((await get('/jobs')).body).toContain('<h2>Bilingual agent (nights)</h2>');
    } finally {
      queries.mockRestore();
    }
  });

  it('drops a job from the board and its page as soon as it is unpublished, and a client rename shows at once', async () => {
    const url = `/interviews/requisition/${ids.manila}`;
    const open = (await get(url)).body;
    expect(open).toContain('<h1 translate="no">Chat support &quot;night&quot;</h1>');
    expect(open).toContain('"@type":"JobPosting"');
    await ok('POST', `/api/lobs/update/${ids.lob}`, { clientName: 'Acme Renamed' });
    await expect
      .poll(async () => (await get(url)).body)
      .toContain('<p class="client" translate="no">Acme Renamed</p>');
    await ok('PUT', `/api/requisitions/update/${ids.manila}`, { publishStatus: 'unpublished' });
    await expect.poll(async () => (await get(url)).body).toContain('<title>Job no longer open</title>');
    // No closing date, so no validThrough (docs/decisions/candidate-pages.md#jobposting): the page of
    // a job that is no longer open stops announcing it to search engines at once.
    const gone = (await get(url)).body;
    expect(gone).toContain('<meta name="robots" content="noindex" />');
    expect(gone).not.toContain('"@type":"JobPosting"');
    expect(gone).not.toContain('Chat support');
    expect((await get('/jobs')).body).not.toContain('Chat support');
  });

  it('serves the share image as a 1200 × 630 PNG', async () => {
    const res = await get('/jobs/share-image.png', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('visits counted in batches', () => {
  it('counts a visitor once, with no database write per visit, and writes the counts together at most once in 2 s, without waiting for a further visit', async () => {
    const visitsOf = async () =>
      (await call(t.app, 'GET', `/api/requisitions/get/${ids.heredia}`, { token: admin })).body.data
        .visits as number;
    const visit = async (userAgent: string, id = ids.heredia) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/jobs/visit/${id}`,
        headers: { 'user-agent': userAgent },
      });
      return { status: res.statusCode, counted: res.json().data?.counted };
    };
    const start = await visitsOf();
    expect(await visit('warm-up browser')).toEqual({ status: 200, counted: true });
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const queries = vi.spyOn(client, 'query');
    const started = Date.now();
    try {
      expect(await visit('Phone A')).toEqual({ status: 200, counted: true });
      expect(await visit('Phone A')).toEqual({ status: 200, counted: false });
      expect(await visit('Phone B')).toEqual({ status: 200, counted: true });
      // The warm-up visit was written at once; the next writes at most once in 2 s (none on a
      // machine that took less than 2 s for these three requests).
      expect(queries.mock.calls.length).toBeLessThanOrEqual(Math.floor((Date.now() - started) / 2_000));
    } finally {
      queries.mockRestore();
    }
    // With no further visit, the counts gathered are written once the 2 s have passed.
    await expect.poll(visitsOf, { timeout: 5_000, interval: 250 }).toBe(start + 3);
    // A visit counted right after that write waits for the next one, then is written too.
    expect(await visit('Phone C')).toEqual({ status: 200, counted: true });
    await expect.poll(visitsOf, { timeout: 5_000, interval: 250 }).toBe(start + 4);
    // Unknown, unpublished and malformed jobs count nothing.
    expect((await visit('Phone D', ids.draft)).status).toBe(404);
    expect((await visit('Phone D', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await visit('Phone D', 'not-a-uuid')).status).toBe(400);
  });
});
