// Scale-out, proven: three built API processes started at once on one fresh PostgreSQL database,
// sharing Redis, behind nginx. Checks and prints: all healthy; one schema and one administrator; a
// logout through one replica is refused by the others on the next request; the outbox sends each
// mail once (to a local SMTP peer); the sign-in lock and the public rate limit hold across replicas.
// Needs nginx, PostgreSQL (SCALE_OUT_PG_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
// and Redis (REDIS_URL, default redis://127.0.0.1:6379). Exits non-zero when a check fails.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { migrationsFolder } from '../../apps/api/src/db/client';
import { startNginx } from './nginx';
import {
  type ApiProcess,
  api,
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  freePort,
  freshPgDatabase,
  sleep,
  startApi,
  stopProcess,
  waitHealthy,
} from './processes';

const REPLICAS = 3;
const PUBLIC_LIMIT = 30;
const INVITES = 12;

/** A local SMTP peer that counts what it receives, per recipient. */
const startSmtp = async () => {
  const received: { to: string[]; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d) => {
        raw += d;
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
};

/** A Redis database (0–15) with no keys, so this run's counters start from zero and are wiped after. */
const freshRedisDb = async (base: string) => {
  for (let db = 15; db >= 1; db--) {
    const redis = new Redis(base, { db, lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    if ((await redis.dbsize()) === 0) {
      const url = new URL(base);
      url.pathname = `/${db}`;
      return {
        url: url.toString(),
        async drop() {
          await redis.flushdb();
          await redis.quit();
        },
      };
    }
    await redis.quit();
  }
  throw new Error('no empty Redis database (1–15) to use');
};

export const scaleOut = async () => {
  const pgServer =
    process.env.SCALE_OUT_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisBase = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const results: { check: string; ok: boolean; detail: string }[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    results.push({ check: name, ok, detail });
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  };

  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c().catch((e) => console.log(`cleanup: ${e}`));
  };
  let replicas: ApiProcess[] = [];
  try {
    const db = await freshPgDatabase(pgServer, 'ats_scale_out');
    cleanups.push(db.drop);
    const redisDb = await freshRedisDb(redisBase);
    cleanups.push(redisDb.drop);
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const dataDir = mkdtempSync(join(tmpdir(), 'ats-scale-out-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const sql = new pg.Pool({ connectionString: db.url, max: 2 });
    cleanups.push(() => sql.end());
    const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await sql.query(text, params)).rows as T[];

    // 1. Three replicas at once on the empty database.
    const ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
    const t0 = Date.now();
    replicas = ports.map((port, i) =>
      startApi(`replica ${i + 1}`, port, {
        DATABASE_URL: db.url,
        // SCALE_OUT_REDIS=off leaves the replicas without the shared store, to see the check fail.
        ...(process.env.SCALE_OUT_REDIS === 'off' ? {} : { REDIS_URL: redisDb.url }),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        DATA_DIR: join(dataDir, `replica-${i + 1}`),
        TRUST_PROXY: 'true',
        PUBLIC_RATE_LIMIT_PER_MINUTE: String(PUBLIC_LIMIT),
        LOG_LEVEL: 'warn',
      }),
    );
    cleanups.push(() => Promise.all(replicas.map((r) => stopProcess(r.child, r.exited))));
    const health = await Promise.allSettled(
      replicas.map((r) => waitHealthy(`${r.url}/api/health`, 90_000, r)),
    );
    check(
      'all replicas healthy',
      health.every((h) => h.status === 'fulfilled'),
      `${health.filter((h) => h.status === 'fulfilled').length}/${REPLICAS} answered /api/health 200 within ${((Date.now() - t0) / 1000).toFixed(1)} s of a simultaneous start${health
        .map((h) => (h.status === 'rejected' ? `\n${String(h.reason).slice(0, 2000)}` : ''))
        .join('')}`,
    );
    if (health.some((h) => h.status === 'rejected')) return;

    const lbPort = await freePort();
    const nginx = await startNginx(lbPort, ports);
    cleanups.push(nginx.stop);
    const lb = nginx.url;
    const lbHealth = await Promise.all(Array.from({ length: 6 }, () => fetch(`${lb}/api/health`)));
    const served = new Set(lbHealth.map((r) => r.headers.get('x-upstream')));
    check(
      'nginx balances over every replica',
      lbHealth.every((r) => r.status === 200) && served.size === REPLICAS,
      `6 health checks through nginx on :${lbPort} answered 200 from ${served.size} replicas (${[...served].join(', ')})`,
    );

    // 2. One schema and one administrator.
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    const [counts] = await q<{
      migrations: number;
      users: number;
      admins: number;
      roles: number;
      names: number;
    }>(
      `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
              (select count(*)::int from users) as users,
              (select count(*)::int from roles where is_system) as admins,
              (select count(*)::int from roles) as roles,
              (select count(distinct name)::int from roles) as names`,
    );
    const startErrors = replicas.filter((r) => /"level":(50|60)/.test(r.output()));
    check(
      'one schema and one administrator',
      counts!.migrations === journal.entries.length &&
        counts!.users === 1 &&
        counts!.admins === 1 &&
        counts!.roles === counts!.names &&
        startErrors.length === 0,
      `${counts!.migrations} migrations applied once (journal ${journal.entries.length}), ${counts!.users} user, ${counts!.admins} Administrator role, ${counts!.roles} roles with ${counts!.names} distinct names, ${startErrors.length} replicas logged errors`,
    );

    // Sign-ins come "from" distinct addresses (X-Forwarded-For, honoured with TRUST_PROXY) so each
    // check has its own rate-limit and throttle buckets.
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const adminLogin = await api(lb, 'POST', '/api/auth/login', {
      body: { email: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD },
      headers: from('10.0.0.1'),
    });
    if (adminLogin.status !== 200) throw new Error(`admin sign-in failed: ${adminLogin.text}`);
    const admin = adminLogin.body.data.token as string;

    // 3. Logout through one replica ends the session on the others at the next request.
    const session = (
      await api(lb, 'POST', '/api/auth/login', {
        body: { email: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD },
        headers: from('10.0.0.2'),
      })
    ).body.data.token as string;
    const before = await Promise.all(
      replicas.map((r) => api(r.url, 'GET', '/api/users/list', { token: session })),
    );
    const logoutRes = await fetch(`${lb}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}` },
    });
    const loggedOutOn = logoutRes.headers.get('x-upstream') ?? '?';
    const others = replicas.filter((r) => !loggedOutOn.endsWith(`:${r.port}`));
    const after = await Promise.all(
      others.map((r) => api(r.url, 'GET', '/api/users/list', { token: session })),
    );
    check(
      'logout on one replica is refused on the others',
      before.every((r) => r.status === 200) &&
        logoutRes.status === 200 &&
        others.length === REPLICAS - 1 &&
        after.every((r) => r.status === 401),
      `session worked on ${before.filter((r) => r.status === 200).length}/${REPLICAS}; logout via ${loggedOutOn} → ${logoutRes.status}; next request on the other ${others.length}: ${after.map((r) => r.status).join(', ')}`,
    );

    // 4. The outbox sends each mail once: invitations for new users, created through nginx.
    const [viewer] = await q<{ id: string }>(
      `select id from roles where not is_system order by name limit 1`,
    );
    const invited: string[] = [];
    for (let i = 0; i < INVITES; i++) {
      const email = `invitee${i}@example.com`;
      const r = await api(lb, 'POST', '/api/users/create', {
        token: admin,
        body: { firstName: 'Invited', lastName: `User ${i}`, email, roleId: viewer!.id },
      });
      if (r.status !== 200) throw new Error(`user create failed: ${r.status} ${r.text}`);
      invited.push(email);
    }
    const until = Date.now() + 45_000;
    let outbox: { status: string; n: number }[] = [];
    while (Date.now() < until) {
      outbox = await q<{ status: string; n: number }>(
        `select status, count(*)::int as n from mail_outbox group by status order by status`,
      );
      const pending = outbox.filter((o) => o.status !== 'sent').reduce((a, o) => a + o.n, 0);
      if (pending === 0 && smtp.received.length >= INVITES) break;
      await sleep(500);
    }
    await sleep(3000); // one more poll of every replica: nothing may be sent twice late
    const perRecipient = new Map<string, number>();
    for (const m of smtp.received)
      for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    const once = invited.filter((e) => perRecipient.get(e) === 1).length;
    const dupes = [...perRecipient.values()].filter((n) => n > 1).length;
    check(
      'the outbox sends each mail once',
      once === INVITES && dupes === 0 && smtp.received.length === INVITES,
      `${INVITES} invitations queued through nginx; SMTP peer received ${smtp.received.length} messages, ${once}/${INVITES} invitees exactly once, ${dupes} duplicated; outbox ${outbox.map((o) => `${o.status} ${o.n}`).join(', ')}`,
    );

    // 5. The sign-in lock holds across replicas (and does not lock the owner out elsewhere).
    const victim = invited[0]!;
    const [victimRow] = await q<{ id: string }>(`select id from users where email = $1`, [victim]);
    const password = 'Scale-Out-Password-7';
    {
      const { hashPassword } = await import('../../apps/api/src/lib/passwords');
      await q(`update users set password_hash = $1 where id = $2`, [
        await hashPassword(password),
        victimRow!.id,
      ]);
    }
    const wrong: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${lb}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('10.1.0.1') },
        body: JSON.stringify({ email: victim, password: 'wrong-password' }),
      });
      wrong.push(`${r.status}@${r.headers.get('x-upstream')}`);
    }
    const attackerRight = await Promise.all(
      replicas.map((r) =>
        api(r.url, 'POST', '/api/auth/login', {
          body: { email: victim, password },
          headers: from('10.1.0.1'),
        }),
      ),
    );
    const ownerRight = await api(replicas[1]!.url, 'POST', '/api/auth/login', {
      body: { email: victim, password },
      headers: from('10.1.0.2'),
    });
    const wrongReplicas = new Set(wrong.map((w) => w.split('@')[1]));
    check(
      'the sign-in lock holds across replicas',
      wrong.every((w) => w.startsWith('401')) &&
        wrongReplicas.size > 1 &&
        attackerRight.every((r) => r.status === 429) &&
        ownerRight.status === 200,
      `5 wrong passwords from one address spread over ${wrongReplicas.size} replicas (${wrong.join(', ')}); then the right password from that address on each replica: ${attackerRight.map((r) => r.status).join(', ')}; from another address: ${ownerRight.status}`,
    );

    // 6. The public rate limit holds across replicas (Redis): PUBLIC_LIMIT per minute in total.
    const statuses: number[] = [];
    const byReplica = new Map<string, number>();
    for (let i = 0; i < PUBLIC_LIMIT * 2; i++) {
      const r = await fetch(`${lb}/api/requisitions/view/00000000-0000-4000-8000-000000000000`, {
        headers: from('10.2.0.1'),
      });
      await r.arrayBuffer();
      statuses.push(r.status);
      if (r.status !== 429) {
        const u = r.headers.get('x-upstream') ?? '?';
        byReplica.set(u, (byReplica.get(u) ?? 0) + 1);
      }
    }
    const allowed = statuses.filter((s) => s !== 429).length;
    check(
      'the public rate limit holds across replicas',
      allowed === PUBLIC_LIMIT && byReplica.size === REPLICAS,
      `${PUBLIC_LIMIT * 2} public requests from one address through nginx: ${allowed} answered (limit ${PUBLIC_LIMIT}/minute; ${[...byReplica].map(([u, n]) => `${n} by ${u}`).join(', ')}), ${statuses.length - allowed} refused with 429 (without a shared store: up to ${PUBLIC_LIMIT * REPLICAS})`,
    );
  } finally {
    await cleanup();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length}/${results.length} scale-out checks passed`);
  if (failed.length || results.length === 0) {
    throw new Error(`scale-out: ${failed.map((f) => f.check).join('; ') || 'no checks ran'}`);
  }
};
