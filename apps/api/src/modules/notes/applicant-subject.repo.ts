import type { TApplicantRef, TPermissions } from '@ats/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { isActiveStaff } from '../../db/active-staff';
import type { Db } from '../../db/client';
import {
  applicants,
  linesOfBusiness,
  requisitionApplicants,
  requisitions,
  roles,
  userLinesOfBusiness,
  users,
} from '../../db/schema';
import type { ScopeCaller } from '../../lib/scope';

/** The row columns that point at the subject: exactly one of the two is set. */
export const subjectColumns = (ref: TApplicantRef) =>
  ref.applicantKind === 'manual'
    ? { applicantId: ref.applicantId, requisitionApplicantId: null }
    : { applicantId: null, requisitionApplicantId: ref.applicantId };

export interface Subject {
  name: string;
  lobId: string | null;
  groupType: string | null;
}

export const findSubject = async (db: Db, ref: TApplicantRef): Promise<Subject | undefined> => {
  const [row] =
    ref.applicantKind === 'manual'
      ? await db
          .select({
            firstName: applicants.firstName,
            lastName: applicants.lastName,
            lobId: applicants.lobId,
            groupType: linesOfBusiness.lineType,
          })
          .from(applicants)
          .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, applicants.lobId))
          .where(eq(applicants.id, ref.applicantId))
      : await db
          .select({
            firstName: requisitionApplicants.firstName,
            lastName: requisitionApplicants.lastName,
            lobId: requisitions.lobId,
            groupType: requisitions.groupType,
          })
          .from(requisitionApplicants)
          .innerJoin(requisitions, eq(requisitions.id, requisitionApplicants.requisitionId))
          .where(eq(requisitionApplicants.id, ref.applicantId));
  return (
    row && { name: `${row.firstName} ${row.lastName}`.trim(), lobId: row.lobId, groupType: row.groupType }
  );
};

export interface StaffUser extends ScopeCaller {
  id: string;
  name: string;
  email: string;
}

/** Active users with an active role, with what scopes them (for mentions). */
export const activeStaff = async (db: Db, ids: string[]): Promise<StaffUser[]> => {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      permissions: roles.permissions,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, ids), isActiveStaff()));
  const lobs = await db
    .select({ userId: userLinesOfBusiness.userId, lobId: userLinesOfBusiness.lobId })
    .from(userLinesOfBusiness)
    .where(inArray(userLinesOfBusiness.userId, ids));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    permissions: r.permissions as TPermissions,
    linesOfBusiness: lobs.filter((l) => l.userId === r.id).map((l) => l.lobId),
  }));
};
