import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linesOfBusiness, requisitions as r } from '../../db/schema';

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
    .select({
      id: r.id,
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
    })
    .from(r)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
    .where(and(...where))
    .orderBy(desc(r.publishedAt), desc(r.id))
    .limit(limit);
};
