import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver } from './webhook-receiver.test-helper';

/**
 * At-least-once across a crash: the sending API runs as its own process (the real server entry),
 * is killed with SIGKILL while a retry is due and a request is in flight, and is started again on
 * the same database. The receiver verifies every signature with the Standard Webhooks library and
 * keeps a log de-duplicated by `webhook-id`: every event must be there exactly once.
 */
const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'Kill-Test-Password-1';

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

const startSender = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { child, exited, stderr: () => stderr };
};

const waitHealthy = async (base: string, proc: { stderr(): string }) => {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`sender did not start: ${proc.stderr()}`);
};

const api = async (base: string, path: string, token: string | undefined, body?: unknown) => {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data as Record<string, unknown> & { [k: string]: never };
};

let cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => undefined);
  cleanup = [];
});

describe('webhook delivery across a killed sender', () => {
  it('delivers every event exactly once to a de-duplicating receiver after SIGKILL and restart', async () => {
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ats-webhook-kill-')),
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOK_RETRY_SECONDS: '1,1,1,1,1,1,1,1',
      JOBS_POLL_SECONDS: '0.2',
      JOBS_LEASE_SECONDS: '2',
      STAFF_RATE_LIMIT_PER_MINUTE: '100000',
    };
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `ats_webhook_kill_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanup.push(async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
    }
    const base = `http://127.0.0.1:${env.PORT}`;

    let secrets: string[] = [];
    const firstSeen = new Set<string>();
    let holdId: string | undefined;
    let onHold: () => void = () => undefined;
    const holding = new Promise<void>((r) => {
      onHold = r;
    });
    let releaseHold: () => void = () => undefined;
    const released = new Promise<void>((r) => {
      releaseHold = r;
    });
    const receiver = await startReceiver(
      () => secrets,
      async (msg) => {
        // First arrival of each message fails; the first retry of one message is held open
        // until the sender has been killed; everything else succeeds.
        if (!firstSeen.has(msg.id)) {
          firstSeen.add(msg.id);
          return 503;
        }
        if (holdId === undefined) {
          holdId = msg.id;
          onHold();
          await released;
        }
        return 200;
      },
    );
    cleanup.push(() => receiver.close());

    let sender = startSender(env);
    cleanup.push(async () => {
      sender.child.kill('SIGKILL');
      await sender.exited;
    });
    await waitHealthy(base, sender);
    const login = await api(base, '/auth/login', undefined, {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    const token = login.token as unknown as string;
    const made = await api(base, '/webhooks/create', token, {
      url: receiver.url,
      events: ['applicant.created'],
    });
    secrets = [made.secret as unknown as string];
    const endpointId = (made.endpoint as unknown as { id: string }).id;
    const names = ['Kira', 'Lev', 'Mona'];
    for (const firstName of names)
      await api(base, '/applicants/create', token, { firstName, lastName: 'Crash' });

    await holding; // a retry is in flight, the others are waiting out their back-off
    sender.child.kill('SIGKILL');
    await sender.exited;
    releaseHold(); // the held request is answered 200 to a sender that is gone
    const arrivalsAtKill = receiver.arrivals.length;

    sender = startSender(env);
    await waitHealthy(base, sender);
    const until = Date.now() + 60_000;
    while (receiver.log.size < names.length && Date.now() < until)
      await new Promise((r) => setTimeout(r, 200));

    const received = [...receiver.log.values()];
    console.info(
      `webhook kill test: ${receiver.arrivals.length} arrivals (${arrivalsAtKill} before the kill), ` +
        `${received.length} distinct messages; held ${holdId} arrived ${receiver.arrivals.filter((id) => id === holdId).length} times`,
    );
    expect(received.map((m) => m.data.firstName).sort()).toEqual(names);
    expect(new Set(received.map((m) => m.id)).size).toBe(names.length);
    expect(received.every((m) => m.type === 'applicant.created')).toBe(true);
    expect(receiver.rejected()).toBe(0);
    // The held message was sent again after the restart: at least once, and de-duplicated by id.
    expect(receiver.arrivals.filter((id) => id === holdId).length).toBeGreaterThanOrEqual(3);
    expect(receiver.arrivals.length).toBeGreaterThan(arrivalsAtKill);

    const relogin = await api(base, '/auth/login', undefined, {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    const log = (
      await api(base, `/webhooks/deliveries/${endpointId}?limit=10`, relogin.token as unknown as string)
    ).items as unknown as { status: string; attempts: number }[];
    expect(log.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(log.every((d) => d.attempts >= 2)).toBe(true);
    sender.child.kill('SIGTERM');
    await sender.exited;
  }, 300_000);
});
