// Dashboard latency on the scale data set (issue 19): `npm run seed:scale` first, then
// `npm run bench -- dashboard`. Database: SCALE_DATABASE_URL or DATABASE_URL (PostgreSQL); the bench
// works on a copy of it (CREATE DATABASE … TEMPLATE, dropped at the end), so the scale database
// itself is never written and must have no other connections while the copy is made.
// The scale seed writes no history, so this bench first adds a status history to the audit log of
// the copy (marked ip = 'seed:scale'): one or two status changes per applicant that left
// Incomplete, and opened/filled changes for filled requisitions, spread over the last year.
// The triggers of the dashboard rollups (daily rows and quarter / month / week / day periods) fill their tables
// as the history is inserted; the bench then vacuums and analyses them. Then it times the dashboard service (every figure's SQL, in the order the route runs them, plus
// the mapping) for a few callers and filters, and writes bench/dashboard-results.md.
// Settings: DASHBOARD_ITERATIONS (30).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fullPermissions, grant } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { createDatabase, type Db } from '../../apps/api/src/db/client';
import { createDashboardService } from '../../apps/api/src/modules/dashboard';
import type { AuthContext } from '../../apps/api/src/plugins/route-access';
import { freshPgDatabase, ROOT } from './processes';
import { percentile } from './stats';

const ITERATIONS = Number(process.env.DASHBOARD_ITERATIONS ?? 30);
const MARK = 'seed:scale';

