import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import {
  applicationEvents,
  applications,
  auditLog,
  requisitionApplicants as ra,
  uploads,
} from '../../db/schema';

/** Per step and kind: distinct visitors, and the median time of completions. */
export const funnelCounts = (db: Db, requisitionId: string) =>
  rowsOf<{ step: string; kind: string; visitors: number | string; median_ms: number | string | null }>(
    db,
    sql`select ${applicationEvents.step} as step, ${applicationEvents.kind} as kind,
          count(distinct ${applicationEvents.visitorId}) as visitors,
          percentile_cont(0.5) within group (order by ${applicationEvents.msOnStep})
            filter (where ${applicationEvents.msOnStep} > 0) as median_ms
        from ${applicationEvents}
        where ${applicationEvents.requisitionId} = ${requisitionId}
        group by 1, 2`,
  );

/** Distinct visitors per device class or per source, over every event of the requisition. */
export const funnelBreakdown = (db: Db, requisitionId: string, column: 'device' | 'source') =>
  rowsOf<{ key: string; visitors: number | string }>(
    db,
    sql`select ${column === 'device' ? applicationEvents.device : applicationEvents.source} as key,
          count(distinct ${applicationEvents.visitorId}) as visitors
        from ${applicationEvents}
        where ${applicationEvents.requisitionId} = ${requisitionId}
        group by 1`,
  );

export const outcomeCounts = async (db: Db, requisitionId: string) => {
  const [row] = await rowsOf<{ completed: number | string; declined: number | string }>(
    db,
    sql`select count(*) filter (where ${ra.completedAt} is not null) as completed,
          count(*) filter (where (${applications.preScreen} ->> 'passed') = 'false') as declined
        from ${applications} join ${ra} on ${ra.id} = ${applications.applicantId}
        where ${applications.requisitionId} = ${requisitionId} and ${ra.archivedAt} is null`,
  );
  return { completed: Number(row?.completed ?? 0), declined: Number(row?.declined ?? 0) };
};

/** The candidate's files: uploads the applicant made, and the resume on the applicant row. */
export const applicantUploads = (db: Db, applicantId: string, resumeUploadId: string | null) =>
  db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      resumeUploadId
        ? or(eq(uploads.ownerApplicantId, applicantId), eq(uploads.id, resumeUploadId))
        : eq(uploads.ownerApplicantId, applicantId),
    );

/** Deletes the requisition applicant; what refers to it cascades (application, interviews, notes…). */
export const deleteRequisitionApplicant = (db: Db, applicantId: string) =>
  db.delete(ra).where(eq(ra.id, applicantId));

export const deleteUploads = (db: Db, ids: string[]) =>
  ids.length ? db.delete(uploads).where(inArray(uploads.id, ids)) : Promise.resolve();

/** Takes the caller's address off an entity's audit entries (the erasure keeps no personal data). */
export const clearAuditAddresses = (db: Db, entityType: string, entityId: string) =>
  db
    .update(auditLog)
    .set({ ip: null })
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)));

export const insertFunnelEvent = (db: Db, values: typeof applicationEvents.$inferInsert) =>
  db.insert(applicationEvents).values(values);
