import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A change to the query string: a value sets the key, `undefined`/'' removes it. */
export type SearchPatch = Record<string, string | string[] | undefined>;

/**
 * The last query string written and the one it was derived from. react-router's
 * `setSearchParams(prev => next)` hands `prev` from the last render, so two changes made before
 * the URL re-renders (e.g. both dates of a range) would each start from the old URL and the
 * second would drop the first. Starting from the pending write instead keeps both.
 */
let pending: { from: string; next: string } | null = null;

const applySearchPatch = (base: URLSearchParams, patch: SearchPatch) => {
  const next = new URLSearchParams(base);
  for (const [k, v] of Object.entries(patch)) {
    const s = Array.isArray(v) ? v.join(',') : v;
    if (s) next.set(k, s);
    else next.delete(k);
  }
  return next;
};

/**
 * Updates some query parameters (replace, no history entry) without losing quick successive
 * changes. Every shared URL-state helper (lists, filters, date ranges) writes through this.
 */
export const useUpdateSearchParams = () => {
  const [, setParams] = useSearchParams();
  return useCallback(
    (patch: SearchPatch) =>
      setParams(
        (prev) => {
          const current = prev.toString();
          const base = pending && pending.from === current ? new URLSearchParams(pending.next) : prev;
          const next = applySearchPatch(base, patch);
          pending = { from: current, next: next.toString() };
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
};
