import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { requisitionApplicantScope, type ScopeCaller } from '../../lib/scope';
import { num, orTrue } from './dashboard-filters.repo';

/** The dashboard's to-do counts: what waits for someone in the caller's scope. */

/** Completed applications whose status nobody has moved from Incomplete yet. */
export const applicantsToReview = async (db: Db, caller: ScopeCaller) => {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from "requisition_applicants"
      join "requisitions" on "requisitions"."id" = "requisition_applicants"."requisition_id"
      where "requisition_applicants"."archived_at" is null and "requisition_applicants"."status" = 'incomplete'
        and "requisition_applicants"."completed_at" is not null
        and ${orTrue(requisitionApplicantScope(caller))}`,
  );
  return num(row?.n);
};

/** Class requests still New (the tracker is not scoped by line of business either). */
export const newClassRequests = async (db: Db) => {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from "class_requests" where status = 'new'`,
  );
  return num(row?.n);
};
