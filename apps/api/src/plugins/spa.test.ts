import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// Issue 18, defect 8: link checkers and uptime monitors send HEAD; app pages must answer it as GET.
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ats-spa-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>staff</title>');
  writeFileSync(join(dir, 'public.html'), '<!doctype html><title>public</title>');
  t = await createTestApp({ WEB_DIST: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('app pages answer HEAD like GET', () => {
  it.each([
    '/',
    '/login',
    '/talent-discovery/requisitions',
    '/interviews/requisition/4b8f6a7e-0000-4000-8000-000000000000',
  ])('%s', async (url) => {
    const get = await t.app.inject({ method: 'GET', url });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('an unknown API path is 404 for both', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});
