/**
 * Query parameters that only page, search, sort or filter a list. Navigation that changes only
 * these keeps the cache (SPEC §4); `useListParams` registers each list's filter keys here.
 */
const PAGING_KEYS = new Set(['page', 'limit', 'search', 'sort', 'paginationKey']);
const filterKeys = new Set<string>();

export const registerListParams = (keys: Iterable<string>) => {
  for (const k of keys) filterKeys.add(k);
};

export const isListParam = (key: string) => PAGING_KEYS.has(key) || filterKeys.has(key);

/** The path plus the query parameters that are not paging, search or filters. */
export const navigationKey = (pathname: string, search: string) => {
  const params = new URLSearchParams(search);
  const kept = [...params.entries()].filter(([k]) => !isListParam(k)).sort(([a], [b]) => a.localeCompare(b));
  return `${pathname}?${new URLSearchParams(kept).toString()}`;
};
