import type { Db } from '../../db/client';
import type { Grantor } from '../../lib/scope/grant-limits';
import type { AuthContext } from '../../plugins/route-access';
import { findRole } from './roles.repo';

/** The caller as someone who gives roles, permissions and lines of business to others. */
export const grantorOf = async (db: Db, actor: AuthContext): Promise<Grantor> => ({
  userId: actor.userId,
  permissions: actor.permissions,
  linesOfBusiness: actor.linesOfBusiness,
  isAdministrator: Boolean((await findRole(db, actor.roleId))?.isSystem),
});
