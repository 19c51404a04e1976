import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { call, createTestDatabase, testConfig } from '../test/harness';

/*
 * Issue 10, finding 9: HSTS and `upgrade-insecure-requests` only over HTTPS, so a plain-HTTP
 * intranet install works; public routes are marked `security: []` in the OpenAPI document.
 */

let database: Database;
const apps: FastifyInstance[] = [];
const appWith = async (env: Record<string, string>) => {
  const app = await buildApp(testConfig(env), { database, workers: false, logger: false });
  await app.ready();
  apps.push(app);
  return app;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

const headersOf = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  (await call(app, 'GET', '/api/health', { headers })).headers;

describe('transport security headers', () => {
  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP, even with a forged X-Forwarded-Proto', async () => {
    const app = await appWith({});
    for (const h of [await headersOf(app), await headersOf(app, { 'x-forwarded-proto': 'https' })]) {
      expect(h['strict-transport-security']).toBeUndefined();
      expect(String(h['content-security-policy'])).toContain("default-src 'self'");
      expect(String(h['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    }
  });

  it('sends both behind a trusted proxy that says the request came over HTTPS, and not for its HTTP requests', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const https = await headersOf(app, { 'x-forwarded-proto': 'https' });
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(String(https['content-security-policy'])).toContain('upgrade-insecure-requests');
    const http = await headersOf(app, { 'x-forwarded-proto': 'http' });
    expect(http['strict-transport-security']).toBeUndefined();
    expect(String(http['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('sends both when PUBLIC_URL is https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://ats.example.com' });
    const h = await headersOf(app);
    expect(h['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(String(h['content-security-policy']).match(/upgrade-insecure-requests/g)).toHaveLength(1);
  });
});
