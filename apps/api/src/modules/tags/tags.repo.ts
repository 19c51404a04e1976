import type { TApplicantKind, TApplicantRef } from '@ats/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  candidateTags,
  linesOfBusiness,
  requisitionApplicants,
  requisitions,
} from '../../db/schema';
import type { ScopeCaller } from '../../lib/scope';
import { manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import { subjectColumns } from '../notes';

const subjectWhere = (ref: TApplicantRef) =>
  ref.applicantKind === 'manual'
    ? eq(candidateTags.applicantId, ref.applicantId)
    : eq(candidateTags.requisitionApplicantId, ref.applicantId);

export const tagsOf = async (db: Db, ref: TApplicantRef) =>
  (
    await db
      .select({ tag: candidateTags.tag })
      .from(candidateTags)
      .where(subjectWhere(ref))
      .orderBy(asc(candidateTags.tag))
  ).map((r) => r.tag);

export const removeTags = (db: Db, ref: TApplicantRef, tags: string[]) =>
  tags.length
    ? db.delete(candidateTags).where(and(subjectWhere(ref), inArray(candidateTags.tag, tags)))
    : Promise.resolve();

export const addTags = (db: Db, ref: TApplicantRef, tags: string[], userId: string) =>
  tags.length
    ? db
        .insert(candidateTags)
        .values(tags.map((tag) => ({ ...subjectColumns(ref), tag, createdBy: userId })))
        .onConflictDoNothing()
    : Promise.resolve();

/** Tags in use on applicants the caller may see in this tracker (the filter's options). */
export const tagOptions = async (db: Db, kind: TApplicantKind, caller: ScopeCaller, limit = 300) => {
  const rows =
    kind === 'manual'
      ? await db
          .selectDistinct({ tag: candidateTags.tag })
          .from(candidateTags)
          .innerJoin(applicants, eq(applicants.id, candidateTags.applicantId))
          .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
          .where(and(isNotNull(candidateTags.applicantId), manualApplicantScope(caller)))
          .orderBy(asc(candidateTags.tag))
          .limit(limit)
      : await db
          .selectDistinct({ tag: candidateTags.tag })
          .from(candidateTags)
          .innerJoin(
            requisitionApplicants,
            eq(requisitionApplicants.id, candidateTags.requisitionApplicantId),
          )
          .innerJoin(requisitions, eq(requisitions.id, requisitionApplicants.requisitionId))
          .where(and(isNotNull(candidateTags.requisitionApplicantId), requisitionApplicantScope(caller)))
          .orderBy(asc(candidateTags.tag))
          .limit(limit);
  return rows.map((r) => r.tag);
};
