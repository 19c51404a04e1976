import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../test/harness';
import { createDatabase, migrationsFolder } from './client';
import { seedDatabase } from './seed/seed';

const serverUrl = process.env.TEST_DATABASE_URL;
const quiet = { info() {}, warn() {} } as never;

const admin = async (query: string) => {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
};

// Only PostgreSQL has several processes starting at once; PGlite is one process with one connection.
describe.skipIf(!serverUrl)('start-up on PostgreSQL', () => {
  it('replicas migrating and seeding at once on an empty database give one schema and one admin', async () => {
    const name = `ats_test_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Each "replica" has its own pool, as separate processes would.
    const replicas = await Promise.all(
      Array.from({ length: 5 }, () => createDatabase({ url: url.toString(), poolSize: 2 })),
    );
    try {
      const opts = { adminEmail: 'owner@example.com', adminPassword: 'Owner-Password-1', seedDemo: false };
      const results = await Promise.allSettled(
        replicas.map((r) => r.migrate((db) => seedDatabase(db, opts, quiet))),
      );
      expect(results.map((r) => r.status)).toEqual(replicas.map(() => 'fulfilled'));

      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
      const [counts] = await queryRows<Record<string, number>>(
        replicas[0]!.db,
        sql`select
          (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
          (select count(*)::int from users) as users,
          (select count(*)::int from roles where is_system) as "adminRoles"`,
      );
      expect(counts).toEqual({ migrations: journal.entries.length, users: 1, adminRoles: 1 });
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
