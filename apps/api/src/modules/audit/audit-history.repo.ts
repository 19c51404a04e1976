import type { THistoryEntityType } from '@ats/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  classRequests,
  linesOfBusiness,
  prompts,
  requisitionApplicants,
  requisitions,
} from '../../db/schema';
import type { ScopeCaller } from '../../lib/scope';
import { manualApplicantScope, requisitionApplicantScope, requisitionScope } from '../../lib/scope';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Whether the entity exists and the caller may open it, by the same scope as its own page. */
export const entityVisible: Record<
  THistoryEntityType,
  (db: Db, caller: ScopeCaller, id: string) => Promise<boolean>
> = {
  requisition: (db, caller, id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(requisitions)
        .where(and(eq(requisitions.id, id), requisitionScope(caller)))
        .limit(1),
    ),
  'requisition-applicant': (db, caller, id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(requisitionApplicants)
        .innerJoin(requisitions, eq(requisitions.id, requisitionApplicants.requisitionId))
        .where(and(eq(requisitionApplicants.id, id), requisitionApplicantScope(caller)))
        .limit(1),
    ),
  applicant: (db, caller, id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(applicants)
        .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
        .where(and(eq(applicants.id, id), manualApplicantScope(caller)))
        .limit(1),
    ),
  // The class request tracker and the prompt library are not scoped by line of business.
  class_request: (db, _caller, id) =>
    exists(db.select({ one: sql`1` }).from(classRequests).where(eq(classRequests.id, id)).limit(1)),
  prompt: (db, _caller, id) =>
    exists(db.select({ one: sql`1` }).from(prompts).where(eq(prompts.id, id)).limit(1)),
};
