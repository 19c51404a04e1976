// Runs once per `vitest run`: migrates one database and lets every test file start from a copy
// of it. Creating a PGlite cluster (initdb in WebAssembly) costs seconds; loading a migrated
// snapshot costs a fraction of that. On PostgreSQL each test database is created from a
// migrated template database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase, migrationsFolder, openPglite } from '../db/client';

export const SNAPSHOT_ENV = 'ATS_TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_ENV = 'ATS_TEST_PG_TEMPLATE';

const onServer = async (serverUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `ats_test_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await createDatabase({ url: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    process.env[TEMPLATE_ENV] = name;
    return async () => {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const client = await openPglite('memory://');
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const snapshot = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'ats-test-snapshot-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, snapshot);
  process.env[SNAPSHOT_ENV] = file;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
