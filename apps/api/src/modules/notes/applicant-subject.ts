import { isAllowed, staffPath, type TApplicantRef, type TOperation } from '@ats/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { callerMaySee, type ScopeCaller } from '../../lib/scope';
import { findSubject, type Subject } from './applicant-subject.repo';

export { activeStaff, type Subject } from './applicant-subject.repo';

/**
 * The applicant record a note or a tag belongs to, and who may reach it: the tracker's permission
 * plus its line-of-business and small-teams scope, the same rules as the trackers (lib/scope).
 */
export const TRACKER_OF = { manual: 'applicant-tracker', requisition: 'req-applicant-tracker' } as const;

export const applicantPath = (ref: TApplicantRef) =>
  staffPath(ref.applicantKind === 'manual' ? 'applicant' : 'reqApplicant', { id: ref.applicantId });

/** Whether `who` may `op` this subject (the tracker's permission and its scope). */
export const mayReach = (who: ScopeCaller, ref: TApplicantRef, subject: Subject, op: TOperation = 'view') =>
  isAllowed(who.permissions, TRACKER_OF[ref.applicantKind], 'view') &&
  isAllowed(who.permissions, TRACKER_OF[ref.applicantKind], op) &&
  callerMaySee(who, TRACKER_OF[ref.applicantKind], subject);

/**
 * The subject, when the caller may `op` it: 403 without the tracker's permission, 404 when it
 * does not exist or is outside the caller's scope (its existence is not revealed).
 */
export const reachSubject = async (
  db: Db,
  caller: ScopeCaller,
  ref: TApplicantRef,
  op: TOperation = 'view',
): Promise<Subject> => {
  const tracker = TRACKER_OF[ref.applicantKind];
  if (!isAllowed(caller.permissions, tracker, 'view')) throw forbidden();
  const subject = await findSubject(db, ref);
  if (!subject || !callerMaySee(caller, tracker, subject)) throw notFound('Applicant');
  if (!isAllowed(caller.permissions, tracker, op)) throw forbidden();
  return subject;
};
