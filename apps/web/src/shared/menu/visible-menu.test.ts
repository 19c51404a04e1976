import { grant, MENU_ITEMS, type TMenuItem } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { canOpenPath, MENU_ERRORS, menuItemForPath, menuLeaves, visibleMenu } from './visible-menu';

const ids = (nodes: ReturnType<typeof visibleMenu>) => menuLeaves(nodes).map((l) => l.id);

describe('visibleMenu', () => {
  it('shows only the entries the role allows, and drops empty collapses and groups', () => {
    const menu = visibleMenu(MENU_ITEMS, grant({ 'user-management': ['view'], 'video-questions': ['view'] }));
    expect(ids(menu)).toEqual(['video-questions', 'user-management']);
    expect(menu.map((g) => (g.type === 'error' ? g.message : g.title))).toEqual([
      'Talent Discovery',
      'Settings',
    ]);
  });

  it('leaves out the Dashboard and Testing Results groups', () => {
    const menu = visibleMenu(
      MENU_ITEMS,
      grant({ dashboard: ['view'], 'testing-video-question-results': ['view'] }),
    );
    expect(menu).toEqual([]);
  });

  it('shows nothing for a role without permissions', () => {
    expect(visibleMenu(MENU_ITEMS, undefined)).toEqual([]);
  });

  it('replaces malformed entries with the spec messages', () => {
    const bad: TMenuItem[] = [
      { id: 'x', title: 'Loose item', type: 'item', url: '/x' },
      {
        id: 'g',
        title: 'Group',
        type: 'group',
        children: [
          { id: 'nested', title: 'Nested group', type: 'group' },
          {
            id: 'c',
            title: 'Collapse',
            type: 'collapse',
            children: [{ id: 'deep', title: 'Deep', type: 'group' }],
          },
        ],
      },
    ];
    const menu = visibleMenu(bad, {});
    expect(menu[0]).toEqual({ type: 'error', id: 'x', message: MENU_ERRORS.group });
    const group = menu[1];
    expect(group?.type === 'group' && group.children?.[0]).toEqual({
      type: 'error',
      id: 'nested',
      message: MENU_ERRORS.groupChild,
    });
    const collapse = group?.type === 'group' ? group.children?.[1] : undefined;
    expect(collapse?.type === 'collapse' && collapse.children?.[0]).toEqual({
      type: 'error',
      id: 'deep',
      message: MENU_ERRORS.collapseChild,
    });
    expect(MENU_ERRORS).toEqual({
      group: 'Fix - Navigation Group',
      groupChild: 'Fix - Collapse or Item',
      collapseChild: 'Menu Items Error',
    });
  });
});

describe('page permission', () => {
  it('finds the menu item guarding a path, detail pages included', () => {
    expect(menuItemForPath('/talent-discovery/requisitions/123')?.id).toBe('requisitions');
    expect(menuItemForPath('/talent-discovery/requisitions-x')).toBeUndefined();
    expect(menuItemForPath('/testing-results/typing-test-results/9')?.id).toBe('testing-typing-test-results');
  });

  it('allows by id or altId, always allows the dashboard and unguarded paths', () => {
    const perms = grant({ 'typing-tests': ['view'] });
    expect(canOpenPath('/testing-results/typing-test-results', perms)).toBe(true);
    expect(canOpenPath('/settings/user-management', perms)).toBe(false);
    expect(canOpenPath('/dashboard', {})).toBe(true);
    expect(canOpenPath('/somewhere-else', {})).toBe(true);
  });

  it('honours an explicit route permission', () => {
    const perms = grant({ requisitions: ['view'] });
    expect(canOpenPath('/talent-discovery/requisitions/new', perms, { id: 'requisitions', op: 'edit' })).toBe(
      false,
    );
  });
});
