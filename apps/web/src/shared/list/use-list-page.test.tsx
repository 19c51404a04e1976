import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListPage } from './use-list-page';
import type { ListQueryArg } from './use-list-params';

const asked: ListQueryArg[] = [];
const useFakeQuery = (arg: ListQueryArg) => {
  asked.push(arg);
  return {
    data: { pages: [{ items: [{ id: 'a' }], paginationKey: null }] },
    hasNextPage: false,
    isLoading: false,
    isFetching: false,
    isFetchingNextPage: false,
    isError: false,
    fetchNextPage: () => undefined,
    refetch: () => undefined,
  };
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/x?status=open&search=ann']}>{children}</MemoryRouter>
);

describe('useListPage', () => {
  it('asks the query with the URL filters, the default sort and the extra argument, and passes the shown props on', () => {
    asked.length = 0;
    const { result } = renderHook(
      () =>
        useListPage(
          {
            columns: [{ key: 'id', header: 'Id' }],
            filters: [{ key: 'status', label: 'Status', options: [] }],
            defaultSort: '-createdAt',
            searchLabel: 'Search things',
            exportPath: '/things/export',
          },
          useFakeQuery,
          { entityId: 'e1' },
        ),
      { wrapper },
    );
    const expected = { limit: 25, search: 'ann', sort: '-createdAt', status: 'open', entityId: 'e1' };
    expect(asked.at(-1)).toEqual(expected);
    expect(result.current.params.queryArg).toEqual(expected);
    expect(result.current.list.items).toEqual([{ id: 'a' }]);
    expect(result.current).toMatchObject({ searchLabel: 'Search things', exportPath: '/things/export' });
    expect(result.current).not.toHaveProperty('defaultSort');
  });
});
