import type { TAssessmentTemplateBody, TAssessmentTemplateListArgs } from '@ats/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicantInterviews, assessmentTemplates as t } from '../../db/schema';
import { isoRequired } from '../../lib/dates';
import { keysetList } from '../../lib/list/keyset-list';

const sentCount = sql<number>`(select count(*)::int from ${applicantInterviews} where ${applicantInterviews.referenceId} = ${t.id})`;

const select = {
  id: t.id,
  name: t.name,
  kind: t.kind,
  language: t.language,
  body: t.body,
  sentCount,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

type Row = { [K in keyof typeof select]: unknown } & { createdAt: Date; updatedAt: Date };

const toItem = (r: Row) => ({
  id: r.id as string,
  name: r.name as string,
  kind: r.kind as 'language' | 'writing',
  language: r.language as 'en',
  body: r.body as Record<string, unknown>,
  sentCount: Number(r.sentCount),
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});
export type AssessmentTemplateItem = ReturnType<typeof toItem>;

/** Only this file speaks SQL for templates. */
export const findTemplate = async (db: Db, id: string) => {
  const [row] = await db.select(select).from(t).where(eq(t.id, id)).limit(1);
  return row ? toItem(row as Row) : undefined;
};

export const listTemplates = (db: Db, query: TAssessmentTemplateListArgs) =>
  keysetList(
    {
      id: t.id,
      sorts: { name: sql`lower(${t.name})`, createdAt: t.createdAt, updatedAt: t.updatedAt },
      defaultSort: 'name',
      searchColumns: [t.name],
      where: [query.kind ? eq(t.kind, query.kind) : undefined],
      query: async ({ sortKey, where, orderBy, limit }) => {
        const rows = await db
          .select({ ...select, __sortKey: sortKey, __id: t.id })
          .from(t)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
        return rows.map((r) => Object.assign(toItem(r as Row), { __sortKey: r.__sortKey, __id: r.__id }));
      },
    },
    query,
  );

const columnsOf = (body: TAssessmentTemplateBody) => ({
  name: body.name,
  kind: body.kind,
  language: body.language,
  body,
});

export const insertTemplate = async (db: Db, body: TAssessmentTemplateBody) => {
  const [row] = await db.insert(t).values(columnsOf(body)).returning({ id: t.id });
  return row!.id;
};

export const updateTemplate = (db: Db, id: string, body: TAssessmentTemplateBody) =>
  db
    .update(t)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(eq(t.id, id));

export const deleteTemplate = (db: Db, id: string) => db.delete(t).where(eq(t.id, id));
