import type { TResumeCriteria, TSelfIdentification } from '@ats/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews as ai,
  applicants,
  requisitionApplicants as ra,
  resumeProfiles,
  selfIdentifications,
  testResults,
  uploads,
} from '../../db/schema';

export interface ProfileRow {
  id: string;
  name: string;
  criteria: TResumeCriteria;
  passThreshold: number;
  prompts: string[];
}

export const findProfile = async (db: Db, id: string): Promise<ProfileRow | undefined> => {
  const [row] = await db
    .select({
      id: resumeProfiles.id,
      name: resumeProfiles.name,
      criteria: resumeProfiles.criteria,
      passThreshold: resumeProfiles.passThreshold,
      prompts: resumeProfiles.prompts,
    })
    .from(resumeProfiles)
    .where(eq(resumeProfiles.id, id));
  return row;
};

export type UploadRow = typeof uploads.$inferSelect;

/** The resume on an applicant's file (either kind of applicant), when it is a checked file. */
export const resumeOnFile = async (
  db: Db,
  kind: 'requisition' | 'manual',
  applicantId: string,
): Promise<UploadRow | undefined> => {
  const t = kind === 'requisition' ? ra : applicants;
  const [row] = await db
    .select({ upload: uploads })
    .from(t)
    .innerJoin(uploads, eq(uploads.id, t.resumeUploadId))
    .where(and(eq(t.id, applicantId), eq(uploads.status, 'verified')));
  return row?.upload;
};

export const applicantStatus = async (db: Db, kind: 'requisition' | 'manual', applicantId: string) => {
  const t = kind === 'requisition' ? ra : applicants;
  const [row] = await db
    .select({ status: t.status, reason: t.reason })
    .from(t)
    .where(eq(t.id, applicantId))
    .for('update');
  return row;
};

export const declineApplicant = (
  db: Db,
  kind: 'requisition' | 'manual',
  applicantId: string,
  reason: string,
) => {
  const t = kind === 'requisition' ? ra : applicants;
  return db
    .update(t)
    .set({ status: 'declined', reason, statusChangedAt: new Date(), updatedAt: sql`now()` })
    .where(eq(t.id, applicantId));
};

/** Self-identification is written once per interview or pilot; nothing else reads this table. */
export const insertSelfId = (
  db: Db,
  subject: { interviewId: string } | { testResultId: string },
  attributes: TSelfIdentification,
) => db.insert(selfIdentifications).values({ ...subject, attributes });

export interface FairnessSourceRow {
  score: number | null;
  outcome: string | null;
  result: unknown;
  attributes: TSelfIdentification | null;
}

/** Scored, unarchived resume verdicts of one profile with their (optional) self-identification. */
export const fairnessRows = async (
  db: Db,
  referenceId: string,
  includeTests: boolean,
): Promise<FairnessSourceRow[]> => {
  const interviews = await db
    .select({
      score: ai.score,
      outcome: ai.outcome,
      result: ai.result,
      attributes: selfIdentifications.attributes,
    })
    .from(ai)
    .leftJoin(selfIdentifications, eq(selfIdentifications.interviewId, ai.id))
    .where(
      and(
        eq(ai.type, 'resume-profile'),
        eq(ai.referenceId, referenceId),
        isNull(ai.archivedAt),
        sql`${ai.result}->>'kind' = 'resume-profile'`,
      ),
    );
  if (!includeTests) return interviews;
  const tests = await db
    .select({
      score: testResults.score,
      outcome: testResults.outcome,
      result: testResults.result,
      attributes: selfIdentifications.attributes,
    })
    .from(testResults)
    .leftJoin(selfIdentifications, eq(selfIdentifications.testResultId, testResults.id))
    .where(
      and(
        eq(testResults.kind, 'resume-profile'),
        eq(testResults.referenceId, referenceId),
        isNull(testResults.archivedAt),
        sql`${testResults.result}->>'kind' = 'resume-profile'`,
      ),
    );
  return [...interviews, ...tests];
};
