import type { TApplicantKind } from '@ats/contract';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { isActiveStaff, staffNameOrEmailLike } from '../../db/active-staff';
import type { Db } from '../../db/client';
import { roles, scheduledInterviewers, scheduledInterviews, scorecards, users } from '../../db/schema';

export type InterviewRow = typeof scheduledInterviews.$inferSelect;

export const findInterview = async (db: Db, id: string) => {
  const [row] = await db.select().from(scheduledInterviews).where(eq(scheduledInterviews.id, id));
  return row;
};

export const insertInterview = async (db: Db, values: typeof scheduledInterviews.$inferInsert) => {
  const [row] = await db.insert(scheduledInterviews).values(values).returning();
  return row!;
};

export const updateInterview = async (
  db: Db,
  id: string,
  values: Partial<typeof scheduledInterviews.$inferInsert>,
) => {
  const [row] = await db
    .update(scheduledInterviews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(scheduledInterviews.id, id))
    .returning();
  return row!;
};

export const setInterviewers = async (db: Db, interviewId: string, userIds: string[]) => {
  await db.delete(scheduledInterviewers).where(eq(scheduledInterviewers.interviewId, interviewId));
  if (userIds.length)
    await db.insert(scheduledInterviewers).values(userIds.map((userId) => ({ interviewId, userId })));
};

export const interviewersOf = async (db: Db, interviewIds: string[]) => {
  if (!interviewIds.length) return [];
  return db
    .select({
      interviewId: scheduledInterviewers.interviewId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(scheduledInterviewers)
    .innerJoin(users, eq(users.id, scheduledInterviewers.userId))
    .where(inArray(scheduledInterviewers.interviewId, interviewIds))
    .orderBy(asc(users.firstName), asc(users.lastName));
};

/** Staff who can be interviewers: active, not deleted, with an active role. */
export const activeUsers = (db: Db, opts: { ids?: string[]; search?: string; limit?: number }) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        isActiveStaff(),
        opts.ids ? inArray(users.id, opts.ids) : undefined,
        opts.search ? staffNameOrEmailLike(`%${opts.search}%`) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(opts.limit ?? 50);

export const interviewsOfApplicant = (db: Db, kind: TApplicantKind, applicantId: string) =>
  db
    .select()
    .from(scheduledInterviews)
    .where(and(eq(scheduledInterviews.applicantKind, kind), eq(scheduledInterviews.applicantId, applicantId)))
    .orderBy(desc(scheduledInterviews.startsAt))
    .limit(100);

/** The user's interviews from a week ago on, soonest first. */
export const interviewsOfUser = (db: Db, userId: string) =>
  db
    .select({ interview: scheduledInterviews })
    .from(scheduledInterviews)
    .innerJoin(scheduledInterviewers, eq(scheduledInterviewers.interviewId, scheduledInterviews.id))
    .where(
      and(
        eq(scheduledInterviewers.userId, userId),
        gte(scheduledInterviews.startsAt, sql`now() - interval '7 days'`),
      ),
    )
    .orderBy(asc(scheduledInterviews.startsAt))
    .limit(200);

export const submittedBy = async (db: Db, userId: string, interviewIds: string[]) => {
  if (!interviewIds.length) return new Set<string>();
  const rows = await db
    .select({ interviewId: scorecards.interviewId })
    .from(scorecards)
    .where(and(eq(scorecards.interviewerId, userId), inArray(scorecards.interviewId, interviewIds)));
  return new Set(rows.map((r) => r.interviewId));
};
