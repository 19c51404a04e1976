import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TOperation, TPermissions } from '@ats/contract';
import { grant } from '@ats/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { SNAPSHOT_ENV, TEMPLATE_ENV } from './global-setup';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Password-1';

/** Test config: quiet, no demo data, fixed secrets; `overrides` are environment variables. */
export const testConfig = (overrides: Record<string, string> = {}): AppConfig =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ats-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Tests sign in many times a minute; tests of rate limits set their own.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    STAFF_RATE_LIMIT_PER_MINUTE: '100000',
    RESUME_PARSES_PER_ADDRESS_HOUR: '100000',
    // Whatever the test machine's disk holds, tus tests are not refused for space (one test sets its own).
    UPLOAD_DISK_FLOOR_MB: '0',
    // Tests fire requests in parallel on purpose; the back-pressure test sets its own limit.
    PGLITE_MAX_REQUESTS: '0',
    ...overrides,
  });

let snapshot: Blob | undefined;
const migratedSnapshot = () => {
  const file = process.env[SNAPSHOT_ENV];
  if (file && !snapshot) snapshot = new Blob([readFileSync(file)]);
  return snapshot;
};

/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * database on that PostgreSQL server (dropped again on close). Under vitest both start from the
 * schema migrated once by global-setup.ts; elsewhere (benches) they start empty.
 */
export const createTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createDatabase({ pgliteDir: 'memory://', pgliteSnapshot: migratedSnapshot() });
  const name = `ats_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export const createTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp(config, { database, workers: false, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
};

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  text: string;
}

/** One API call; `token` adds the bearer header. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies field by field.
export const call = async <T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> => {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body: body as T, headers: res.headers, text: res.body };
};

export const login = async (app: FastifyInstance, email: string, password: string) => {
  const res = await call(app, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${res.text}`);
  return res.body.data as { token: string; id: string; roleId: string };
};

export const adminToken = async (app: FastifyInstance) =>
  (await login(app, ADMIN_EMAIL, ADMIN_PASSWORD)).token;

let counter = 0;

/**
 * Creates a role with exactly these grants and a signed-in user holding it.
 * `grants` maps menu item id → operations, e.g. `{ requisitions: ['view'] }`.
 */
export const userWith = async (
  app: FastifyInstance,
  grants: Record<string, readonly TOperation[]> | TPermissions,
  extra: { linesOfBusiness?: string[] } = {},
) => {
  const admin = await adminToken(app);
  const n = ++counter;
  const permissions = Object.values(grants).every(Array.isArray)
    ? grant(grants as Record<string, readonly TOperation[]>)
    : (grants as TPermissions);
  const role = await call(app, 'POST', '/api/roles/create', {
    token: admin,
    body: { name: `Test role ${n} ${randomBytes(3).toString('hex')}`, permissions },
  });
  if (role.status !== 200) throw new Error(`role create failed: ${role.text}`);
  const email = `user${n}-${randomBytes(3).toString('hex')}@example.com`;
  const user = await call(app, 'POST', '/api/users/create', {
    token: admin,
    body: {
      firstName: 'Test',
      lastName: `User ${n}`,
      email,
      roleId: role.body.data.id,
      linesOfBusiness: extra.linesOfBusiness ?? [],
    },
  });
  if (user.status !== 200) throw new Error(`user create failed: ${user.text}`);
  const password = 'Correct-Horse-42';
  await setPassword(app, user.body.data.id, password);
  const session = await login(app, email, password);
  return {
    token: session.token,
    userId: user.body.data.id as string,
    roleId: role.body.data.id as string,
    email,
    password,
  };
};

/** Sets a password directly (tests of other features should not depend on the mail flow). */
export const setPassword = async (app: FastifyInstance, userId: string, password: string) => {
  const { hashPassword } = await import('../lib/passwords');
  const { setPasswordHash } = await import('../modules/auth/auth.test-helper');
  await setPasswordHash(app.database.db, userId, await hashPassword(password));
};

/** Rows of a raw SQL query, on either driver. */
export const queryRows = <T = Record<string, unknown>>(db: Database['db'], query: SQL): Promise<T[]> =>
  rowsOf<T>(db, query);
