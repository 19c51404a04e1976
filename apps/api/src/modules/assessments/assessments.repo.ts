import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews as ai,
  assessmentAttempts as at,
  prompts,
  promptVersions,
  users,
} from '../../db/schema';

export type AttemptRow = typeof at.$inferSelect;
export type AttemptInsert = typeof at.$inferInsert;

/** Only this file speaks SQL for assessment attempts. */
export const insertAttempts = (db: Db, values: AttemptInsert[]) => db.insert(at).values(values);

export const findAttempt = async (db: Db, interviewId: string, forUpdate = false) => {
  const q = db.select().from(at).where(eq(at.interviewId, interviewId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
};

export const updateAttempt = (db: Db, interviewId: string, values: Partial<AttemptInsert>) =>
  db
    .update(at)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(at.interviewId, interviewId));

/** Applicants (either kind) who have an assessment of this template still open (new or sent). */
export const applicantsWithOpenAssessment = async (
  db: Db,
  templateId: string,
  requisitionApplicantIds: string[],
  manualApplicantIds: string[],
) => {
  const who = or(
    requisitionApplicantIds.length ? inArray(ai.requisitionApplicantId, requisitionApplicantIds) : undefined,
    manualApplicantIds.length ? inArray(ai.manualApplicantId, manualApplicantIds) : undefined,
  );
  if (!who) return new Set<string>();
  const rows = await db
    .select({ ra: ai.requisitionApplicantId, manual: ai.manualApplicantId })
    .from(ai)
    .where(
      and(who, eq(ai.referenceId, templateId), inArray(ai.status, ['new', 'sent']), isNull(ai.archivedAt)),
    );
  return new Set(rows.map((r) => (r.ra ?? r.manual)!));
};

export const reviewerName = async (db: Db, userId: string | null) => {
  if (!userId) return null;
  const [u] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return u ? `${u.first} ${u.last}`.trim() : null;
};

/** The current version's definition of a library prompt (the writing template's AI prompt). */
export const promptDefinition = async (db: Db, promptId: string) => {
  const [row] = await db
    .select({ definition: promptVersions.definition })
    .from(prompts)
    .innerJoin(promptVersions, eq(promptVersions.id, prompts.currentVersionId))
    .where(eq(prompts.id, promptId))
    .limit(1);
  return row?.definition;
};
