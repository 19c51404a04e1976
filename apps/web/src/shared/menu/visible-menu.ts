import {
  isAllowed,
  isMenuItemAllowed,
  PERMISSION_ITEMS,
  type TMenuItem,
  type TPermissions,
} from '@ats/contract';

/** A menu node as the sidebar renders it, or a configuration error shown in its place (SPEC §8). */
export type MenuNode =
  | (Omit<TMenuItem, 'children'> & { children?: MenuNode[] })
  | { type: 'error'; id: string; message: MenuErrorMessage };

export const MENU_ERRORS = {
  group: 'Fix - Navigation Group',
  groupChild: 'Fix - Collapse or Item',
  collapseChild: 'Menu Items Error',
} as const;
type MenuErrorMessage = (typeof MENU_ERRORS)[keyof typeof MENU_ERRORS];

const DASHBOARD_ID = 'dashboard';

const error = (id: string, message: MenuErrorMessage): MenuNode => ({ type: 'error', id, message });

const filterChildren = (
  children: TMenuItem[] | undefined,
  perms: TPermissions | undefined,
  errorMessage: MenuErrorMessage,
): MenuNode[] => {
  const out: MenuNode[] = [];
  for (const child of children ?? []) {
    if (child.type === 'item') {
      if (child.id === DASHBOARD_ID || isMenuItemAllowed(perms, child)) out.push(child);
    } else if (child.type === 'collapse') {
      const kids = filterChildren(child.children, perms, MENU_ERRORS.collapseChild);
      if (kids.length) out.push({ ...child, children: kids });
    } else {
      out.push(error(child.id, errorMessage));
    }
  }
  return out;
};

/**
 * The normal menu for a role (SPEC §6): an entry shows only when the role allows its id or
 * altId; collapses and groups without a visible entry disappear; groups marked
 * `excludedFromMenu` (Dashboard, Testing Results) are left out — the sidebar always shows
 * Dashboard on its own. Malformed data becomes an error node with the spec's message.
 */
export const visibleMenu = (items: TMenuItem[], perms: TPermissions | undefined): MenuNode[] => {
  const out: MenuNode[] = [];
  for (const group of items) {
    if (group.type !== 'group') {
      out.push(error(group.id, MENU_ERRORS.group));
      continue;
    }
    if (group.excludedFromMenu) continue;
    const kids = filterChildren(group.children, perms, MENU_ERRORS.groupChild);
    if (kids.length) out.push({ ...group, children: kids });
  }
  return out;
};

/** Leaf entries of a (filtered) menu, in order: what the dashboard offers as cards. */
export const menuLeaves = (nodes: MenuNode[]): (Omit<TMenuItem, 'children'> & { group?: string })[] => {
  const out: (Omit<TMenuItem, 'children'> & { group?: string })[] = [];
  const walk = (list: MenuNode[], group?: string) => {
    for (const n of list) {
      if (n.type === 'error') continue;
      if (n.type === 'item') out.push({ ...n, group });
      else walk(n.children ?? [], n.type === 'group' ? n.title : group);
    }
  };
  walk(nodes);
  return out;
};

const isUnder = (path: string, url: string) => path === url || path.startsWith(`${url}/`);

/** The permission entry guarding a path: the item with the longest url that contains it. */
export const menuItemForPath = (pathname: string): TMenuItem | undefined => {
  let best: TMenuItem | undefined;
  for (const item of PERMISSION_ITEMS) {
    if (item.url && isUnder(pathname, item.url) && (!best || item.url.length > (best.url?.length ?? 0)))
      best = item;
  }
  return best;
};

/**
 * Whether the role may open a path (SPEC §6): the guarding item's id or altId must allow the
 * operation. Paths no menu item guards (and the dashboard) are open to every signed-in user.
 */
export const canOpenPath = (
  pathname: string,
  perms: TPermissions | undefined,
  explicit?: { id: string; op?: 'view' | 'edit' | 'delete' | 'small_teams' },
): boolean => {
  if (explicit) return isAllowed(perms, explicit.id, explicit.op ?? 'view');
  const item = menuItemForPath(pathname);
  if (!item || item.id === DASHBOARD_ID) return true;
  return isAllowed(perms, item.id, 'view');
};

/** Ids of the collapses and groups on the way to the entry for a path (to expand them). */
export const menuTrail = (items: TMenuItem[], pathname: string): TMenuItem[] => {
  const walk = (list: TMenuItem[], trail: TMenuItem[]): TMenuItem[] | undefined => {
    for (const i of list) {
      if (i.url && isUnder(pathname, i.url)) return [...trail, i];
      const hit = i.children && walk(i.children, [...trail, i]);
      if (hit) return hit;
    }
    return undefined;
  };
  return walk(items, []) ?? [];
};
