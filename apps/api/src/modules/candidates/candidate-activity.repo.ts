import type { TCandidateActivityType } from '@ats/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

export interface ActivityApplications {
  manual: string[];
  requisition: string[];
}

export interface ActivityRow {
  type: TCandidateActivityType;
  id: string;
  at: Date | string;
  /** `at` as microsecond text (the keyset compares it exactly). */
  at_key: string;
  sort_key: string;
  kind: 'manual' | 'requisition';
  application_id: string;
  title: string;
  detail: string;
  by_name: string | null;
  starts_at: Date | string | null;
}

const inList = (column: SQL, ids: string[]) =>
  ids.length
    ? sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;

const userName = (alias: string) =>
  sql.raw(`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${alias})`);

/**
 * One branch per kind of item, each reading its own applicant index (notes by applicant, candidate
 * emails by (kind, applicant), interviews by applicant, resumes by primary key). `callerId` limits
 * notes to shared ones and the caller's own private ones.
 */
const branches = (apps: ActivityApplications, callerId: string): Record<TCandidateActivityType, SQL> => ({
  note: sql`select 'note' as type, n.id, n.created_at as at,
      case when n.applicant_id is not null then 'manual' else 'requisition' end as kind,
      coalesce(n.applicant_id, n.requisition_applicant_id) as application_id,
      n.body as title, n.about || ':' || n.visibility as detail,
      ${userName('n.author_id')} as by_name, null::timestamptz as starts_at
    from notes n
    where n.deleted_at is null
      and (n.visibility = 'everyone' or n.author_id = ${callerId}::uuid)
      and (${inList(sql`n.applicant_id`, apps.manual)} or ${inList(sql`n.requisition_applicant_id`, apps.requisition)})`,
  email: sql`select 'email' as type, ce.id, ce.created_at as at, ce.applicant_kind as kind,
      ce.applicant_id as application_id, mo.subject as title, ce.purpose || ':' || mo.status as detail,
      ${userName('ce.sent_by')} as by_name, null::timestamptz as starts_at
    from candidate_emails ce join mail_outbox mo on mo.id = ce.outbox_id
    where (ce.applicant_kind = 'manual' and ${inList(sql`ce.applicant_id`, apps.manual)})
       or (ce.applicant_kind = 'requisition' and ${inList(sql`ce.applicant_id`, apps.requisition)})`,
  interview: sql`select 'interview' as type, ai.id, ai.created_at as at,
      case when ai.manual_applicant_id is not null then 'manual' else 'requisition' end as kind,
      coalesce(ai.manual_applicant_id, ai.requisition_applicant_id) as application_id,
      ai.reference_name as title,
      'result:' || ai.type || ':' || ai.status || ':' || coalesce(ai.outcome, '') || ':' || coalesce(ai.score::text, '') as detail,
      null::text as by_name, null::timestamptz as starts_at
    from applicant_interviews ai
    where ai.archived_at is null
      and (${inList(sql`ai.manual_applicant_id`, apps.manual)} or ${inList(sql`ai.requisition_applicant_id`, apps.requisition)})
    union all
    select 'interview' as type, si.id, si.created_at as at, si.applicant_kind as kind,
      si.applicant_id as application_id,
      case when si.video_url <> '' then 'Video interview' else 'Face-to-face interview' end as title,
      'scheduled:' || si.status || ':' || si.location as detail,
      ${userName('si.created_by')} as by_name, si.starts_at
    from scheduled_interviews si
    where (si.applicant_kind = 'manual' and ${inList(sql`si.applicant_id`, apps.manual)})
       or (si.applicant_kind = 'requisition' and ${inList(sql`si.applicant_id`, apps.requisition)})`,
  file: sql`select 'file' as type, up.id, up.created_at as at, 'manual' as kind, a.id as application_id,
      up.file_name as title, 'resume' as detail, null::text as by_name, null::timestamptz as starts_at
    from applicants a join uploads up on up.id = a.resume_upload_id
    where ${inList(sql`a.id`, apps.manual)}
    union all
    select 'file' as type, up.id, up.created_at as at, 'requisition' as kind, r.id as application_id,
      up.file_name as title, 'resume' as detail, null::text as by_name, null::timestamptz as starts_at
    from requisition_applicants r join uploads up on up.id = r.resume_upload_id
    where ${inList(sql`r.id`, apps.requisition)}`,
});

const unionOf = (apps: ActivityApplications, callerId: string, types: readonly TCandidateActivityType[]) => {
  const all = branches(apps, callerId);
  return sql.join(
    types.map((t) => sql`(${all[t]})`),
    sql` union all `,
  );
};

/**
 * A page of items, newest first. The keyset is (at, sort key): the sort key is the item id and its
 * application id, since one file (a resume copied by "Add to requisition") can belong to two.
 */
export const activityPage = (
  db: Db,
  apps: ActivityApplications,
  callerId: string,
  types: readonly TCandidateActivityType[],
  limit: number,
  after: { at: string; key: string } | undefined,
) =>
  rowsOf<ActivityRow>(
    db,
    sql`select x.*, to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
          x.id::text || ':' || x.application_id::text as sort_key
        from (${unionOf(apps, callerId, types)}) x
        ${after ? sql`where (x.at, x.id::text || ':' || x.application_id::text) < (${after.at}::timestamptz, ${after.key})` : sql``}
        order by x.at desc, sort_key desc
        limit ${limit}`,
  );

/** How many items of these types the given (hidden) applications hold. */
export const activityCount = async (
  db: Db,
  apps: ActivityApplications,
  callerId: string,
  types: readonly TCandidateActivityType[],
) => {
  if (!apps.manual.length && !apps.requisition.length) return 0;
  const [r] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${unionOf(apps, callerId, types)}) x`,
  );
  return Number(r?.n ?? 0);
};

/** Every application id of a candidate (both trackers), visible or not. */
export const allApplicationsOf = async (db: Db, candidateId: string): Promise<ActivityApplications> => {
  const rows = await rowsOf<{ kind: 'manual' | 'requisition'; id: string }>(
    db,
    sql`select 'manual' as kind, id from applicants where candidate_id = ${candidateId}
        union all
        select 'requisition' as kind, id from requisition_applicants where candidate_id = ${candidateId}`,
  );
  return {
    manual: rows.filter((r) => r.kind === 'manual').map((r) => r.id),
    requisition: rows.filter((r) => r.kind === 'requisition').map((r) => r.id),
  };
};
