import type { TResumeCriteria, TSelfIdentification } from '@ats/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** Scored, unarchived resume verdicts of interviews or pilots, each with its self-identification. */
const verdictRows = (
  db: Db,
  t: typeof ai | typeof testResults,
  kind: AnyPgColumn,
  selfIdOf: AnyPgColumn,
  referenceId: string,
): Promise<FairnessSourceRow[]> =>
  db
    .select({
      score: t.score,
      outcome: t.outcome,
      result: t.result,
      attributes: selfIdentifications.attributes,
    })
    .from(t)
    .leftJoin(selfIdentifications, eq(selfIdOf, t.id))
    .where(
      and(
        eq(kind, 'resume-profile'),
        eq(t.referenceId, referenceId),
        isNull(t.archivedAt),
        sql`${t.result}->>'kind' = 'resume-profile'`,
      ),
    );

/** Scored, unarchived resume verdicts of one profile (pilots too when asked). */
export const fairnessRows = async (
  db: Db,
  referenceId: string,
  includeTests: boolean,
): Promise<FairnessSourceRow[]> => {
  const interviews = await verdictRows(db, ai, ai.type, selfIdentifications.interviewId, referenceId);
  if (!includeTests) return interviews;
  const tests = await verdictRows(
    db,
    testResults,
    testResults.kind,
    selfIdentifications.testResultId,
    referenceId,
  );
  return [...interviews, ...tests];
};
