import type { TScreeningKind, TScreeningUsage } from '@ats/contract';
import { getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  qualificationQuestionProfileItems,
  qualificationQuestionProfiles,
  requisitions,
  resumeProfiles,
  typingTests,
  videoQuestionProfileItems,
  videoQuestionProfiles,
} from '../../../db/schema';

/**
 * Who uses a piece of screening content: questions are used by profiles (through the ordered
 * items tables), profiles, typing tests and resume profiles by requisitions. Each source is a
 * `select kind, id, name` correlated to the content row's id.
 */
/**
 * `"table"."column"`: Drizzle leaves some column references unqualified inside nested selects,
 * where they would bind to the inner table; correlated subqueries must name the table.
 */
export const qualified = (col: PgColumn) => sql.raw(`"${getTableName(col.table)}"."${col.name}"`);
const idOf = (contentId: PgColumn | SQL) =>
  'table' in contentId ? qualified(contentId as PgColumn) : contentId;

type UsageSource = (contentId: PgColumn | SQL) => SQL;

const literal = (kind: TScreeningUsage['kind']) => sql.raw(`'${kind}'::text`);

const viaProfile =
  (
    kind: TScreeningUsage['kind'],
    items: typeof qualificationQuestionProfileItems | typeof videoQuestionProfileItems,
    owner: typeof qualificationQuestionProfiles | typeof videoQuestionProfiles,
  ): UsageSource =>
  (contentId) =>
    sql`select ${literal(kind)} as kind, ${qualified(owner.id)} as id, ${qualified(owner.name)} as name from ${items} join ${owner} on ${qualified(owner.id)} = ${qualified(items.profileId)} where ${qualified(items.questionId)} = ${idOf(contentId)}`;

const viaRequisition =
  (column: PgColumn): UsageSource =>
  (contentId) =>
    sql`select ${literal('requisitions')} as kind, ${qualified(requisitions.id)} as id, ${qualified(requisitions.name)} as name from ${requisitions} where ${qualified(column)} = ${idOf(contentId)}`;

const USAGE: Record<TScreeningKind, UsageSource[]> = {
  'qualification-questions': [
    viaProfile(
      'qualification-question-profiles',
      qualificationQuestionProfileItems,
      qualificationQuestionProfiles,
    ),
  ],
  'video-questions': [
    viaProfile('video-question-profiles', videoQuestionProfileItems, videoQuestionProfiles),
  ],
  'qualification-question-profiles': [viaRequisition(requisitions.qualificationQuestionProfileId)],
  'video-question-profiles': [viaRequisition(requisitions.videoQuestionProfileId)],
  'typing-tests': [viaRequisition(requisitions.typingTestId)],
  'resume-profiles': [viaRequisition(requisitions.resumeProfileId)],
};

const union = (kind: TScreeningKind, contentId: PgColumn | SQL) =>
  sql.join(
    USAGE[kind].map((source) => source(contentId)),
    sql` union all `,
  );

/** `[{ kind, id, name }]` of everything using the row, by name; a select field. */
export const usedBySql = (kind: TScreeningKind, contentId: PgColumn) =>
  sql<
    TScreeningUsage[]
  >`coalesce((select json_agg(json_build_object('kind', u.kind, 'id', u.id, 'name', u.name) order by lower(u.name), u.id) from (${union(kind, contentId)}) u), '[]'::json)`;

/** The list filter "in use" / "not used". */
export const usageFilter = (
  kind: TScreeningKind,
  contentId: PgColumn,
  usage: 'used' | 'unused' | undefined,
) =>
  usage === undefined
    ? undefined
    : usage === 'used'
      ? sql`exists (${union(kind, contentId)})`
      : sql`not exists (${union(kind, contentId)})`;

/** The requisition's four screening references that do not exist, for the requisition service. */
export const missingScreeningReferences = async (
  db: Db,
  refs: {
    qualificationQuestionProfileId?: string | null | undefined;
    videoQuestionProfileId?: string | null | undefined;
    resumeProfileId?: string | null | undefined;
    typingTestId?: string | null | undefined;
  },
): Promise<string[]> => {
  const checks = [
    ['qualificationQuestionProfileId', qualificationQuestionProfiles, 'qualification question profile'],
    ['videoQuestionProfileId', videoQuestionProfiles, 'video question profile'],
    ['resumeProfileId', resumeProfiles, 'resume profile'],
    ['typingTestId', typingTests, 'typing test'],
  ] as const;
  const errors: string[] = [];
  for (const [field, table, label] of checks) {
    const id = refs[field];
    if (!id) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [id]))
      .limit(1);
    if (!found.length) errors.push(`${field}: ${label} ${id} does not exist`);
  }
  return errors;
};
