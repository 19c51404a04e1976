import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isListParam, navigationKey } from './list-param-keys';
import { useListParams } from './use-list-params';

let location = { search: '' };
let initialUrl = '/';

const Spy = () => {
  location = useLocation();
  return null;
};

const Wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={[initialUrl]}>
    <Spy />
    {children}
  </MemoryRouter>
);

const setup = (url: string) => {
  initialUrl = url;
  const hook = renderHook(
    () =>
      useListParams({
        filters: [{ key: 'status' }, { key: 'roleId' }],
        dateRanges: [{ key: 'created' }],
        defaultSort: 'name',
      }),
    {
      wrapper: Wrapper,
    },
  );
  return { hook, search: () => location.search };
};

describe('useListParams', () => {
  it('reads search, sort and filters from the URL into the query argument', () => {
    const { hook } = setup('/users?search=ann&status=a,b&sort=-createdAt&other=1');
    expect(hook.result.current.queryArg).toEqual({
      limit: 25,
      search: 'ann',
      sort: '-createdAt',
      status: 'a,b',
    });
    expect(hook.result.current.filters).toEqual({ status: ['a', 'b'], roleId: [] });
    expect(hook.result.current.activeCount).toBe(2);
  });

  it('uses the default sort and writes changes back to the URL', () => {
    const { hook, search } = setup('/users');
    expect(hook.result.current.queryArg).toEqual({ limit: 25, sort: 'name' });
    act(() => hook.result.current.setFilter('roleId', ['r1', 'r2']));
    expect(new URLSearchParams(search()).get('roleId')).toBe('r1,r2');
    expect(hook.result.current.queryArg.roleId).toBe('r1,r2');
    act(() => hook.result.current.setSearch('  bob '));
    expect(hook.result.current.queryArg.search).toBe('bob');
    act(() => hook.result.current.clearAll());
    expect(search()).toBe('');
  });

  it('keeps both values of changes made before the URL re-renders (a date range)', () => {
    const { hook, search } = setup('/users?status=a');
    act(() => {
      hook.result.current.setDateRange('created', { from: '2026-01-01' });
      hook.result.current.setDateRange('created', { to: '2026-01-31' });
      hook.result.current.setFilter('roleId', ['r1']);
    });
    const url = new URLSearchParams(search());
    expect(url.get('createdFrom')).toBe('2026-01-01');
    expect(url.get('createdTo')).toBe('2026-01-31');
    expect(url.get('roleId')).toBe('r1');
    expect(url.get('status')).toBe('a');
    expect(hook.result.current.dateRanges.created).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(hook.result.current.queryArg).toMatchObject({
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
    });
    expect(isListParam('createdFrom')).toBe(true);
    act(() => hook.result.current.clearAll());
    expect(search()).toBe('');
  });

  it('keeps the query argument stable while the URL does not change', () => {
    const { hook } = setup('/users?status=a');
    const first = hook.result.current.queryArg;
    hook.rerender();
    expect(hook.result.current.queryArg).toBe(first);
  });
});

describe('navigation cache key', () => {
  it('ignores paging, search, sort and registered filter parameters', () => {
    setup('/x');
    expect(isListParam('status')).toBe(true);
    expect(navigationKey('/users', '?search=a&status=x&limit=5&paginationKey=k')).toBe(
      navigationKey('/users', ''),
    );
    expect(navigationKey('/users', '?tab=2')).not.toBe(navigationKey('/users', ''));
    expect(navigationKey('/a', '')).not.toBe(navigationKey('/b', ''));
  });
});
