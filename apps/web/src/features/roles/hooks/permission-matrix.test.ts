import { normalizePermissions, permissionItem } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { matrixRows, samePermissions, setAllOperations, toggleOperation } from './permission-matrix';

const item = (id: string) => permissionItem(id)!;

describe('permission matrix', () => {
  it('lists every permission item once, with only the operations it supports', () => {
    const rows = matrixRows();
    const ids = rows.map((r) => r.item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.find((r) => r.item.id === 'roles-and-permissions')?.item.operations).toEqual([
      'view',
      'edit',
    ]);
    expect(rows.find((r) => r.item.id === 'requisitions')?.group).toBe('Talent Discovery');
  });

  it('granting edit grants view; removing view removes every other operation', () => {
    let p = normalizePermissions({});
    p = toggleOperation(p, item('requisitions'), 'edit', true);
    expect(p.requisitions).toMatchObject({ view: true, edit: true });
    p = toggleOperation(p, item('requisitions'), 'view', false);
    expect(p.requisitions).toEqual({ view: false, edit: false, delete: false, small_teams: false });
  });

  it('never grants an operation the item does not support', () => {
    const p = toggleOperation(normalizePermissions({}), item('roles-and-permissions'), 'delete', true);
    expect(p['roles-and-permissions']?.delete).toBe(false);
    const all = setAllOperations(normalizePermissions({}), item('dashboard'), true);
    expect(all.dashboard).toEqual({ view: true, edit: false, delete: false, small_teams: false });
  });

  it('compares permission maps whatever the explicit false entries', () => {
    expect(samePermissions({}, normalizePermissions({}))).toBe(true);
    expect(samePermissions({}, toggleOperation({}, item('dashboard'), 'view', true))).toBe(false);
  });
});
