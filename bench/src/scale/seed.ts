// The scale seed: lines of business, requisitions, then N requisition applicants and N manual
// applicants, each kind inserted with set-based SQL (INSERT … SELECT over generate_series, in
// batches so progress shows). Values come from a hash of the row number (hashint8), not random():
// the same N gives the same names, statuses and spread on every run and driver (dates are relative
// to now(), screening question ids are new per run).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../apps/api/src/db/client';
import {
  CLIENTS,
  DECLINE_REASON_CODES,
  DOMAINS,
  EDUCATION,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  PLACES,
  PROGRAMS,
  SOURCES,
  STATUS_WEIGHTS,
  STREETS,
  screeningProfiles,
  TEXT_ANSWERS,
} from './seed-data';

const SCALE_LOBS = 50;
const SCALE_REQUISITIONS = 2000;
/** Marks the seed's own lines of business and requisitions (never real ones). */
const SCALE_MARK = 'seed:scale';
const SCALE_UID_PREFIX = 'SCALE-';
const BATCH = 50_000;
/** Where PGlite scale data lives unless --data-dir / SCALE_DATA_DIR says otherwise (the API's DATA_DIR). */
export const DEFAULT_SCALE_DATA_DIR = join(tmpdir(), 'ats-scale-data');

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (xs: readonly string[]) => `array[${xs.map(lit).join(',')}]::text[]`;
/** A uniform value in [0, 1) from row number `g` and salt `k`. */
const u = (k: number, g = 'g') =>
  `((hashint8(${g}::bigint * 64 + ${k})::bigint + 2147483648) / 4294967296.0)`;
const pick = (xs: readonly string[], k: number, g = 'g') =>
  `(${arr(xs)})[1 + floor(${u(k, g)} * ${xs.length})::int]`;
const digits = (n: number, k: number) => `lpad(floor(${u(k)} * ${10 ** n})::bigint::text, ${n}, '0')`;
const statusExpr = (k: number) => {
  let acc = 0;
  const cases = STATUS_WEIGHTS.map(([s, w]) => {
    acc += w;
    return `when ${u(k)} < ${acc.toFixed(4)} then ${lit(s)}`;
  });
  return `(case ${cases.join(' ')} else 'complete' end)`;
};
const countries = PLACES.map((p) => p.country);
const prefixes = PLACES.map((p) => p.prefix);
const cities = PLACES.flatMap((p) => p.cities);

/** Columns shared by both applicant kinds, computed from `g` in an inner select. */
const personColumns = (salt: number) => `
  ${pick(FIRST_NAMES, salt + 1)} as first_name,
  ${pick(LAST_NAMES, salt + 2)} as last_name,
  ${pick(DOMAINS, salt + 3)} as domain,
  1 + floor(${u(salt + 4)} * ${PLACES.length})::int as place,
  ${digits(2, salt + 5)} || ' ' || ${digits(3, salt + 6)} || ' ' || ${digits(4, salt + 7)} as phone_rest,
  floor(${u(salt + 8)} * 900 + 1)::int || ' ' || ${pick(STREETS, salt + 9)} || ', ' || ${pick(cities, salt + 10)} as address,
  ${statusExpr(salt + 11)} as status,
  ${pick(DECLINE_REASON_CODES, salt + 12)} as reason_code,
  now() - ${u(salt + 13)} * interval '3 years' as created_at,
  ${u(salt + 14)} as changed_share,
  ${u(salt + 15)} < 0.03 as archived`;

const personValues = `
  p.first_name, p.last_name,
  lower(replace(p.first_name, ' ', '')) || '.' || lower(replace(p.last_name, ' ', '')) || p.g || '@' || p.domain,
  (${arr(prefixes)})[p.place] || p.phone_rest,
  regexp_replace((${arr(prefixes)})[p.place] || p.phone_rest, '[^0-9]', '', 'g'),
  p.address,
  (${arr(countries)})[p.place],
  p.status,
  case when p.status = 'declined' then p.reason_code end,
  p.created_at + p.changed_share * (now() - p.created_at)`;

