/**
 * Upload attack class (issue 10, finding 2; OpenCATS-style upload RCE, polyglots and traversal):
 * reused upload URLs, files replaced after their check, active content dressed as documents,
 * stored files rendered inline, public presign floods and traversal in keys.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { openRequisition, startApplication } from '../../test/apply-flow';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { PUBLIC_UPLOAD_QUOTA } from './public-upload-quota';
import { type S3Peer, startS3rver } from './s3rver.test-helper';
import { FILES } from './upload-fixtures.test-helper';

const presign = (t: TestApp, token: string, s3Key: string) =>
  call(t.app, 'POST', '/api/generate-presigned-upload-url', { token, body: { s3Key } });
const complete = (t: TestApp, token: string, s3Key: string) =>
  call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key } });
const putLocal = (t: TestApp, url: string, body: Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** A PDF header followed by an HTML page: a PDF/HTML polyglot. */
const PDF_POLYGLOT = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  Buffer.from('<html><body><script>fetch("/api/users/list")</script></body></html>\n'),
  Buffer.from('trailer << >>\n%%EOF\n'),
]);
const svg = (inner: string, attrs = '') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`);

describe('upload attacks with the local driver', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('a presigned PUT URL is single use: a second PUT answers 409 and the checked PDF is what downloads', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    expect((await putLocal(t, up.presignedUrl, FILES.pdf, 'application/pdf')).statusCode).toBe(200);
    for (const body of [FILES.exe, HTML, FILES.pdf]) {
      const again = await putLocal(t, up.presignedUrl, body, 'application/pdf');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This upload link was already used');
    }
    const done = await complete(t, token, up.s3Key);
    expect(done.status).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: done.body.data.url });
    expect(get.rawPayload.equals(FILES.pdf)).toBe(true);
    // And after `complete` checked it, the URL stays spent.
    expect((await putLocal(t, up.presignedUrl, FILES.exe, 'application/pdf')).statusCode).toBe(409);
  });

  it('of two PUTs racing on one URL, exactly one is stored', async () => {
    const up = (await presign(t, token, 'resume/race.pdf')).body.data;
    const [a, b] = await Promise.all([
      putLocal(t, up.presignedUrl, FILES.pdf, 'application/pdf'),
      putLocal(t, up.presignedUrl, HTML, 'application/pdf'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const done = await complete(t, token, up.s3Key);
    expect(done.status).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: done.body.data.url });
    expect(get.rawPayload.equals(FILES.pdf)).toBe(true);
  });

  it('a rejected upload cannot be retried on the same URL with other bytes', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    expect((await putLocal(t, up.presignedUrl, FILES.exe, 'application/pdf')).statusCode).toBe(400);
    expect((await putLocal(t, up.presignedUrl, FILES.pdf, 'application/pdf')).statusCode).toBe(409);
    expect((await complete(t, token, up.s3Key)).body.message).toMatch(/rejected/);
  });

  it('a PUT that stored nothing (over the cap) leaves the URL usable for the real file', async () => {
    const up = (await presign(t, token, 'image/logo.png')).body.data;
    const big = Buffer.concat([FILES.png, Buffer.alloc(10 * 1024 * 1024 + 1, 0)]);
    expect((await putLocal(t, up.presignedUrl, big, 'image/png')).statusCode).toBe(413);
    expect((await putLocal(t, up.presignedUrl, FILES.png, 'image/png')).statusCode).toBe(200);
    expect((await putLocal(t, up.presignedUrl, FILES.png, 'image/png')).statusCode).toBe(409);
  });

  it.each([
    [
      'a PDF header followed by HTML',
      'resume/cv.pdf',
      'application/pdf',
      PDF_POLYGLOT,
      /HTML after its PDF header/,
    ],
    ['an HTML page named .txt', 'resume/cv.txt', 'text/plain', HTML, /HTML or script markup/],
    [
      'script hidden after 64 KB of text',
      'document/notes.txt',
      'text/plain',
      Buffer.concat([Buffer.alloc(64 * 1024, 'a'), Buffer.from('\n<script>alert(1)</script>')]),
      /HTML or script markup/,
    ],
    [
      'an HTML table named .csv',
      'document/list.csv',
      'text/csv',
      Buffer.from('name,city\n<img src=x onerror=alert(1)>,Makati\n'),
      /HTML or script markup/,
    ],
    [
      'markup inside a .json value',
      'document/data.json',
      'application/json',
      Buffer.from('{"bio":"<script>alert(1)</script>"}'),
      /HTML or script markup/,
    ],
    ['an SVG with <script>', 'image/a.svg', 'image/svg+xml', svg('<script>alert(1)</script>'), /<script>/],
    ['an SVG with onload=', 'image/b.svg', 'image/svg+xml', svg('', ' onload="alert(1)"'), /event handler/],
    [
      'an SVG with an entity-encoded javascript: link',
      'image/c.svg',
      'image/svg+xml',
      svg('<a href="&#106;ava&#x73;cript:alert(1)"><text>x</text></a>'),
      /javascript: URL/,
    ],
    [
      'an SVG with <foreignObject>',
      'image/d.svg',
      'image/svg+xml',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      /foreignObject/,
    ],
    [
      'an SVG whose script hides after 64 KB',
      'image/e.svg',
      'image/svg+xml',
      svg(`<!--${'x'.repeat(64 * 1024)}--><script>alert(1)</script>`),
      /<script>/,
    ],
  ])('refuses %s (400) and deletes it', async (_what, s3Key, type, body, reason) => {
    const up = (await presign(t, token, s3Key)).body.data;
    const put = await putLocal(t, up.presignedUrl, body, type);
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('File content is not allowed');
    expect(put.json().errors[0]).toMatch(reason);
    const rows = (await t.database.db.execute(
      sql`select status from uploads where key = ${up.s3Key}`,
    )) as unknown as { rows: { status: string }[] };
    expect(rows.rows[0]?.status).toBe('rejected');
    expect(
      await createLocalStorage({ root: join(t.config.dataDir, 'uploads'), secret: 'x' }).adapter.stat(
        up.s3Key,
      ),
    ).toBeUndefined();
  });

  it('still accepts ordinary text, CSV, JSON and SVG files', async () => {
    const ok: [string, string, Buffer][] = [
      ['resume/cv.txt', 'text/plain', Buffer.from('JavaScript: 5 years. Salary < 50k, team > 10 people.\n')],
      ['document/scores.csv', 'text/csv', Buffer.from('name,score\nAna,<5\nBen,>7\n')],
      ['document/data.json', 'application/json', Buffer.from('{"a":"1 < 2","b":[1,2]}')],
      ['image/logo.svg', 'image/svg+xml', svg('<a href="https://example.com/"><circle r="4"/></a>')],
    ];
    for (const [s3Key, type, body] of ok) {
      const up = (await presign(t, token, s3Key)).body.data;
      expect((await putLocal(t, up.presignedUrl, body, type)).statusCode, s3Key).toBe(200);
    }
  });

  it('serves every download as a sandboxed, never-sniffed attachment', async () => {
    for (const [s3Key, type, body] of [
      ['image/logo.svg', 'image/svg+xml', svg('<circle r="4"/>')],
      ['image/logo.png', 'image/png', FILES.png],
      ['document/notes.txt', 'text/plain', FILES.txt],
      ['resume/cv.pdf', 'application/pdf', FILES.pdf],
    ] as const) {
      const up = (await presign(t, token, s3Key)).body.data;
      await putLocal(t, up.presignedUrl, body, type);
      const done = await complete(t, token, up.s3Key);
      const get = await t.app.inject({ method: 'GET', url: done.body.data.url });
      expect(get.statusCode, s3Key).toBe(200);
      expect(get.headers['content-disposition'], s3Key).toMatch(/^attachment;/);
      expect(get.headers['x-content-type-options'], s3Key).toBe('nosniff');
      expect(get.headers['content-security-policy'], s3Key).toMatch(/sandbox/);
      expect(get.headers['content-type'], s3Key).toBe(type);
    }
  });

  it('refuses traversal, absolute keys, NUL and backslashes in every key it reads', async () => {
    const bad = [
      '../etc/passwd',
      'staff/../../etc/passwd',
      '/etc/passwd',
      'staff\\..\\x.pdf',
      'staff/x\u0000.pdf',
      'C:\\x.pdf',
    ];
    for (const s3Key of bad) {
      expect((await presign(t, token, s3Key)).status, s3Key).toBe(400);
      expect((await complete(t, token, s3Key)).status, s3Key).toBe(400);
    }
    // The storage layer refuses them too, whoever asks.
    const local = createLocalStorage({ root: join(t.config.dataDir, 'uploads'), secret: 'x' });
    for (const key of [...bad, 'staff/./x.pdf', 'staff//x.pdf', '']) {
      expect(() => local.fileOf(key), JSON.stringify(key)).toThrow('Invalid storage key');
    }
    // Signed-URL paths with encoded traversal never reach a file.
    for (const path of [
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      'staff%5c..%5cx',
      'staff/x%00.pdf',
    ]) {
      const url = `/api/uploads/local/${path}?exp=9999999999&ct=text%2Fplain&sig=x`;
      const get = await t.app.inject({ method: 'GET', url });
      expect([403, 404], path).toContain(get.statusCode);
      expect(get.body).not.toMatch(/root:/);
      expect([403, 404], path).toContain((await putLocal(t, url, FILES.txt, 'text/plain')).statusCode);
    }
  });
});

describe('public (candidate) upload URLs', () => {
  let t: TestApp;
  let reqId: string;
  let n = 0;
  /** An application started through the flow, with the cookie that proves it is the caller's. */
  const inProgress = () => startApplication(t.app, reqId, ++n);
  type Started = Awaited<ReturnType<typeof inProgress>>;
  const publicPresign = (application: Started, address: string, s3Key = 'resume/me.pdf') =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/upload-url/${application.id}`,
      payload: { s3Key },
      headers: { cookie: application.cookie },
      remoteAddress: address,
    });

  beforeAll(async () => {
    t = await createTestApp();
    reqId = await openRequisition(t.app, { name: 'CSR class' });
  });
  afterAll(() => t.close());

  it('candidate URLs are single use too', async () => {
    const up = (await publicPresign(await inProgress(), '10.0.0.1')).json().data;
    const first = await t.app.inject({
      method: 'PUT',
      url: up.presignedUrl,
      payload: FILES.pdf,
      headers: up.headers,
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PUT',
      url: up.presignedUrl,
      payload: HTML,
      headers: up.headers,
    });
    expect(second.statusCode).toBe(409);
  });

  it("an upload URL for an application needs that application's cookie, and a refusal writes nothing", async () => {
    const mine = await inProgress();
    const theirs = await inProgress();
    const count = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from uploads where owner_applicant_id = ${theirs.id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    for (const cookie of [undefined, mine.cookie]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/applications/upload-url/${theirs.id}`,
        payload: { s3Key: 'resume/me.pdf' },
        headers: cookie ? { cookie } : {},
        remoteAddress: '10.4.0.1',
      });
      expect([401, 403, 404]).toContain(res.statusCode);
    }
    expect(await count()).toBe(0);
    const own = await publicPresign(theirs, '10.4.0.2');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.s3Key.startsWith(`applicants/${theirs.id}/resume/`)).toBe(true);
    expect((await publicPresign(theirs, '10.4.0.2', '../x.pdf')).statusCode).toBe(400);
  });

  it(`allows ${PUBLIC_UPLOAD_QUOTA.perApplicant} upload URLs per application per hour, then 429 writing nothing`, async () => {
    const application = await inProgress();
    for (let i = 0; i < PUBLIC_UPLOAD_QUOTA.perApplicant; i++) {
      expect((await publicPresign(application, `10.1.0.${i}`)).statusCode).toBe(200);
    }
    const over = await publicPresign(application, '10.1.1.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many uploads for this application: at most 10 per hour/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from uploads where owner_applicant_id = ${application.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(PUBLIC_UPLOAD_QUOTA.perApplicant);
    // Another application is not affected.
    expect((await publicPresign(await inProgress(), '10.1.1.1')).statusCode).toBe(200);
  });

  it(`allows ${PUBLIC_UPLOAD_QUOTA.perAddress} upload URLs per address per hour, across applications`, async () => {
    const address = '10.2.0.1';
    let made = 0;
    while (made < PUBLIC_UPLOAD_QUOTA.perAddress) {
      const application = await inProgress();
      for (let i = 0; i < 5 && made < PUBLIC_UPLOAD_QUOTA.perAddress; i++, made++) {
        expect((await publicPresign(application, address)).statusCode).toBe(200);
      }
    }
    const over = await publicPresign(await inProgress(), address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many uploads from this address: at most 30 per hour/);
    expect((await publicPresign(await inProgress(), '10.2.0.2')).statusCode).toBe(200);
  });

  it('concurrent requests cannot overshoot the per-application quota', async () => {
    const application = await inProgress();
    const answers = await Promise.all(
      Array.from({ length: PUBLIC_UPLOAD_QUOTA.perApplicant + 5 }, (_, i) =>
        publicPresign(application, `10.3.0.${i}`),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(PUBLIC_UPLOAD_QUOTA.perApplicant);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});

describe('upload attacks with the S3 driver against a real S3 server (s3rver)', () => {
  let t: TestApp;
  let token: string;
  let peer: S3Peer;
  let s3: S3Peer['s3'];
  const bucket = 'ats-attack-uploads';

  beforeAll(async () => {
    peer = await startS3rver(bucket);
    s3 = peer.s3;
    t = await createTestApp(peer.env);
    token = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const putS3 = (up: { presignedUrl: string; headers: Record<string, string> }, body: Buffer) =>
    fetch(up.presignedUrl, { method: 'PUT', body, headers: up.headers });
  const pinOf = async (key: string) =>
    (
      (await t.database.db.execute(
        sql`select status, size::int as size, etag, sha256 from uploads where key = ${key}`,
      )) as unknown as {
        rows: { status: string; size: number; etag: string | null; sha256: string | null }[];
      }
    ).rows[0];

  it('complete checks and pins the object it registers (size, ETag, SHA-256)', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    // The bytes first sent are replaced before `complete`: the check runs on what is there now.
    await putS3(up, FILES.exe);
    await putS3(up, FILES.pdf);
    expect((await complete(t, token, up.s3Key)).status).toBe(200);
    const pin = await pinOf(up.s3Key);
    expect(pin).toMatchObject({ status: 'verified', size: FILES.pdf.length });
    expect(pin?.etag).toBe((await s3.stat(up.s3Key))?.etag);
    expect(pin?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an object overwritten after its check is refused on registration (409) and removed', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    await putS3(up, FILES.pdf);
    expect((await complete(t, token, up.s3Key)).status).toBe(200);
    // The S3 URL still accepts a PUT until it expires: the attacker swaps in an HTML page.
    expect((await putS3(up, PDF_POLYGLOT)).status).toBe(200);
    const attach = await call(t.app, 'POST', '/api/applicants/create', {
      token,
      body: { firstName: 'Jane', lastName: 'Doe', resumeKey: up.s3Key },
    });
    expect(attach.status).toBe(409);
    expect(attach.body.errors[0]).toMatch(/was replaced after its content check/);
    expect(await s3.stat(up.s3Key)).toBeUndefined();
    expect((await pinOf(up.s3Key))?.status).toBe('rejected');
    expect((await complete(t, token, up.s3Key)).body.message).toMatch(/rejected/);
  });

  it('a registered file overwritten later gets no download link', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    await putS3(up, FILES.pdf);
    const created = await call(t.app, 'POST', '/api/applicants/create', {
      token,
      body: { firstName: 'John', lastName: 'Roe', resumeKey: up.s3Key },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.resume.fileName).toBe('cv.pdf');
    const swapped = Buffer.concat([FILES.pdf, Buffer.from('<script>alert(1)</script>')]);
    await putS3(up, swapped);
    const got = await call(t.app, 'GET', `/api/applicants/get/${created.body.data.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body.data.resume).toBeNull();
    expect(await s3.stat(up.s3Key)).toBeUndefined();
  });

  it('the same bytes under a new ETag (a copied bucket) keep their pin', async () => {
    const up = (await presign(t, token, 'document/notes.txt')).body.data;
    await putS3(up, FILES.txt);
    expect((await complete(t, token, up.s3Key)).status).toBe(200);
    await t.database.db.execute(sql`update uploads set etag = '"stale"' where key = ${up.s3Key}`);
    expect((await complete(t, token, up.s3Key)).status).toBe(200);
    expect((await pinOf(up.s3Key))?.etag).toBe((await s3.stat(up.s3Key))?.etag);
  });

  it('refuses a PDF/HTML polyglot and an SVG with script at complete', async () => {
    for (const [s3Key, body] of [
      ['resume/cv.pdf', PDF_POLYGLOT],
      ['image/x.svg', svg('', ' onload="alert(1)"')],
    ] as const) {
      const up = (await presign(t, token, s3Key)).body.data;
      await putS3(up, body);
      const done = await complete(t, token, up.s3Key);
      expect(done.status, s3Key).toBe(400);
      expect(done.body.message).toBe('File content is not allowed');
      expect(await s3.stat(up.s3Key)).toBeUndefined();
    }
  });

  it('signs download links as attachments with the checked content type', async () => {
    const up = (await presign(t, token, 'image/logo.png')).body.data;
    await putS3(up, FILES.png);
    const done = await complete(t, token, up.s3Key);
    const get = await fetch(done.body.data.url);
    expect(get.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(get.headers.get('content-type')).toBe('image/png');
  });
});
