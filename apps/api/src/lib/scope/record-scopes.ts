import type { SQL } from 'drizzle-orm';
import { applicants, linesOfBusiness, requisitions } from '../../db/schema';
import { callerScope, type ScopeCaller } from './caller-scope';

/** What the caller may see of manual applicants: their lines of business, small teams by line type. */
export const manualApplicantScope = (caller: ScopeCaller) =>
  callerScope(caller, {
    menuItem: 'applicant-tracker',
    lob: applicants.lobId,
    groupType: linesOfBusiness.lineType,
  });

/** What the caller may see of requisition applicants: by the requisition's line and group type. */
export const requisitionApplicantScope = (caller: ScopeCaller) =>
  callerScope(caller, {
    menuItem: 'req-applicant-tracker',
    lob: requisitions.lobId,
    groupType: requisitions.groupType,
  });

/** What the caller may see of requisitions (no caller: unscoped, for internal use). */
export const requisitionScope = (caller: ScopeCaller | undefined) =>
  caller
    ? callerScope(caller, {
        menuItem: 'requisitions',
        lob: requisitions.lobId,
        groupType: requisitions.groupType,
      })
    : undefined;

/**
 * Runs `read` with a tracker's scope, or reads nothing when the scope is `false` (the tracker is
 * not the caller's): how a query over both applicant kinds skips the kind the caller cannot see.
 */
export const readInScope = async <R>(
  scope: SQL | undefined | false,
  read: (scope: SQL | undefined) => Promise<R[]>,
): Promise<R[]> => (scope === false ? [] : read(scope));
