import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The built web app is served pre-compressed, with long caching only for hashed assets. */
let t: TestApp;
const publicHtml = `<!doctype html><html><head><title>Public</title></head><body>${' '.repeat(2000)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = `<!doctype html><html><head><title>ATS</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ats-web-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(Buffer.from(text)));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(Buffer.from(text)));
  };
  write('index.html', html);
  write('public.html', publicHtml);
  write('assets/app-abc123.js', script);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('web app files', () => {
  it('sends brotli to browsers that accept it, gzip to the others, identity otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers HEAD like GET', async () => {
    const get = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const h of ['content-type', 'content-encoding', 'cache-control', 'content-length'])
      expect([h, head.headers[h]]).toEqual([h, get.headers[h]]);
  });

  it('serves the app shell for client routes, compressed and never cached', async () => {
    const res = await t.app.inject({
      // Job pages (/interviews/requisition/…) get a server-rendered head: public-pages.routes.test.ts.
      url: '/interviews/typing-assessment/abc',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const body =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(body).toBe(publicHtml);
    const head = await t.app.inject({ method: 'HEAD', url: '/interviews/typing-assessment/abc' });
    expect(head.statusCode).toBe(200);
  });

  it('gives candidates the public entry and staff the app entry', async () => {
    const shell = async (url: string) =>
      (await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })).body;
    expect(await shell('/interviews/typing-assessment/abc')).toBe(publicHtml);
    expect(await shell('/talent-discovery-hiring-form/agent')).toBe(publicHtml);
    expect(await shell('/public-recordings')).toBe(publicHtml);
    expect(await shell('/dashboard')).toBe(html);
    expect(await shell('/talent-discovery/requisitions')).toBe(html);
    expect(await shell('/interviewsfoo')).toBe(html);
  });

  it('answers 404 JSON for unknown API paths, not the app shell', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: ['Not found'] });
  });
});
