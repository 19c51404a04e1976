import { isAllowed, type TOperation } from '@ats/contract';
import type { ReactNode } from 'react';
import { useAppSelector } from '../store-hooks';

/**
 * Display-only permission check (the server enforces): `useCan('requisitions', 'edit')`.
 * Checks the menu item id or its altId, as SPEC §6 says.
 */
export const useCan = (menuItemId: string, op: TOperation = 'view') => {
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  return isAllowed(perms, menuItemId, op);
};

/** Whether the role has any of these grants (`[menu item id, operation]` pairs). */
export const useCanAny = (grants: readonly (readonly [string, TOperation])[]) => {
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  return grants.some(([id, op]) => isAllowed(perms, id, op));
};

/** Renders its children only when the role allows the operation. */
export const Can = ({
  id,
  op = 'view',
  children,
  fallback = null,
}: {
  id: string;
  op?: TOperation;
  children: ReactNode;
  fallback?: ReactNode;
}) => (useCan(id, op) ? children : fallback);
