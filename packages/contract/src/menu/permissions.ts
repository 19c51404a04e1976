import { z } from 'zod';
import { PERMISSION_ITEMS, permissionItem, type TMenuItem } from './menu-items';
import { OPERATIONS, type TOperation } from './operations';

export const ZOperationFlags = z
  .object({
    view: z.boolean().default(false),
    edit: z.boolean().default(false),
    delete: z.boolean().default(false),
    small_teams: z.boolean().default(false),
  })
  .strict();
export type TOperationFlags = z.infer<typeof ZOperationFlags>;

/**
 * A role's permissions: menu item id → operation flags. Unknown menu item ids and operations
 * an item does not support are refused with one error each.
 */
export const ZPermissions = z.record(z.string(), ZOperationFlags).superRefine((perms, ctx) => {
  for (const [id, flags] of Object.entries(perms)) {
    const menuItem = permissionItem(id);
    if (!menuItem) {
      ctx.addIssue({ code: 'custom', path: [id], message: `unknown menu item "${id}"` });
      continue;
    }
    for (const op of OPERATIONS) {
      if (flags[op] && !menuItem.operations?.includes(op)) {
        ctx.addIssue({
          code: 'custom',
          path: [id, op],
          message: `"${id}" does not support the operation "${op}"`,
        });
      }
    }
  }
});
export type TPermissions = Record<string, TOperationFlags>;

const NONE: TOperationFlags = { view: false, edit: false, delete: false, small_teams: false };

/** Checks one operation on a menu item id, or on its alternative id (SPEC §6). */
export const isAllowed = (perms: TPermissions | undefined, id: string, op: TOperation = 'view'): boolean => {
  if (!perms) return false;
  if (perms[id]?.[op]) return true;
  const alt = permissionItem(id)?.altId;
  return alt ? Boolean(perms[alt]?.[op]) : false;
};

export const isMenuItemAllowed = (perms: TPermissions | undefined, item: Pick<TMenuItem, 'id' | 'altId'>) =>
  Boolean(perms?.[item.id]?.view) || (item.altId ? Boolean(perms?.[item.altId]?.view) : false);

/** Every operation on every item: the administrator role. */
export const fullPermissions = (): TPermissions =>
  Object.fromEntries(
    PERMISSION_ITEMS.map((i) => [
      i.id,
      Object.fromEntries(OPERATIONS.map((op) => [op, i.operations!.includes(op)])),
    ]),
  ) as TPermissions;

/** Fills every known menu item with explicit flags (false by default). */
export const normalizePermissions = (perms: Partial<TPermissions>): TPermissions =>
  Object.fromEntries(
    PERMISSION_ITEMS.map((i) => [i.id, { ...NONE, ...(perms[i.id] ?? {}) }]),
  ) as TPermissions;

export const grant = (ops: Record<string, readonly TOperation[]>): TPermissions =>
  normalizePermissions(
    Object.fromEntries(
      Object.entries(ops).map(([id, list]) => [id, Object.fromEntries(list.map((op) => [op, true]))]),
    ) as TPermissions,
  );

/**
 * The grants in `wanted` that `held` lacks, as `menu-item.operation` strings: nobody may give a
 * role, or a user, more than they hold themselves (docs/decisions/roles.md#no-escalation).
 */
export const permissionsBeyond = (
  wanted: Partial<TPermissions>,
  held: TPermissions | undefined,
): string[] => {
  const beyond: string[] = [];
  for (const [id, flags] of Object.entries(wanted)) {
    for (const op of OPERATIONS) {
      if (flags?.[op] && !held?.[id]?.[op]) beyond.push(`${id}.${op}`);
    }
  }
  return beyond;
};

/** Whether a scope (lines of business; empty = all) lies inside another. */
export const scopeWithin = (inner: readonly string[], outer: readonly string[]): boolean =>
  outer.length === 0 || (inner.length > 0 && inner.every((id) => outer.includes(id)));
