import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { registerListParams } from './list-param-keys';
import type { FilterDefinition } from './list-types';

export interface ListParamsOptions {
  /** Filters of this list (only their keys are read here). */
  filters?: Pick<FilterDefinition, 'key'>[];
  /** Sort used when the URL has none. */
  defaultSort?: string;
  /** Page size sent to the API (default 25). */
  limit?: number;
}

/** The API arguments of a list: search, sort, limit and each filter as `a,b`. */
export type ListQueryArg = Record<string, string | number | undefined>;

const splitValues = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

/**
 * Search, filters and sort of a list, kept in the URL (shareable, survives reload and back).
 * `queryArg` is stable while the URL is: pass it to the list's infinite query — a new value
 * starts a new list (pages reset), "load more" appends within it.
 */
export const useListParams = ({ filters = [], defaultSort, limit = 25 }: ListParamsOptions = {}) => {
  const [params, setParams] = useSearchParams();
  const filterKeys = filters.map((f) => f.key);
  registerListParams(filterKeys);
  const keysSig = filterKeys.join('|');

  const search = params.get('search') ?? '';
  const sort = params.get('sort') ?? defaultSort ?? '';
  const filterSig = filterKeys.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');

  const values = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const kv of filterSig.split('&')) {
      const [k, v] = kv.split('=');
      if (k) out[k] = splitValues(v ?? '');
    }
    return out;
  }, [filterSig]);

  const update = useCallback(
    (patch: Record<string, string | string[] | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            const s = Array.isArray(v) ? v.join(',') : v;
            if (s) next.set(k, s);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setSearch = useCallback((v: string) => update({ search: v.trim() || undefined }), [update]);
  const setSort = useCallback(
    (v: string) => update({ sort: v && v !== defaultSort ? v : undefined }),
    [update, defaultSort],
  );
  const setFilter = useCallback((key: string, v: string[]) => update({ [key]: v }), [update]);
  const clearAll = useCallback(
    () =>
      update(
        Object.fromEntries(['search', ...keysSig.split('|').filter(Boolean)].map((k) => [k, undefined])),
      ),
    [update, keysSig],
  );

  const queryArg = useMemo<ListQueryArg>(() => {
    const arg: ListQueryArg = { limit };
    if (search) arg.search = search;
    if (sort) arg.sort = sort;
    for (const [k, v] of Object.entries(values)) if (v.length) arg[k] = v.join(',');
    return arg;
  }, [limit, search, sort, values]);

  const activeCount = Object.values(values).filter((v) => v.length).length + (search ? 1 : 0);

  return { search, setSearch, sort, setSort, filters: values, setFilter, clearAll, queryArg, activeCount };
};

export type ListParams = ReturnType<typeof useListParams>;
