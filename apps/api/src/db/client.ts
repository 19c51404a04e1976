import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
/** Either driver's database, or a transaction on it: repos accept any of them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `afterMigrate` (the first-start seed), all while holding
   * a PostgreSQL advisory lock on one connection: replicas starting at once on an empty database
   * take turns, so there is one schema and one administrator. PGlite has a single connection and
   * a single process, so it needs no lock.
   */
  migrate(afterMigrate?: (db: Db) => Promise<unknown>): Promise<void>;
  /**
   * Calls `onNotice` for each NOTIFY on `channel` (delivered when the sender commits). On
   * PostgreSQL it holds one connection of its own outside the pool; `onState(false)` says notices
   * may be missed (the connection dropped; it reconnects with back-off and says `true` again).
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotice: () => void,
    onState: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Key of the start-up advisory lock: any constant no other code uses. */
const STARTUP_LOCK_KEY = 727_170_313;

/** Finds the migrations folder from source (tests) and from the bundled server alike. */
export const migrationsFolder = (): string => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'migrations'),
    resolve(here, '../src/db/migrations'),
    resolve(here, '../../src/db/migrations'),
  ];
  const found = candidates.find((c) => existsSync(join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
};

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it, PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** A PGlite data directory dump (`dumpDataDir`) to start from instead of an empty cluster. */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number;
}

/** Opens PGlite with the extensions the migrations use (pg_trgm backs substring search). */
export const openPglite = (dir: string, snapshot?: Blob): Promise<PGlite> =>
  PGlite.create(dir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });

export const createDatabase = async (opts: DatabaseOptions): Promise<Database> => {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      async migrate(afterMigrate) {
        // A session-level lock lives on one connection, so everything under it runs on that one
        // client (drizzle-orm's migrate() takes no lock of its own: drizzle-team/drizzle-orm#874).
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            const locked = drizzlePg(client, { schema }) as unknown as Db;
            await migratePg(locked as never, { migrationsFolder: migrationsFolder() });
            await afterMigrate?.(locked);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
          client.release();
        } catch (err) {
          // A connection whose unlock may have failed is closed rather than returned to the pool.
          client.release(err as Error);
          throw err;
        }
      },
      listen: (channel, onNotice, onState) => listenOnServer(opts.url!, channel, onNotice, onState),
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await openPglite(dir, opts.pgliteSnapshot);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate(afterMigrate) {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      await afterMigrate?.(db);
    },
    async listen(channel, onNotice, onState) {
      const stop = await client.listen(channel, onNotice);
      onState(true);
      return async () => {
        onState(false);
        await stop();
      };
    },
    close: () => client.close(),
  };
};

/**
 * LISTEN on a dedicated connection that comes back after a drop or a failed start (1 s, 2 s …
 * 30 s apart); until it is up, `onState` has said `false`.
 */
const listenOnServer = async (
  url: string,
  channel: string,
  onNotice: () => void,
  onState: (live: boolean) => void,
): Promise<() => Promise<void>> => {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 1000;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      onState(false);
      c.end().catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(() => {
        connect().catch(() => undefined);
      }, delayMs);
      retry.unref();
      delayMs = Math.min(delayMs * 2, 30_000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotice();
    });
    try {
      await c.connect();
      await c.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch {
      lost();
      return;
    }
    if (stopped || client !== c) return;
    delayMs = 1000;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    onState(false);
    await c?.end().catch(() => undefined);
  };
};