const requisitionApplicantsBatch = (from: number, to: number, profiles: string[]) => `
with reqs as (
  select array_agg(id order by requisition_uid) as ids
  from requisitions where requisition_uid like '${SCALE_UID_PREFIX}%'
)
insert into requisition_applicants (
  requisition_id, first_name, last_name, email, phone, phone_digits, address, country, status, reason,
  status_changed_at, completed_at, qualification_questions, qualification_question_results,
  archived_at, created_at, updated_at)
select
  reqs.ids[1 + floor(power(p.req_share, 2) * array_length(reqs.ids, 1))::int],
  ${personValues},
  case when p.status <> 'incomplete' then p.created_at + p.changed_share * interval '90 minutes' end,
  p.questions,
  case when p.status = 'incomplete' then '[]'::jsonb else (
    select jsonb_agg(jsonb_build_object(
      'idx', e.i - 1,
      'question', e.q,
      'answerId', e.q->'answers'->(abs(hashint8(p.g::bigint * 8 + e.i)) % greatest(jsonb_array_length(e.q->'answers'), 1))::int->>'id',
      'answerText', case when e.q->>'type' = 'text-entry'
        then (${arr(TEXT_ANSWERS)})[1 + abs(hashint8(p.g::bigint * 8 + e.i)) % ${TEXT_ANSWERS.length}]
        else e.q->'answers'->(abs(hashint8(p.g::bigint * 8 + e.i)) % greatest(jsonb_array_length(e.q->'answers'), 1))::int->>'text' end,
      'qualifies', coalesce((e.q->'answers'->(abs(hashint8(p.g::bigint * 8 + e.i)) % greatest(jsonb_array_length(e.q->'answers'), 1))::int->>'qualifying')::boolean, true)
    ) order by e.i)
    from jsonb_array_elements(p.questions) with ordinality as e(q, i)
  ) end,
  case when p.archived then p.created_at + p.changed_share * (now() - p.created_at) end,
  p.created_at,
  p.created_at + p.changed_share * (now() - p.created_at)
from (
  select g, ${personColumns(0)},
    ${u(20)} as req_share,
    (array[${profiles.map((j) => `${lit(j)}::jsonb`).join(',')}])[1 + g % ${profiles.length}] as questions
  from generate_series(${from}, ${to}) as g
) p, reqs`;

const manualApplicantsBatch = (from: number, to: number) => `
with lobs as (
  select array_agg(id order by name) as ids from lines_of_business where description = '${SCALE_MARK}'
)
insert into applicants (
  first_name, last_name, email, phone, phone_digits, address, country, status, reason, status_changed_at,
  source, lob_id, position, education_level, years_of_experience, notes, archived_at, created_at, updated_at)
select
  ${personValues},
  p.source,
  case when p.lob_share < 0.05 then null else lobs.ids[1 + floor(p.lob_share * array_length(lobs.ids, 1))::int] end,
  p.position, p.education, p.years,
  case when p.g % 7 = 0 then 'Met at the ' || p.source || ' event; follow up after the assessment.' else '' end,
  case when p.archived then p.created_at + p.changed_share * (now() - p.created_at) end,
  p.created_at,
  p.created_at + p.changed_share * (now() - p.created_at)
from (
  select g, ${personColumns(100)},
    ${pick(SOURCES, 120)} as source,
    ${u(121)} as lob_share,
    ${pick(JOB_TITLES, 122)} as position,
    ${pick(EDUCATION, 123)} as education,
    floor(power(${u(124)}, 2) * 20)::int as years
  from generate_series(${from}, ${to}) as g
) p, lobs`;

const linesOfBusinessSql = () => `
insert into lines_of_business (name, client_name, line_type, country, description, created_at)
select ${pick(CLIENTS, 1)} || ' ' || ${pick(PROGRAMS, 2)} || ' ' || lpad(g::text, 2, '0'),
  ${pick(CLIENTS, 1)},
  case when g % 10 = 0 then 'corporate' when g % 17 = 0 then 'small-teams' else 'bpo' end,
  ${pick(countries, 3)}, '${SCALE_MARK}', now() - interval '3 years'
from generate_series(1, ${SCALE_LOBS}) as g
where not exists (select 1 from lines_of_business where description = '${SCALE_MARK}')`;

