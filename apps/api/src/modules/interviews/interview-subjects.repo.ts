import type { TApplicantKind } from '@ats/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  linesOfBusiness,
  requisitionApplicants as ra,
  requisitions,
  resumeProfiles,
  typingTests,
  videoQuestions,
} from '../../db/schema';
import type { ScopeCaller } from '../../lib/scope';
import { manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';

/** The person an interview is sent to, as sending needs them. */
export interface InterviewApplicant {
  id: string;
  kind: TApplicantKind;
  firstName: string;
  lastName: string;
  email: string;
  /** The language candidate mail is written in (en | es). */
  language: string;
  /** The requisition's job title (requisition applicants) or the position (manual applicants). */
  jobTitle: string;
  archivedAt: Date | null;
}

/** What sending needs of either tracker's applicant row (`jobTitle`: the job's title or the position). */
const sendingColumns = (
  t: typeof ra | typeof applicants,
  jobTitle: typeof requisitions.jobTitle | typeof applicants.position,
) => ({
  id: t.id,
  firstName: t.firstName,
  lastName: t.lastName,
  email: t.email,
  language: t.language,
  jobTitle,
  archivedAt: t.archivedAt,
});

/**
 * Applicants of one kind by id, limited to what the caller may see (their lines of business and
 * the small-teams rule of that tracker). Ids the caller may not see are simply missing.
 */
export const findApplicants = async (
  db: Db,
  kind: TApplicantKind,
  ids: string[],
  caller: ScopeCaller | null,
): Promise<InterviewApplicant[]> => {
  if (!ids.length) return [];
  if (kind === 'requisition') {
    const rows = await db
      .select(sendingColumns(ra, requisitions.jobTitle))
      .from(ra)
      .innerJoin(requisitions, eq(requisitions.id, ra.requisitionId))
      .where(and(inArray(ra.id, ids), caller ? requisitionApplicantScope(caller) : undefined));
    return rows.map((r) => ({ ...r, kind }));
  }
  const rows = await db
    .select(sendingColumns(applicants, applicants.position))
    .from(applicants)
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
    .where(and(inArray(applicants.id, ids), caller ? manualApplicantScope(caller) : undefined));
  return rows.map((r) => ({ ...r, kind }));
};

export interface TypingTestRow {
  id: string;
  name: string;
  passages: string[];
  durationSeconds: number;
  minNetWpm: number;
  minAccuracy: number;
  language: string;
}

export const findTypingTest = async (db: Db, id: string): Promise<TypingTestRow | undefined> => {
  const [row] = await db
    .select({
      id: typingTests.id,
      name: typingTests.name,
      passages: typingTests.passages,
      durationSeconds: typingTests.durationSeconds,
      minNetWpm: typingTests.minNetWpm,
      minAccuracy: typingTests.minAccuracy,
      language: typingTests.language,
    })
    .from(typingTests)
    .where(eq(typingTests.id, id));
  return row;
};

/** Names of content items of one interview type, by id (missing ids: no such content). */
export const contentNames = async (
  db: Db,
  type: 'typing-assessment' | 'resume-profile' | 'video-question',
  ids: string[],
): Promise<Map<string, string>> => {
  if (!ids.length) return new Map();
  const rows =
    type === 'typing-assessment'
      ? await db
          .select({ id: typingTests.id, name: typingTests.name })
          .from(typingTests)
          .where(inArray(typingTests.id, ids))
      : type === 'resume-profile'
        ? await db
            .select({ id: resumeProfiles.id, name: resumeProfiles.name })
            .from(resumeProfiles)
            .where(inArray(resumeProfiles.id, ids))
        : await db
            .select({ id: videoQuestions.id, name: videoQuestions.question })
            .from(videoQuestions)
            .where(inArray(videoQuestions.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
};