const rows = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** Adds the status history the dashboard's time figures read (once per database). */
const seedHistory = async (db: Db) => {
  const [have] = await rows<{ n: string }>(db, sql`select count(*) as n from audit_log where ip = ${MARK}`);
  if (Number(have?.n) > 0) return `history already there (${Number(have?.n).toLocaleString('en')} rows)`;
  const t0 = performance.now();
  // Applicants past Incomplete: incomplete → status after 1–15 days; a third of them went through
  // Sent to Operations first (1–10 more days).
  await db.execute(sql`
    insert into audit_log (action, entity_type, entity_id, diff, ip, created_at)
    select 'status_change', 'requisition-applicant', ra.id::text,
      jsonb_build_object('status', jsonb_build_array('incomplete', case when h % 3 = 0 then 'sent_to_operations' else ra.status end)),
      ${MARK}, least(now(), ra.created_at + ((1 + abs(h) % 15) || ' days')::interval)
    from (select id, status, created_at, hashtext(id::text) as h from requisition_applicants
          where status <> 'incomplete' and archived_at is null) ra`);
  await db.execute(sql`
    insert into audit_log (action, entity_type, entity_id, diff, ip, created_at)
    select 'status_change', 'requisition-applicant', ra.id::text,
      jsonb_build_object('status', jsonb_build_array('sent_to_operations', ra.status)),
      ${MARK}, least(now(), ra.created_at + ((2 + abs(h) % 15 + abs(h / 7) % 10) || ' days')::interval)
    from (select id, status, created_at, hashtext(id::text) as h from requisition_applicants
          where status not in ('incomplete', 'sent_to_operations') and archived_at is null) ra
    where ra.h % 3 = 0`);
  await db.execute(sql`
    insert into audit_log (action, entity_type, entity_id, diff, ip, created_at)
    select 'status_change', 'requisition', r.id::text, jsonb_build_object('status', jsonb_build_array(x.f, x.t)), ${MARK},
      least(now(), r.created_at + (x.d || ' days')::interval)
    from requisitions r
    cross join lateral (values ('draft', 'opened', 1), ('opened', 'filled', 10 + abs(hashtext(r.id::text)) % 80)) x(f, t, d)
    where r.status = 'filled'`);
  await db.execute(sql`analyze audit_log`);
  const [after] = await rows<{ n: string }>(db, sql`select count(*) as n from audit_log where ip = ${MARK}`);
  return `added ${Number(after?.n).toLocaleString('en')} history rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
};

const caller = (permissions: AuthContext['permissions'], linesOfBusiness: string[] = []): AuthContext => ({
  userId: '00000000-0000-4000-8000-000000000000',
  sessionId: '00000000-0000-4000-8000-000000000000',
  firstName: 'Bench',
  lastName: 'Caller',
  email: 'bench@example.com',
  roleId: '00000000-0000-4000-8000-000000000000',
  roleName: 'Bench',
  roleStatus: 1,
  permissions,
  linesOfBusiness,
});

export const dashboard = async () => {
  const url = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('dashboard bench: set SCALE_DATABASE_URL or DATABASE_URL (a seeded PostgreSQL)');
  const scaleDb = new URL(url).pathname.slice(1);
  console.log(`copying ${scaleDb} (the copy gets the history and is dropped at the end)`);
  const copy = await freshPgDatabase(url, 'bench_dashboard', scaleDb);
  const database = await createDatabase({ url: copy.url, poolSize: 2 });
  try {
    await database.migrate();
    const db = database.db;
    console.log(await seedHistory(db));
    // The rollups the triggers just filled (docs/decisions/dashboard.md#rollups-kept-by-database-triggers): vacuumed and
    // analysed as autovacuum would do after a bulk load, so range scans are index-only.
    for (const table of [
      'dashboard_applicant_days',
      'dashboard_manual_applicant_days',
      'dashboard_status_changes',
      'dashboard_requisition_periods',
      'dashboard_applicant_periods',
      'dashboard_flow_periods',
      'dashboard_span_periods',
      'dashboard_manual_periods',
    ])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    const [counts] = await rows<Record<string, string>>(
      db,
      sql`select (select count(*) from requisition_applicants) as ra, (select count(*) from applicants) as ma,
        (select count(*) from requisitions) as req, (select count(*) from audit_log) as audit`,
    );
    const lobs = await rows<{ id: string }>(db, sql`select id from lines_of_business order by name limit 5`);
    const [busy] = await rows<{ id: string; lob_id: string }>(
      db,
      sql`select r.id, r.lob_id from requisitions r join requisition_applicants ra on ra.requisition_id = r.id
        group by r.id order by count(*) desc limit 1`,
    );
    const service = createDashboardService(db);
    const admin = caller(fullPermissions());
    const recruiter = caller(
      grant({ requisitions: ['view'], 'req-applicant-tracker': ['view'], 'applicant-tracker': ['view'] }),
      lobs.map((l) => l.id),
    );
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const cases: { name: string; run: () => Promise<unknown> }[] = [
      { name: 'administrator, last 90 days (default)', run: () => service.summary({}, admin) },
      {
        name: 'administrator, last 365 days',
        run: () => service.summary({ from: yearAgo, to: today }, admin),
      },
      {
        name: 'administrator, one line of business',
        run: () => service.summary({ lobId: busy?.lob_id }, admin),
      },
      {
        name: 'administrator, busiest requisition',
        run: () => service.summary({ requisitionId: busy?.id }, admin),
      },
      { name: 'recruiter limited to 5 lines, no small teams', run: () => service.summary({}, recruiter) },
    ];
    const loadBefore = loadavg();
    const results: { name: string; p50: number; p95: number; max: number }[] = [];
    for (const c of cases) {
      await c.run();
      await c.run();
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const t = performance.now();
        await c.run();
        times.push(performance.now() - t);
      }
      const r = {
        name: c.name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
      };
      results.push(r);
      console.log(`${c.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
    }
    const n = (k: string) => Number(counts?.[k]).toLocaleString('en');
    const md = [
      `# Dashboard bench: PostgreSQL, ${n('ra')} requisition and ${n('ma')} manual applicants, ${n('req')} requisitions, ${n('audit')} audit rows`,
      '',
      `Run ${new Date().toISOString()} on ${cpus().length} CPUs (shared with other work), load average (1, 5, 15 min) ${loadBefore
        .map((l) => l.toFixed(1))
        .join(', ')} at the start and ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ', ',
        )} at the end; ${ITERATIONS} sequential calls per case after 2 warm-ups. Timed: the dashboard service (every figure's SQL, started together on a pool of 2 connections, reading the trigger-kept rollups: quarter / month / week / day periods for whole-company and per-line figures, daily rows for one requisition; plus mapping), without HTTP.`,
      '',
      '| case | p50 ms | p95 ms | max ms | goal p95 < 300 ms |',
      '|---|---:|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.p95 < 300 ? 'yes' : '**no**'} |`,
      ),
      '',
    ].join('\n');
    writeFileSync(join(ROOT, 'bench', 'dashboard-results.md'), md);
    console.log(`\nwritten to bench/dashboard-results.md`);
  } finally {
    await database.close();
    await copy.drop();
  }
};
