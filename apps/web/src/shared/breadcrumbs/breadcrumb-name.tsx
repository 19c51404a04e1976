import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
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

interface Ctx {
  crumb: DynamicCrumb | null;
  set: (c: DynamicCrumb | null) => void;
}

const BreadcrumbContext = createContext<Ctx>({ crumb: null, set: () => {} });

export const BreadcrumbNameProvider = ({ children }: { children: ReactNode }) => {
  const [crumb, set] = useState<DynamicCrumb | null>(null);
  const value = useMemo(() => ({ crumb, set }), [crumb]);
  return <BreadcrumbContext.Provider value={value}>{children}</BreadcrumbContext.Provider>;
};

/** Read by the breadcrumb bar. */
export const useDynamicCrumb = () => useContext(BreadcrumbContext).crumb;

/**
 * Sets the name a detail page shows as its last breadcrumb. Pass `undefined` while loading:
 * the breadcrumb shows a placeholder until the name arrives (the route declares
 * `handle: { dynamicBreadcrumb: true }`). `archived` adds ' (Archived)'.
 *
 *   const { data } = useGetRequisitionQuery(id);
 *   useBreadcrumbName(data?.name);
 */
export const useBreadcrumbName = (name: string | undefined, opts: { archived?: boolean } = {}) => {
  const { set } = useContext(BreadcrumbContext);
  const { pathname } = useLocation();
  const archived = Boolean(opts.archived);
  useLayoutEffect(() => {
    set({ pathname, name, archived });
  }, [set, pathname, name, archived]);
  useEffect(() => () => set(null), [set]);
};

export const ARCHIVED_SUFFIX = ' (Archived)';
export const withArchivedSuffix = (label: string, archived: boolean | undefined) =>
  archived && !label.endsWith(ARCHIVED_SUFFIX) ? `${label}${ARCHIVED_SUFFIX}` : label;
