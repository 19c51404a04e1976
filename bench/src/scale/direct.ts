// The database as the scale bench reaches it without the API: PostgreSQL through `pg`, or PGlite on
// the API's DATA_DIR (closed again before the API starts, as PGlite allows one process). Captures
// the exact statements the API's repos issue (a Drizzle logger), then replays them.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from '../../../apps/api/src/db/client';
import * as schema from '../../../apps/api/src/db/schema';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Direct {
  driver: 'postgres' | 'pglite';
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Runs `fn` against a Drizzle database that records every statement; answers them. */
  capture: (fn: (db: Db) => Promise<unknown>) => Promise<Statement[]>;
  /** Rows of `COPY (select) TO STDOUT (csv)` (PGlite: to /dev/blob), counted by newline. */
  copyRows: (select: string) => Promise<number>;
  close: () => Promise<void>;
}

const recorder = () => {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (q, params) => statements.push({ sql: q, params }) };
  return { statements, logger };
};

const countNewlines = (chunk: Uint8Array) => {
  let n = 0;
  for (const b of chunk) if (b === 10) n++;
  return n;
};

/** A pool that notes every statement it is asked to run (as text, or as a query config). */
class RecordingPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly statements: Statement[],
  ) {
    super(config);
  }
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool.query has many overloads; this passes them through.
  override query(...args: any[]): any {
    const [first, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
    if (typeof first === 'string') this.statements.push({ sql: first, params: values ?? [] });
    else this.statements.push({ sql: first.text, params: first.values ?? values ?? [] });
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}

export const openDirect = async (opts: { url?: string; dataDir: string }): Promise<Direct> => {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 1 });
    return {
      driver: 'postgres',
      query: async (text, params = []) => (await pool.query(text, params)).rows,
      async capture(fn) {
        // Recorded at the pool, not by a Drizzle logger: the list repos run their pages on the pool
        // directly (prepared statements, apps/api/src/lib/list/pg-select.ts).
        const statements: Statement[] = [];
        const recording = new RecordingPool({ connectionString: opts.url, max: 1 }, statements);
        try {
          await fn(drizzlePg(recording, { schema }) as unknown as Db);
        } finally {
          await recording.end();
        }
        return statements;
      },
      async copyRows(select) {
        const client = await pool.connect();
        try {
          const stream = client.query(copyTo(`copy (${select}) to stdout with (format csv)`));
          let rows = 0;
          for await (const chunk of stream) rows += countNewlines(chunk as Buffer);
          return rows;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(join(opts.dataDir, 'pgdata'), { extensions: { pg_trgm } });
  return {
    driver: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    async capture(fn) {
      const r = recorder();
      await fn(drizzlePglite(client, { schema, logger: r.logger }) as unknown as Db);
      return r.statements;
    },
    async copyRows(select) {
      const res = await client.query(`copy (${select}) to '/dev/blob' with (format csv)`);
      return res.blob ? countNewlines(new Uint8Array(await res.blob.arrayBuffer())) : 0;
    },
    close: () => client.close(),
  };
};

/** The statement with its parameters written in as literals (COPY and pgbench scripts take none). */
export const inlineParams = (s: Statement) =>
  s.sql.replace(/\$(\d+)\b/g, (_, i: string) => {
    const v = s.params[Number(i) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `'${text.replace(/'/g, "''")}'`;
  });

/** The statement without its trailing `limit $n` (an export reads every row). */
export const withoutLimit = (s: Statement): Statement => {
  const m = /\s+limit \$(\d+)\s*$/i.exec(s.sql);
  if (!m) throw new Error(`no trailing limit in: ${s.sql}`);
  return { sql: s.sql.slice(0, m.index), params: s.params.slice(0, Number(m[1]) - 1) };
};
