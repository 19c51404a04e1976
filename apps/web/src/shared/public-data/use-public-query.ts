import { startTransition, useEffect, useState } from 'react';
import { ENV } from '../config/environment';

/**
 * The public pages' data layer without RTK Query (docs/decisions/performance.md#public-entry): a
 * GET through `fetch`, cached per URL for this tab, for the pages a candidate opens first (job
 * page, job board). The staff session (persisted by the staff app) is sent when present, so
 * staff previewing an unpublished job still see it.
 */
interface Entry {
  data?: unknown;
  error?: boolean;
  promise?: Promise<void>;
  /** When the last answer arrived: components mounting within FRESH_MS reuse it as is. */
  at?: number;
}

const FRESH_MS = 30_000;

const cache = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

/** The staff app's persisted bearer token (redux-persist under `persist:root`), if any. */
const persistedToken = (): string | null => {
  try {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? 'null') as { auth?: string } | null;
    const auth = root?.auth ? (JSON.parse(root.auth) as { token?: string | null }) : null;
    return auth?.token ?? null;
  } catch {
    return null;
  }
};

const notify = (url: string) => {
  for (const l of listeners.get(url) ?? []) l();
};

const load = (url: string) => {
  const entry = cache.get(url) ?? {};
  if (entry.promise || (entry.at && Date.now() - entry.at < FRESH_MS && !entry.error)) return;
  const token = persistedToken();
  entry.promise = fetch(
    `${ENV.apiBase}${url}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  )
    .then(async (res) => {
      if (!res.ok) throw new Error(String(res.status));
      entry.data = ((await res.json()) as { data: unknown }).data;
      entry.error = false;
    })
    .catch(() => {
      entry.error = true;
    })
    .finally(() => {
      entry.promise = undefined;
      entry.at = Date.now();
      notify(url);
    });
  cache.set(url, entry);
};

export interface PublicQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

/**
 * `GET {apiBase}{url}` → the reply's `data`; `url` null skips. A URL seen before shows its last
 * data at once and, if older than 30 s, is fetched again in the background.
 */
export const usePublicQuery = <T>(url: string | null): PublicQuery<T> => {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!url) return;
    // The page renders its data in a transition: in slices, so a slow phone's main thread stays
    // free for input (no long task; Lighthouse's total blocking time).
    const l = () => startTransition(() => rerender((n) => n + 1));
    const set = listeners.get(url) ?? new Set<() => void>();
    listeners.set(url, set);
    set.add(l);
    load(url);
    l();
    return () => {
      set.delete(l);
    };
  }, [url]);
  const entry = url ? cache.get(url) : undefined;
  const isFetching = Boolean(url) && (!entry || Boolean(entry.promise));
  return {
    data: entry?.data as T | undefined,
    isFetching,
    isLoading: isFetching && entry?.data === undefined && !entry?.error,
    isError: Boolean(entry?.error) && !entry?.promise,
  };
};
