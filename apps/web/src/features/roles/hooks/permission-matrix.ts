import {
  MENU_ITEMS,
  normalizePermissions,
  OPERATIONS,
  type TMenuItem,
  type TOperation,
  type TPermissions,
} from '@ats/contract';

/** One row of the matrix: a permission item with the group/collapse it sits in. */
export interface MatrixRow {
  item: TMenuItem;
  group: string;
  section?: string;
}

/** Every permission item (menu items × their operations, nothing else), in menu order. */
export const matrixRows = (): MatrixRow[] => {
  const rows: MatrixRow[] = [];
  const walk = (items: TMenuItem[], group: string, section?: string) => {
    for (const i of items) {
      if (i.type === 'item' && i.operations) rows.push({ item: i, group, section });
      else if (i.children)
        walk(i.children, i.type === 'group' ? i.title : group, i.type === 'collapse' ? i.title : section);
    }
  };
  walk(MENU_ITEMS, '');
  return rows;
};

/**
 * Toggles one operation. Any other operation implies view (a role cannot edit what it cannot
 * see), so granting it grants view, and removing view removes the rest.
 */
export const toggleOperation = (
  perms: TPermissions,
  item: TMenuItem,
  op: TOperation,
  on: boolean,
): TPermissions => {
  if (!item.operations?.includes(op)) return perms;
  const current = { view: false, edit: false, delete: false, small_teams: false, ...(perms[item.id] ?? {}) };
  const next = { ...current, [op]: on };
  if (op === 'view' && !on) for (const o of OPERATIONS) next[o] = false;
  if (op !== 'view' && on) next.view = true;
  return { ...perms, [item.id]: next };
};

/** Grants or removes every supported operation of one item. */
export const setAllOperations = (perms: TPermissions, item: TMenuItem, on: boolean): TPermissions => ({
  ...perms,
  [item.id]: Object.fromEntries(
    OPERATIONS.map((o) => [o, on && Boolean(item.operations?.includes(o))]),
  ) as TPermissions[string],
});

/** Comparable form: every known item with explicit flags. */
export const samePermissions = (a: TPermissions, b: TPermissions) =>
  JSON.stringify(normalizePermissions(a)) === JSON.stringify(normalizePermissions(b));
