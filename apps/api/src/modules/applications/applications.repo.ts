import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews,
  applicationEvents,
  applicationSessions,
  applications,
  linesOfBusiness,
  requisitions as r,
  requisitionApplicants as ra,
} from '../../db/schema';

export type ApplicationInsert = typeof applications.$inferInsert;
export type RequisitionApplicantInsert = typeof ra.$inferInsert;

/** The requisition as the flow needs it: publishing, screening ids and page texts. */
export const findFlowRequisition = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: r.id,
      title: r.jobTitle,
      clientName: linesOfBusiness.clientName,
      country: r.country,
      instructions: r.instructions,
      reminders: r.reminders,
      publishStatus: r.publishStatus,
      visits: r.visits,
      qualificationQuestionProfileId: r.qualificationQuestionProfileId,
      videoQuestionProfileId: r.videoQuestionProfileId,
      resumeProfileId: r.resumeProfileId,
      typingTestId: r.typingTestId,
      lobId: r.lobId,
      groupType: r.groupType,
    })
    .from(r)
    .innerJoin(linesOfBusiness, eq(linesOfBusiness.id, r.lobId))
    .where(eq(r.id, id))
    .limit(1);
  return row;
};
export type FlowRequisition = NonNullable<Awaited<ReturnType<typeof findFlowRequisition>>>;

const applicantFields = {
  id: ra.id,
  requisitionId: ra.requisitionId,
  firstName: ra.firstName,
  lastName: ra.lastName,
  email: ra.email,
  phone: ra.phone,
  address: ra.address,
  country: ra.country,
  status: ra.status,
  reason: ra.reason,
  completedAt: ra.completedAt,
  resumeUploadId: ra.resumeUploadId,
  archivedAt: ra.archivedAt,
};

/** One application with its applicant; `forUpdate` locks the application row. */
export const findApplication = async (db: Db, applicantId: string, forUpdate = false) => {
  const q = db
    .select({ app: applications, applicant: applicantFields })
    .from(applications)
    .innerJoin(ra, eq(ra.id, applications.applicantId))
    .where(eq(applications.applicantId, applicantId))
    .limit(1);
  const [row] = await (forUpdate ? q.for('update', { of: applications }) : q);
  return row;
};
export type ApplicationJoined = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** A live application to the same requisition with this email or these phone digits (not `exceptId`). */
export const findDuplicate = async (
  db: Db,
  requisitionId: string,
  email: string,
  phoneDigits: string,
  exceptId?: string,
) => {
  const match = email.trim() ? [sql`lower(${ra.email}) = ${email.toLowerCase()}`] : [];
  if (phoneDigits.length >= 7) match.push(eq(ra.phoneDigits, phoneDigits));
  if (!match.length) return undefined;
  const [row] = await db
    .select({ id: ra.id })
    .from(ra)
    .innerJoin(applications, eq(applications.applicantId, ra.id))
    .where(
      and(
        eq(ra.requisitionId, requisitionId),
        isNull(ra.archivedAt),
        exceptId ? ne(ra.id, exceptId) : undefined,
        sql`(${sql.join(match, sql` or `)})`,
      ),
    )
    .orderBy(desc(ra.createdAt))
    .limit(1);
  return row;
};

export const insertApplicant = async (db: Db, values: RequisitionApplicantInsert) => {
  const [row] = await db.insert(ra).values(values).returning({ id: ra.id });
  return row!.id;
};

export const updateApplicant = (db: Db, id: string, values: Partial<RequisitionApplicantInsert>) =>
  db
    .update(ra)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ra.id, id));

export const insertApplication = (db: Db, values: ApplicationInsert) =>
  db.insert(applications).values(values);

export const updateApplication = (db: Db, applicantId: string, values: Partial<ApplicationInsert>) =>
  db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.applicantId, applicantId));

/** Stamps one step as done, only if it is not stamped yet (a replay changes nothing). */
export const markStepDone = async (db: Db, applicantId: string, step: string, at: Date) => {
  const rows = await db
    .update(applications)
    .set({
      stepsDone: sql`${applications.stepsDone} || jsonb_build_object(${step}::text, ${at.toISOString()}::text)`,
      updatedAt: at,
    })
    .where(and(eq(applications.applicantId, applicantId), sql`not (${applications.stepsDone} ? ${step})`))
    .returning({ id: applications.applicantId });
  return rows.length > 0;
};

export const insertSession = (
  db: Db,
  values: {
    applicantId: string;
    kind: 'link' | 'cookie' | 'email';
    tokenHash: string;
    expiresAt: Date;
    /** The new address an `email` link confirms. */
    email?: string;
  },
) => db.insert(applicationSessions).values(values);

/** The newest address waiting for its confirmation link (unexpired), if any. */
export const pendingEmailOf = async (db: Db, applicantId: string) => {
  const [row] = await db
    .select({ email: applicationSessions.email })
    .from(applicationSessions)
    .where(
      and(
        eq(applicationSessions.applicantId, applicantId),
        eq(applicationSessions.kind, 'email'),
        gt(applicationSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(applicationSessions.createdAt))
    .limit(1);
  return row?.email ?? null;
};

export const deleteEmailSessions = (db: Db, applicantId: string) =>
  db
    .delete(applicationSessions)
    .where(and(eq(applicationSessions.applicantId, applicantId), eq(applicationSessions.kind, 'email')));

export const findSession = async (
  db: Db,
  tokenHash: string,
  kind: 'link' | 'cookie' | 'email',
  applicantId?: string,
) => {
  const [row] = await db
    .select({
      applicantId: applicationSessions.applicantId,
      expiresAt: applicationSessions.expiresAt,
      email: applicationSessions.email,
    })
    .from(applicationSessions)
    .where(
      and(
        eq(applicationSessions.tokenHash, tokenHash),
        eq(applicationSessions.kind, kind),
        gt(applicationSessions.expiresAt, new Date()),
        applicantId ? eq(applicationSessions.applicantId, applicantId) : undefined,
      ),
    )
    .limit(1);
  return row;
};

export const typingInterviewOf = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: applicantInterviews.id,
      status: applicantInterviews.status,
      tokenNonce: applicantInterviews.tokenNonce,
      archivedAt: applicantInterviews.archivedAt,
    })
    .from(applicantInterviews)
    .where(eq(applicantInterviews.id, id))
    .limit(1);
  return row;
};

export const insertEvent = (db: Db, values: typeof applicationEvents.$inferInsert) =>
  db.insert(applicationEvents).values(values);

/** When this visitor last viewed this step (for time on step), if at all. */
export const lastViewAt = async (db: Db, requisitionId: string, visitorId: string, step: string) => {
  const [row] = await db
    .select({ at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.requisitionId, requisitionId),
        eq(applicationEvents.visitorId, visitorId),
        eq(applicationEvents.step, step),
        eq(applicationEvents.kind, 'view'),
      ),
    )
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
};

/** The answers the qualification step stored on the applicant. */
export const answersOf = async (db: Db, applicantId: string) => {
  const [row] = await db
    .select({
      qualificationQuestions: ra.qualificationQuestions,
      qualificationQuestionResults: ra.qualificationQuestionResults,
    })
    .from(ra)
    .where(eq(ra.id, applicantId));
  return row ?? { qualificationQuestions: [], qualificationQuestionResults: [] };
};
