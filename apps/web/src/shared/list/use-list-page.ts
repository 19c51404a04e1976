import { type ReactNode, useMemo } from 'react';
import { type InfiniteResult, toKeysetList } from './keyset-query';
import type { ColumnDefinition, DateRangeDefinition, FilterDefinition, SortOption } from './list-types';
import { type ListQueryArg, useListParams } from './use-list-params';

/** The fixed part of a keyset list page: what it shows, filters and sorts, and its export. */
export interface ListDefinition<T> {
  columns: ColumnDefinition<T>[];
  filters?: FilterDefinition[];
  /** `<key>From` / `<key>To` in the URL and the API query. */
  dateRanges?: DateRangeDefinition[];
  sortOptions?: SortOption[];
  defaultSort?: string;
  searchLabel?: string;
  exportPath?: string;
  exportFilename?: string;
  empty?: ReactNode;
}

/**
 * A keyset list page's URL parameters and pages: spread the result into `<ListPage>` (which adds
 * title, actions and rows). `extraArg` joins the list's query (and its export), e.g. a filter the
 * toolbar does not offer.
 */
export const useListPage = <T>(
  { filters, dateRanges, defaultSort, ...shown }: ListDefinition<T>,
  useInfiniteQuery: (arg: ListQueryArg) => InfiniteResult<T>,
  extraArg?: ListQueryArg,
) => {
  const params = useListParams({ filters, dateRanges, defaultSort });
  const extraSig = JSON.stringify(extraArg ?? {});
  const queryArg = useMemo<ListQueryArg>(
    () => ({ ...params.queryArg, ...(JSON.parse(extraSig) as ListQueryArg) }),
    [params.queryArg, extraSig],
  );
  const list = toKeysetList(useInfiniteQuery(queryArg));
  return { ...shown, params: extraArg ? { ...params, queryArg } : params, list };
};
