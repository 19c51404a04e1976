import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';

export interface DynamicCrumb {
  /** The path the name belongs to (a stale name never shows on another page). */
  pathname: string;
  name: string | undefined;
  archived: boolean;
}

interface Entry extends DynamicCrumb {
  owner: string;
}

interface Ctx {
  entries: Entry[];
  put: (e: Entry) => void;
  remove: (owner: string) => void;
}

const BreadcrumbContext = createContext<Ctx>({ entries: [], put: () => {}, remove: () => {} });

/**
 * Every component calling `useBreadcrumbName` owns one entry (by a per-instance token), so a
 * child that also names the page (e.g. the builder inside a detail page) can mount, update and
 * unmount without erasing the page's own name.
 */
export const BreadcrumbNameProvider = ({ children }: { children: ReactNode }) => {
  const [entries, setEntries] = useState<Entry[]>([]);
  const put = useCallback(
    (e: Entry) =>
      setEntries((list) => {
        const i = list.findIndex((x) => x.owner === e.owner);
        const old = list[i];
        if (old && old.pathname === e.pathname && old.name === e.name && old.archived === e.archived)
          return list;
        return [...list.filter((x) => x.owner !== e.owner), e];
      }),
    [],
  );
  const remove = useCallback(
    (owner: string) =>
      setEntries((list) =>
        list.some((x) => x.owner === owner) ? list.filter((x) => x.owner !== owner) : list,
      ),
    [],
  );
  const value = useMemo(() => ({ entries, put, remove }), [entries, put, remove]);
  return <BreadcrumbContext.Provider value={value}>{children}</BreadcrumbContext.Provider>;
};

/** The name for a path: the latest writer that has a name, else the latest (still loading). */
const pickCrumb = (entries: DynamicCrumb[], pathname: string): DynamicCrumb | null => {
  const here = entries.filter((e) => e.pathname === pathname);
  return [...here].reverse().find((e) => e.name) ?? here.at(-1) ?? null;
};

/** Read by the breadcrumb bar: the dynamic name of the current page, if any. */
export const useDynamicCrumb = () => {
  const { entries } = useContext(BreadcrumbContext);
  const { pathname } = useLocation();
  return pickCrumb(entries, pathname);
};

/**
 * Sets the name a detail page shows as its last breadcrumb. Pass `undefined` while loading:
 * the breadcrumb shows a placeholder until the name arrives (the route declares
 * `handle: { dynamicBreadcrumb: true }`). `archived` adds ' (Archived)'. Several components of
 * one page may call it (the latest one with a name wins); each clears only its own name when it
 * unmounts.
 *
 *   const { data } = useGetRequisitionQuery(id);
 *   useBreadcrumbName(data?.name);
 */
export const useBreadcrumbName = (name: string | undefined, opts: { archived?: boolean } = {}) => {
  const { put, remove } = useContext(BreadcrumbContext);
  const owner = useId();
  const { pathname } = useLocation();
  const archived = Boolean(opts.archived);
  useLayoutEffect(() => {
    put({ owner, pathname, name, archived });
  }, [put, owner, pathname, name, archived]);
  useEffect(() => () => remove(owner), [remove, owner]);
};

const ARCHIVED_SUFFIX = ' (Archived)';
export const withArchivedSuffix = (label: string, archived: boolean | undefined) =>
  archived && !label.endsWith(ARCHIVED_SUFFIX) ? `${label}${ARCHIVED_SUFFIX}` : label;
