import type { TListPage } from '@ats/contract';

/**
 * `infiniteQueryOptions` for every keyset list: the first page has no key, each next page is
 * asked with the previous page's `paginationKey`, and a null key means the list is complete.
 */
export const keysetPaging = <T>() => ({
  initialPageParam: null as string | null,
  getNextPageParam: (last: TListPage<T>) => last.paginationKey ?? undefined,
});

/** The request of one page: the list's arguments plus the page's key. */
export const keysetRequest =
  (url: string) =>
  ({ queryArg, pageParam }: { queryArg: Record<string, unknown> | undefined; pageParam: string | null }) => ({
    url,
    params: { ...(queryArg ?? {}), ...(pageParam ? { paginationKey: pageParam } : {}) },
  });

/** Unwraps `{ data: { items, paginationKey } }`. */
export const unwrapList = <T>(r: { data: TListPage<T> }): TListPage<T> => r.data;

export interface InfiniteResult<T> {
  data?: { pages: TListPage<T>[] };
  hasNextPage?: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  error?: unknown;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The view of an infinite keyset query a list page needs. */
export interface KeysetList<T> {
  items: T[];
  hasMore: boolean;
  loadMore: () => void;
  loading: boolean;
  loadingMore: boolean;
  refreshing: boolean;
  error: unknown;
  retry: () => void;
}

/** Flattens an RTK Query infinite query (`useXInfiniteQuery(arg)`) into `KeysetList`. */
export const toKeysetList = <T>(r: InfiniteResult<T>): KeysetList<T> => ({
  items: r.data?.pages.flatMap((p) => p.items) ?? [],
  hasMore: Boolean(r.hasNextPage),
  loadMore: () => {
    if (r.hasNextPage && !r.isFetchingNextPage) void r.fetchNextPage();
  },
  loading: r.isLoading,
  loadingMore: r.isFetchingNextPage,
  refreshing: r.isFetching && !r.isLoading && !r.isFetchingNextPage,
  error: r.isError ? r.error : undefined,
  retry: () => void r.refetch(),
});

/** A list the API answers whole (no pages), e.g. a settings table, as the `KeysetList` of a list page. */
export const toWholeList = <T>(r: {
  data?: T[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}): KeysetList<T> => ({
  items: r.data ?? [],
  hasMore: false,
  loadMore: () => undefined,
  loading: r.isLoading,
  loadingMore: false,
  refreshing: r.isFetching && !r.isLoading,
  error: r.isError ? r.error : undefined,
  retry: () => void r.refetch(),
});
