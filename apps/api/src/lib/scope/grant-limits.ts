import { permissionsBeyond, scopeWithin, type TPermissions } from '@ats/contract';
import { forbidden } from '../http-error';
import type { ScopeCaller } from './caller-scope';

/**
 * Nobody gives more than they hold (docs/decisions/roles.md#no-escalation). Administrators hold every
 * permission and every line of business, so these checks never stop them; for everyone else
 * they close the ways a user manager could raise themselves or others above their own level.
 */
export interface Grantor extends ScopeCaller {
  userId: string;
  /** Holds the Administrator (system) role. */
  isAdministrator: boolean;
}

const listed = (items: string[]) =>
  items.length > 4 ? `${items.slice(0, 4).join(', ')} and ${items.length - 4} more` : items.join(', ');

/** A role's permissions may be given (to a role or through a user) only by someone holding them. */
export const assertCanGrantPermissions = (grantor: Grantor, wanted: Partial<TPermissions>, what: string) => {
  if (grantor.isAdministrator) return;
  const beyond = permissionsBeyond(wanted, grantor.permissions);
  if (beyond.length) {
    throw forbidden(`You cannot grant ${what}: it includes permissions you do not hold (${listed(beyond)})`);
  }
};

/** A scoped grantor assigns only lines of business of their own, and never "all lines". */
export const assertCanAssignScope = (grantor: Grantor, linesOfBusiness: readonly string[]) => {
  if (grantor.isAdministrator || scopeWithin(linesOfBusiness, grantor.linesOfBusiness)) return;
  throw forbidden(
    linesOfBusiness.length === 0
      ? 'You are limited to some lines of business, so the users you manage must be limited too'
      : 'You cannot assign lines of business outside your own',
  );
};

/** Users who hold more than the grantor (permissions or scope) are out of the grantor's reach. */
export const assertCanManageUser = (
  grantor: Grantor,
  target: { permissions: TPermissions; linesOfBusiness: readonly string[] },
) => {
  if (grantor.isAdministrator) return;
  const beyond = permissionsBeyond(target.permissions, grantor.permissions);
  if (beyond.length || !scopeWithin(target.linesOfBusiness, grantor.linesOfBusiness)) {
    throw forbidden('You cannot change a user who holds permissions or lines of business you do not hold');
  }
};

/** Only an administrator changes their own role or lines of business. */
export const assertNotRaisingSelf = (
  grantor: Grantor,
  targetId: string,
  change: { roleChanged: boolean; scopeChanged: boolean },
) => {
  if (grantor.isAdministrator || targetId !== grantor.userId) return;
  if (change.roleChanged) throw forbidden('You cannot change your own role');
  if (change.scopeChanged) throw forbidden('You cannot change your own lines of business');
};
