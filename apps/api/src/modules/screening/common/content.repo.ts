import type { TScreeningKind } from '@ats/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { isoRequired } from '../../../lib/dates';
import { keysetList, type ListArgs } from '../../../lib/list/keyset-list';
import { qualified, usageFilter, usedBySql } from './usage.repo';

/** Every content table has these columns. */
type ContentTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/** The ordered questions of a profile: an items table (profile, question, position). */
export interface MembersSpec {
  items: PgTable & { profileId: PgColumn; questionId: PgColumn; position: PgColumn };
  /** The question table and the fields of each question the profile answers. */
  questions: ContentTable;
  summary: Record<string, PgColumn>;
}

/** One kind of screening content as stored: everything the shared list, get and writes need. */
export interface ContentTableSpec<Query> {
  kind: TScreeningKind;
  table: ContentTable;
  /** What the content is called in lists, sorts, search and "used by" messages. */
  name: PgColumn;
  /** The kind's own columns, answered under these keys. */
  fields: Record<string, PgColumn | SQL>;
  searchColumns?: (PgColumn | SQL)[];
  /** Conditions for the kind's own list filters (already validated by the contract). */
  filters?: (query: Query) => (SQL | undefined)[];
  members?: MembersSpec;
}

export type ContentRow = Record<string, unknown> & { id: string; name: string };

const membersSql = (m: MembersSpec, profileId: PgColumn) => {
  const q = qualified;
  const { items, questions } = m;
  const pairs = Object.entries(m.summary).map(([key, col]) => sql`${sql.raw(`'${key}'`)}, ${q(col)}`);
  return sql`coalesce((select json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${q(items.position)}) from ${items} join ${questions} on ${q(questions.id)} = ${q(items.questionId)} where ${q(items.profileId)} = ${q(profileId)}), '[]'::json)`;
};

/** The shared data access of every screening content kind (only this file speaks Drizzle). */
export const createContentRepo = <Query extends ListArgs & { usage?: 'used' | 'unused' | undefined }>(
  spec: ContentTableSpec<Query>,
) => {
  const { id, createdAt, updatedAt } = spec.table;
  const select = {
    ...spec.fields,
    id,
    __name: spec.name,
    createdAt,
    updatedAt,
    usedBy: usedBySql(spec.kind, id),
    ...(spec.members ? { questions: membersSql(spec.members, id) } : {}),
  };

  const toItem = (r: Record<string, unknown>): ContentRow => {
    const { __name, __sortKey, __id, ...rest } = r;
    const item: Record<string, unknown> = {
      ...rest,
      createdAt: isoRequired(r.createdAt as Date),
      updatedAt: isoRequired(r.updatedAt as Date),
    };
    if (spec.members) item.questionIds = (r.questions as { id: string }[]).map((q) => q.id);
    return Object.assign(item, { id: r.id as string, name: __name as string });
  };

  const find = async (db: Db, itemId: string) => {
    const [row] = await db.select(select).from(spec.table).where(eq(id, itemId)).limit(1);
    return row ? toItem(row) : undefined;
  };

  return {
    find,

    list: (db: Db, query: Query) =>
      keysetList(
        {
          id,
          sorts: { name: sql`lower(${spec.name})`, createdAt, updatedAt },
          defaultSort: 'name',
          searchColumns: spec.searchColumns ?? [spec.name],
          where: [usageFilter(spec.kind, id, query.usage), ...(spec.filters?.(query) ?? [])],
          query: async ({ sortKey, where, orderBy, limit }) => {
            const rows = await db
              .select({ ...select, __sortKey: sortKey, __id: id })
              .from(spec.table)
              .where(where)
              .orderBy(...orderBy)
              .limit(limit);
            return rows.map((r) =>
              Object.assign(toItem(r), { __sortKey: r.__sortKey, __id: r.__id as string }),
            );
          },
        },
        query,
      ),

    insert: async (db: Db, values: Record<string, unknown>) => {
      const [row] = await db
        .insert(spec.table)
        .values(values as never)
        .returning({ id });
      return (row as { id: string }).id;
    },

    update: (db: Db, itemId: string, values: Record<string, unknown>) =>
      db
        .update(spec.table)
        .set({ ...values, updatedAt: sql`now()` } as never)
        .where(eq(id, itemId)),

    remove: (db: Db, itemId: string) => db.delete(spec.table).where(eq(id, itemId)),

    /** Replaces a profile's questions with these, in this order. */
    async setMembers(db: Db, profileId: string, memberIds: string[]) {
      const m = spec.members;
      if (!m) return;
      await db.delete(m.items).where(eq(m.items.profileId, profileId));
      if (!memberIds.length) return;
      await db
        .insert(m.items)
        .values(memberIds.map((questionId, position) => ({ profileId, questionId, position })) as never);
    },

    /** Which of these question ids exist. */
    async existingMembers(db: Db, ids: string[]) {
      const m = spec.members;
      if (!m || !ids.length) return new Set<string>();
      const rows = await db
        .select({ id: m.questions.id })
        .from(m.questions)
        .where(inArray(m.questions.id, ids));
      return new Set(rows.map((r) => r.id as string));
    },
  };
};

export type ContentRepo = ReturnType<typeof createContentRepo>;
