import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  call,
  createTestApp,
  createTestDatabase,
  queryRows,
  type TestApp,
  testConfig,
} from './test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

describe('API core', () => {
  it('reports health with the database', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  it('serves an OpenAPI 3.1 document generated from the contract schemas', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const login = res.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(Object.keys(res.body.paths)).toContain('/api/users/list');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(t.app, 'POST', '/api/users/create', {
      token: admin,
      body: '{"firstName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body', errors: ['Malformed JSON body'] });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual(['Request body is too large']);
  });

  it('answers wrong types with 400 naming each field', async () => {
    const res = await call(t.app, 'POST', '/api/auth/login', { body: { email: 42, password: ['x'] } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(2);
    expect(res.body.errors[0]).toMatch(/^email: /);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/api/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual(['Not found']);
  });

  it('refuses to start when a route declares no access', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, workers: false, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    await app.close();
    await database.close();
  });

  it('lets in-flight requests finish when the server closes', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, workers: false, logger: false });
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => {
      arrived = r;
    });
    app.addHook('preHandler', async () => arrived());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const pending = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    await inHandler;
    const closing = app.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { token: string } }).data.token).toBeTruthy();
    await closing;
    await database.close();
  });
});

describe('rate limits', () => {
  it('count public calls apart from staff calls and never count the web app files', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const token = await adminToken(limited.app); // public call 1
      for (let i = 0; i < 5; i++)
        expect((await call(limited.app, 'GET', '/api/users/list', { token })).status).toBe(200);
      for (let i = 0; i < 10; i++) await call(limited.app, 'GET', `/assets/chunk-${i}.js`);
      const wrong = { email: ADMIN_EMAIL, password: 'not-the-password' };
      expect((await call(limited.app, 'POST', '/api/auth/login', { body: wrong })).status).toBe(401);
      expect((await call(limited.app, 'POST', '/api/auth/login', { body: wrong })).status).toBe(401);
      const fourth = await call(limited.app, 'POST', '/api/auth/login', { body: wrong });
      expect(fourth.status).toBe(429);
      expect(fourth.body.errors).toEqual(['Too many requests']);
    } finally {
      await limited.close();
    }
  });
});

describe('staff rate limit', () => {
  it('is set by STAFF_RATE_LIMIT_PER_MINUTE and leaves the public bucket alone', async () => {
    const limited = await createTestApp({ STAFF_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const token = await adminToken(limited.app);
      for (let i = 0; i < 3; i++)
        expect((await call(limited.app, 'GET', '/api/users/list', { token })).status).toBe(200);
      const fourth = await call(limited.app, 'GET', '/api/users/list', { token });
      expect(fourth.status).toBe(429);
      expect(fourth.headers['retry-after']).toBeDefined();
      // A public call from the same address still counts in its own bucket.
      const job = await call(
        limited.app,
        'GET',
        '/api/requisitions/view/00000000-0000-4000-8000-000000000000',
      );
      expect(job.status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('seeding', () => {
  it('is idempotent: a second start adds no roles or users and keeps the admin password', async () => {
    const database = await createDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    const opts = { adminEmail: 'owner@example.com', adminPassword: 'Owner-Password-1', seedDemo: false };
    const log = { info() {}, warn() {} } as never;
    const first = await seedDatabase(database.db, opts, log);
    const second = await seedDatabase(database.db, { ...opts, adminPassword: 'Something-Else-2' }, log);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    const { sql } = await import('drizzle-orm');
    const counts = await queryRows(
      database.db,
      sql`select (select count(*)::int from roles) as roles, (select count(*)::int from users) as users`,
    );
    expect(counts[0]).toEqual({ roles: 4, users: 1 });
    await database.close();
  });
});
