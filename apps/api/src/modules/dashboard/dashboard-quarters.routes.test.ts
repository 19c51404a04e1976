import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { insertRequisitionApplicant } from '../requisition-applicants';

// The quarter grain of the period rollups (migration 0036_dashboard-quarter-periods) must always
// equal the sum of its three months, whichever write path changed the counts.
let t: TestApp;
let admin: string;
const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

/** Each period table: its key columns (besides grain and period) and its count column. */
const TABLES: [table: string, keys: string, count: string][] = [
  ['dashboard_requisition_periods', 'requisition_id', 'applicants'],
  ['dashboard_applicant_periods', 'lob_id, group_type, status, source', 'applicants'],
  ['dashboard_flow_periods', 'lob_id, group_type, from_status, to_status', 'changes'],
  ['dashboard_span_periods', 'lob_id, group_type, status, days', 'changes'],
  ['dashboard_manual_periods', 'lob_id, source, status', 'applicants'],
];

const rowsOf = async (query: SQL) =>
  (await queryRows<{ k: string }>(t.database.db, query)).map((r) => r.k).sort();

/** Every table's quarter rows, and the same rows summed from its month rows. */
const quartersAndMonths = async () => {
  const out: Record<string, { quarters: string[]; months: string[] }> = {};
  for (const [table, keys, count] of TABLES) {
    const key = (period: string, n: string) =>
      sql.raw(`concat_ws('|', ${period}, ${keys.split(', ').join(', ')}, ${n}) as k`);
    out[table] = {
      quarters: await rowsOf(
        sql`select ${key('period::text', count)} from ${sql.raw(table)} where grain = 'q'`,
      ),
      months: await rowsOf(
        sql`select ${key(`date_trunc('quarter', period::timestamp)::date::text`, `sum(${count})`)}
          from ${sql.raw(table)} where grain = 'm'
          group by date_trunc('quarter', period::timestamp), ${sql.raw(keys)}`,
      ),
    };
  }
  return out;
};

const check = async () => {
  const all = await quartersAndMonths();
  for (const [table, { quarters, months }] of Object.entries(all)) {
    expect(quarters, table).toEqual(months);
    expect(quarters.length, `${table} has quarter rows`).toBeGreaterThan(0);
  }
};

const ok = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
  const res = await call(t.app, method, path, { token: admin, body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body.data;
};
const statusChange = (id: string, from: string, to: string, at: Date) =>
  t.database.db.execute(sql`insert into audit_log (action, entity_type, entity_id, diff, created_at)
    values ('status_change', 'requisition-applicant', ${id}, ${JSON.stringify({ status: [from, to] })}::jsonb,
      ${at.toISOString()}::timestamptz)`);

let lobA: string;
let lobB: string;
let req: string;
const applicants: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = async (name: string) =>
    (
      await ok('POST', '/api/lobs/create', {
        name,
        clientName: 'Quarter Co',
        lineType: 'bpo',
        country: 'philippines',
      })
    ).id as string;
  lobA = await lob('Quarter voice');
  lobB = await lob('Quarter chat');
  req = (
    await ok('POST', '/api/requisitions/create', {
      name: 'Quarter class',
      lobId: lobA,
      jobTitle: { jobTitle: 'Agent', internalJobCode: 'Q-1', location: 'Makati' },
      description: '<p>Work.</p>',
      requiredHC: 5,
    })
  ).id as string;
  await ok('PUT', `/api/requisitions/update/${req}`, { status: 'opened' });
  // Applicants created across four quarters, each with a history a few weeks long.
  for (const [i, days] of [10, 40, 100, 130, 200, 300].entries()) {
    const id = await insertRequisitionApplicant(t.database.db, {
      requisitionId: req,
      firstName: 'Quarter',
      lastName: `Applicant ${i}`,
      email: `quarter${i}@example.com`,
      status: 'sent_to_operations',
      createdAt: ago(days),
    });
    applicants.push(id);
    await statusChange(id, 'incomplete', 'sent_to_operations', ago(days - 3 - i));
  }
  for (const [i, days] of [5, 95, 190].entries()) {
    const m = await ok('POST', '/api/applicants/create', {
      firstName: 'Manual',
      lastName: `Quarter ${i}`,
      source: i ? 'agency' : 'referral',
      status: 'incomplete',
      lobId: lobA,
    });
    await t.database.db.execute(sql`update applicants set created_at = ${ago(days).toISOString()}::timestamptz
      where id = ${m.id as string}`);
  }
});
afterAll(() => t.close());

describe('dashboard quarter periods', () => {
  it('equal the sum of their months after writes, status changes, archives, moves and deletes', async () => {
    await check();
    // Status changes through the API (one of them back-dated history out of time order).
    await ok('POST', '/api/requisitions/applicant/status', {
      ids: applicants.slice(0, 3),
      status: 'recommended',
    });
    await statusChange(applicants[4]!, 'sent_to_operations', 'for_offer', ago(150));
    await check();
    // Archive (the list's delete) and back, then a hard delete.
    await ok('POST', '/api/requisitions/applicant/archive', { ids: [applicants[1]!, applicants[5]!] });
    await check();
    await ok('POST', '/api/requisitions/applicant/unarchive', { ids: [applicants[1]!] });
    await t.database.db.execute(sql`delete from requisition_applicants where id = ${applicants[3]!}`);
    await check();
    // The requisition changes line of business: its counts move in every grain.
    await t.database.db.execute(sql`update requisitions set lob_id = ${lobB} where id = ${req}`);
    await check();
    // Bulk SQL over manual applicants: a status change and a delete.
    await t.database.db.execute(
      sql`update applicants set status = 'offer_accepted' where last_name like 'Quarter%'`,
    );
    await t.database.db.execute(sql`delete from applicants where last_name = 'Quarter 2'`);
    await check();
  });

  it('give a year-long range the same figures as a hand count over the base tables', async () => {
    const [from, to] = [ago(364).toISOString().slice(0, 10), ago(0).toISOString().slice(0, 10)];
    const d = (await call(t.app, 'GET', `/api/dashboard/summary?from=${from}&to=${to}`, { token: admin }))
      .body.data;
    const pipeline = await queryRows<{ status: string; n: string }>(
      t.database.db,
      sql`select status, count(*) as n from requisition_applicants
        where archived_at is null and requisition_id = ${req} and created_at >= ${from}::date group by 1`,
    );
    const counts = d.pipeline.find((p: { requisitionId: string }) => p.requisitionId === req)?.counts ?? {};
    expect(counts).toEqual(Object.fromEntries(pipeline.map((r) => [r.status, Number(r.n)])));
    const manual = await queryRows<{ source: string; n: string }>(
      t.database.db,
      sql`select source, count(*) as n from applicants
        where archived_at is null and created_at >= ${from}::date group by 1`,
    );
    expect(
      d.sourceMix
        .filter((s: { channel: string }) => s.channel === 'manual')
        .map((s: { source: string; applicants: number }) => `${s.source}:${s.applicants}`)
        .sort(),
    ).toEqual(manual.map((r) => `${r.source}:${Number(r.n)}`).sort());
  });
});