const requisitionsSql = () => `
with lobs as (
  select array_agg(id order by name) as ids, array_agg(country order by name) as countries
  from lines_of_business where description = '${SCALE_MARK}'
)
insert into requisitions (requisition_uid, name, lob_id, internal_job_code, job_title, location, employment_type,
  work_environment, group_type, country, status, publish_status, published_at, required_hc, created_at, updated_at,
  status_changed_at)
select '${SCALE_UID_PREFIX}' || lpad(g::text, 5, '0'),
  ${pick(JOB_TITLES, 31)} || ' – ' || ${pick(cities, 32)} || ' #' || g,
  lobs.ids[1 + g % array_length(lobs.ids, 1)],
  'JC-' || lpad((g % 400)::text, 4, '0'),
  ${pick(JOB_TITLES, 31)},
  ${pick(cities, 32)},
  case when ${u(33)} < 0.8 then 'full-time' else 'part-time' end,
  case when ${u(34)} < 0.3 then 'remote' else 'onsite' end,
  case when g % 25 = 0 then 'small-teams' else 'bpo' end,
  lobs.countries[1 + g % array_length(lobs.ids, 1)],
  (array['opened','opened','opened','filled','cancelled','draft','moved'])[1 + floor(${u(35)} * 7)::int],
  case when ${u(36)} < 0.7 then 'published' else 'unpublished' end,
  case when ${u(36)} < 0.7 then now() - ${u(37)} * interval '3 years' end,
  1 + floor(${u(38)} * 30)::int,
  now() - ${u(37)} * interval '3 years' - interval '7 days',
  now() - ${u(37)} * interval '3 years',
  now() - ${u(37)} * interval '3 years'
from generate_series(1, ${SCALE_REQUISITIONS}) as g, lobs
on conflict (requisition_uid) do nothing`;

const count = async (db: Db, q: SQL) => {
  const r = (await db.execute(q)) as unknown as { rows: { n: number | string }[] };
  return Number(r.rows[0]!.n);
};

export interface SeedReport {
  existing: { requisitionApplicants: number; manualApplicants: number };
  added: { requisitionApplicants: number; manualApplicants: number };
}

/**
 * Tops both applicant tables up to `n` rows each (rows already there count, whatever made them),
 * creating the seed's lines of business and requisitions first when missing. Never deletes.
 */
export const seedScale = async (db: Db, n: number, log: (line: string) => void): Promise<SeedReport> => {
  // Bigger trigram pending lists and sort memory: the GIN indexes take the rows in fewer merges.
  await db.execute(sql.raw(`set gin_pending_list_limit = '64MB'`));
  await db.execute(sql.raw(`set work_mem = '64MB'`));
  await db.execute(sql.raw(linesOfBusinessSql()));
  await db.execute(sql.raw(requisitionsSql()));
  const existing = {
    requisitionApplicants: await count(db, sql`select count(*) as n from requisition_applicants`),
    manualApplicants: await count(db, sql`select count(*) as n from applicants`),
  };
  const profiles = screeningProfiles().map((p) => JSON.stringify(p));
  const fill = async (label: string, have: number, batch: (from: number, to: number) => string) => {
    if (have >= n) {
      log(`${label}: ${have} rows already (≥ ${n}), nothing added`);
      return 0;
    }
    log(have ? `${label}: ${have} rows already, topping up to ${n}` : `${label}: inserting ${n} rows`);
    for (let from = have + 1; from <= n; from += BATCH) {
      const to = Math.min(n, from + BATCH - 1);
      const t = performance.now();
      await db.execute(sql.raw(batch(from, to)));
      log(`  ${label} ${from}–${to} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    }
    return n - have;
  };
  const added = {
    requisitionApplicants: await fill('requisition applicants', existing.requisitionApplicants, (a, b) =>
      requisitionApplicantsBatch(a, b, profiles),
    ),
    manualApplicants: await fill('manual applicants', existing.manualApplicants, manualApplicantsBatch),
  };
  // Fresh statistics and visibility maps, flushed trigram pending lists: plans as in production.
  for (const table of ['lines_of_business', 'requisitions', 'requisition_applicants', 'applicants']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { existing, added };
};
