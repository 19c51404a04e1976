import {
  fullPermissions,
  permissionsBeyond,
  scopeWithin,
  type TOperation,
  type TPermissions,
} from '@ats/contract';
import { useMemo } from 'react';
import { useSession } from '../session/use-session';

/**
 * Display-only mirror of the server's no-escalation rules (docs/decisions/roles.md#no-escalation):
 * nobody grants a permission or a line of business they do not hold, changes their own role or
 * scope, or edits a user who holds more than they do. Administrators are not limited.
 */
export const useGrantLimits = () => {
  const { user, role } = useSession();
  return useMemo(() => {
    const held = role?.permissions;
    const scope = user?.linesOfBusiness ?? [];
    const isAdministrator = permissionsBeyond(fullPermissions(), held).length === 0;
    return {
      isAdministrator,
      myId: user?.id,
      /** Lines of business this user is limited to (empty: all). */
      scope,
      canGrant: (perms: Partial<TPermissions>) =>
        isAdministrator || permissionsBeyond(perms, held).length === 0,
      canGrantOperation: (menuItemId: string, op: TOperation) =>
        isAdministrator || Boolean(held?.[menuItemId]?.[op]),
      canManageUser: (perms: Partial<TPermissions> | undefined, linesOfBusiness: readonly string[]) =>
        isAdministrator ||
        (perms !== undefined &&
          permissionsBeyond(perms, held).length === 0 &&
          scopeWithin(linesOfBusiness, scope)),
      assignable: <T extends { id: string }>(all: readonly T[]) =>
        isAdministrator || scope.length === 0 ? [...all] : all.filter((l) => scope.includes(l.id)),
    };
  }, [user, role]);
};
