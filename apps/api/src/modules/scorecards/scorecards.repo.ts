import type { TApplicantKind } from '@ats/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  scheduledInterviewers,
  scheduledInterviews,
  scorecards,
  scorecardTemplates,
  users,
} from '../../db/schema';

export const findTemplate = async (db: Db, requisitionId: string) => {
  const [row] = await db
    .select()
    .from(scorecardTemplates)
    .where(eq(scorecardTemplates.requisitionId, requisitionId));
  return row;
};

export const upsertTemplate = (db: Db, requisitionId: string, attributes: string[]) =>
  db
    .insert(scorecardTemplates)
    .values({ requisitionId, attributes })
    .onConflictDoUpdate({
      target: scorecardTemplates.requisitionId,
      set: { attributes, updatedAt: sql`now()` },
    });

export const isInterviewer = async (db: Db, interviewId: string, userId: string) => {
  const [row] = await db
    .select({ userId: scheduledInterviewers.userId })
    .from(scheduledInterviewers)
    .where(and(eq(scheduledInterviewers.interviewId, interviewId), eq(scheduledInterviewers.userId, userId)));
  return Boolean(row);
};

export const insertScorecard = async (db: Db, values: typeof scorecards.$inferInsert) => {
  const rows = await db
    .insert(scorecards)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: scorecards.id });
  return rows[0]?.id;
};

/** Live (not cancelled) interviews of the applicant. */
export const liveInterviewIdsOf = async (db: Db, kind: TApplicantKind, applicantId: string) =>
  (
    await db
      .select({ id: scheduledInterviews.id })
      .from(scheduledInterviews)
      .where(
        and(
          eq(scheduledInterviews.applicantKind, kind),
          eq(scheduledInterviews.applicantId, applicantId),
          ne(scheduledInterviews.status, 'cancelled'),
        ),
      )
  ).map((r) => r.id);

/** Interviews among `ids` where `userId` is an interviewer. */
export const interviewsWithInterviewer = async (db: Db, ids: string[], userId: string) => {
  if (!ids.length) return [];
  return (
    await db
      .select({ id: scheduledInterviewers.interviewId })
      .from(scheduledInterviewers)
      .where(and(inArray(scheduledInterviewers.interviewId, ids), eq(scheduledInterviewers.userId, userId)))
  ).map((r) => r.id);
};

export const scorecardsOf = async (db: Db, interviewIds: string[]) => {
  if (!interviewIds.length) return [];
  return db
    .select({
      id: scorecards.id,
      interviewId: scorecards.interviewId,
      interviewerId: scorecards.interviewerId,
      firstName: users.firstName,
      lastName: users.lastName,
      ratings: scorecards.ratings,
      recommendation: scorecards.recommendation,
      notes: scorecards.notes,
      submittedAt: scorecards.submittedAt,
    })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.interviewerId))
    .where(inArray(scorecards.interviewId, interviewIds))
    .orderBy(asc(scorecards.submittedAt));
};
