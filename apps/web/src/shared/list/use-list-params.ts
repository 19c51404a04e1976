import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '../routing/use-update-search-params';
import { registerListParams } from './list-param-keys';
import type { DateRangeDefinition, FilterDefinition } from './list-types';

export interface ListParamsOptions {
  /** Filters of this list (only their keys are read here). */
  filters?: Pick<FilterDefinition, 'key'>[];
  /** Date ranges of this list: `<key>From` / `<key>To` in the URL and the API query. */
  dateRanges?: Pick<DateRangeDefinition, 'key'>[];
  /** Sort used when the URL has none. */
  defaultSort?: string;
  /** Page size sent to the API (default 25). */
  limit?: number;
}

/** The API arguments of a list: search, sort, limit and each filter as `a,b`. */
export type ListQueryArg = Record<string, string | number | undefined>;

const splitValues = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

const isFilterDefinition = (f: Pick<FilterDefinition, 'key'>): f is FilterDefinition =>
  'label' in f && 'options' in f;
const isDateRange = (d: Pick<DateRangeDefinition, 'key'>): d is DateRangeDefinition => 'label' in d;
/** The list itself when every entry is whole (the same array, so it stays as stable as the caller's). */
const whole = <T, W extends T>(list: T[], isWhole: (x: T) => x is W): W[] | undefined =>
  list.every(isWhole) ? list : undefined;

/**
 * Search, filters and sort of a list, kept in the URL (shareable, survives reload and back).
 * `queryArg` is stable while the URL is: pass it to the list's infinite query — a new value
 * starts a new list (pages reset), "load more" appends within it.
 */
const rangeKeys = (key: string) => ({ from: `${key}From`, to: `${key}To` });

export const useListParams = ({
  filters = [],
  dateRanges = [],
  defaultSort,
  limit = 25,
}: ListParamsOptions = {}) => {
  const [params] = useSearchParams();
  const filterKeys = filters.map((f) => f.key);
  const dateKeys = dateRanges.flatMap((r) => Object.values(rangeKeys(r.key)));
  registerListParams([...filterKeys, ...dateKeys]);
  const keysSig = [...filterKeys, ...dateKeys].join('|');
  const rangeSig = dateRanges
    .map(
      (r) => `${r.key}=${params.get(rangeKeys(r.key).from) ?? ''}~${params.get(rangeKeys(r.key).to) ?? ''}`,
    )
    .join('&');
  const ranges = useMemo(() => {
    const out: Record<string, { from: string; to: string }> = {};
    for (const kv of rangeSig.split('&')) {
      const [k, v = ''] = kv.split('=');
      const [from = '', to = ''] = v.split('~');
      if (k) out[k] = { from, to };
    }
    return out;
  }, [rangeSig]);

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

  const update = useUpdateSearchParams();

  const setSearch = useCallback((v: string) => update({ search: v.trim() || undefined }), [update]);
  const setSort = useCallback(
    (v: string) => update({ sort: v && v !== defaultSort ? v : undefined }),
    [update, defaultSort],
  );
  const setFilter = useCallback((key: string, v: string[]) => update({ [key]: v }), [update]);
  /** Sets one or both ends of a date range (omitted ends stay, '' clears). */
  const setDateRange = useCallback(
    (key: string, v: { from?: string; to?: string }) => {
      const k = rangeKeys(key);
      update({
        ...(v.from !== undefined ? { [k.from]: v.from } : {}),
        ...(v.to !== undefined ? { [k.to]: v.to } : {}),
      });
    },
    [update],
  );
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
    for (const [k, r] of Object.entries(ranges)) {
      if (r.from) arg[rangeKeys(k).from] = r.from;
      if (r.to) arg[rangeKeys(k).to] = r.to;
    }
    return arg;
  }, [limit, search, sort, values, ranges]);

  const activeCount =
    Object.values(values).filter((v) => v.length).length +
    Object.values(ranges).filter((r) => r.from || r.to).length +
    (search ? 1 : 0);

  return {
    /** The filters and date ranges declared here, when declared whole: `<ListPage>` shows them. */
    declared: { filters: whole(filters, isFilterDefinition), dateRanges: whole(dateRanges, isDateRange) },
    search,
    setSearch,
    sort,
    setSort,
    filters: values,
    setFilter,
    dateRanges: ranges,
    setDateRange,
    clearAll,
    queryArg,
    activeCount,
  };
};

export type ListParams = ReturnType<typeof useListParams>;
