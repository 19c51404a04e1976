import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicantInterviews, videoAnswers } from '../../db/schema';

/** The questions of the application's video group, in order, with where each answer stands. */
export const videoGroupAnswers = (db: Db, groupId: string) =>
  db
    .select({
      id: applicantInterviews.id,
      index: applicantInterviews.groupIndex,
      status: applicantInterviews.status,
      startedAt: applicantInterviews.startedAt,
      tokenNonce: applicantInterviews.tokenNonce,
      archivedAt: applicantInterviews.archivedAt,
      answerStatus: videoAnswers.status,
    })
    .from(applicantInterviews)
    .leftJoin(videoAnswers, eq(videoAnswers.interviewId, applicantInterviews.id))
    .where(eq(applicantInterviews.groupId, groupId))
    .orderBy(applicantInterviews.groupIndex);
