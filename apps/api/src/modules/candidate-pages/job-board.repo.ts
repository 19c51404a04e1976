import type { TRequisitionPublic } from '@ats/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linesOfBusiness, requisitions as r } from '../../db/schema';
import { iso } from '../../lib/dates';

/** What the public pages show of a job, and when it (or its client's name) last changed. */
const jobColumns = {
  id: r.id,
  requisitionUid: r.requisitionUid,
  title: r.jobTitle,
  clientName: linesOfBusiness.clientName,
  location: r.location,
  country: r.country,
  type: r.employmentType,
  workEnvironment: r.workEnvironment,
  payText: r.payText,
  shiftText: r.shiftText,
  description: r.description,
  startDate: r.startDate,
  publishedAt: r.publishedAt,
  updatedAt: sql<Date>`greatest(${r.updatedAt}, ${linesOfBusiness.updatedAt})`.mapWith(
    (v: string | Date) => new Date(v),
  ),
};

/** Published jobs for the public board, newest first, filtered by text, country and work mode. */
export const publishedJobs = async (
  db: Db,
  q: { search?: string | undefined; country?: string | undefined; workMode?: string | undefined },
  limit: number,
) => {
  const where = [eq(r.publishStatus, 'published')];
  if (q.country) where.push(eq(r.country, q.country));
  if (q.workMode) where.push(eq(r.workEnvironment, q.workMode));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${r.jobTitle} ilike ${like} or ${r.location} ilike ${like} or ${linesOfBusiness.clientName} ilike ${like} or ${r.description} ilike ${like})`,
    );
  }
  return db
    .select(jobColumns)
    .from(r)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
    .where(and(...where))
    .orderBy(desc(r.publishedAt), desc(r.id))
    .limit(limit);
};
export type PublishedJobRow = Awaited<ReturnType<typeof publishedJobs>>[number];

/** One published job as its public page shows it (undefined when unknown or not published). */
export const publishedJob = async (
  db: Db,
  id: string,
): Promise<(TRequisitionPublic & { updatedAt: Date }) | undefined> => {
  const [row] = await db
    .select({ ...jobColumns, instructions: r.instructions, reminders: r.reminders })
    .from(r)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
    .where(and(eq(r.id, id), eq(r.publishStatus, 'published')))
    .limit(1);
  if (!row) return undefined;
  const { requisitionUid: _uid, publishedAt, ...rest } = row;
  return {
    ...(rest as Omit<TRequisitionPublic, 'publishedAt' | 'published'> & { updatedAt: Date }),
    publishedAt: iso(publishedAt),
    published: true,
  };
};

/** Adds visits to published jobs, all in one statement (an unknown or unpublished job gains none). */
export const addVisits = async (db: Db, counts: Map<string, number>) => {
  const rows = [...counts].map(([id, n]) => sql`(${id}::uuid, ${n}::int)`);
  if (!rows.length) return;
  await db.execute(
    sql`update ${r} set visits = ${r.visits} + v.n from (values ${sql.join(rows, sql`, `)}) as v(id, n) where ${r.id} = v.id and ${r.publishStatus} = 'published'`,
  );
};

/** The ids of the published jobs. */
export const publishedJobIds = async (db: Db) =>
  new Set(
    (await db.select({ id: r.id }).from(r).where(eq(r.publishStatus, 'published'))).map((row) => row.id),
  );
