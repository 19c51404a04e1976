import { MENU_ITEMS, STAFF_URLS } from '@ats/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  matchRoutes,
  type Params,
  Link as RouterLink,
  type UIMatch,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { useDynamicCrumb, withArchivedSuffix } from '../../shared/breadcrumbs/breadcrumb-name';
import { HOME_PATH } from '../../shared/config/constants';
import { menuTrail } from '../../shared/menu/visible-menu';
import type { RouteHandle } from '../../shared/routing/route-types';
import { visuallyHidden } from '../../shared/ui/visually-hidden';
import { routeTree } from '../route-tree';

/** The app's routes as the router has them, for looking up the page of each level of a path. */
const routes = routeTree();

interface Crumb {
  key: string;
  label: string | null;
  to?: string;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const ARCHIVED_ROOT = STAFF_URLS.archivedItems;
const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Every path above and including `pathname`: /a/b/c → /a, /a/b, /a/b/c. */
const prefixesOf = (pathname: string) => {
  const parts = trimSlash(pathname).split('/').filter(Boolean);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
};

/** The route declared for exactly this path (not a splat or the not-found route), if any. */
const routeHandleAt = (path: string): { handle: RouteHandle | undefined; params: Params } | undefined => {
  const hits = (matchRoutes(routes, path) ?? []).filter(
    (m) => trimSlash(m.pathname) === path && !m.route.path?.includes('*') && !m.route.index,
  );
  const hit = hits.at(-1);
  return hit && { handle: hit.route.handle as RouteHandle | undefined, params: hit.params };
};

/**
 * Crumbs: the menu group of the page (for /archived-items/* the 'Archived Items' page instead
 * of 'Settings'), then every level of the path that is a page (a route with a breadcrumb, or a
 * menu entry's url: the parent list of a detail page shows even though the routes are not
 * nested), then the current page, whose name a detail page sets with useBreadcrumbName().
 * ' (Archived)' goes on the current page's crumb of archived views.
 */
const useCrumbs = (): Crumb[] => {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const { pathname: rawPath } = useLocation();
  const pathname = trimSlash(rawPath);
  const dynamic = useDynamicCrumb();
  const trail = menuTrail(MENU_ITEMS, pathname);
  const archivedView = isUnder(pathname, ARCHIVED_ROOT);
  const crumbs: Crumb[] = [];
  const group = trail.find((t) => t.type === 'group' && !t.excludedFromMenu);
  if (group && !archivedView) crumbs.push({ key: group.id, label: group.title });
  const menuTitle = (path: string) => trail.find((t) => t.url === path)?.title;
  const leaf = [...matches].reverse().find((m) => trimSlash(m.pathname) === pathname);
  for (const path of prefixesOf(pathname)) {
    const current = path === pathname;
    const at = current ? leaf && { handle: leaf.handle, params: leaf.params } : routeHandleAt(path);
    const handle = at?.handle;
    let label: string | null | undefined =
      typeof handle?.breadcrumb === 'function' ? handle.breadcrumb(at?.params ?? {}) : handle?.breadcrumb;
    if (!label && !(current && handle?.dynamicBreadcrumb)) label = menuTitle(path);
    if (current && handle?.dynamicBreadcrumb) {
      // null → the loading placeholder until the page calls useBreadcrumbName(name).
      label = dynamic?.name ?? null;
    }
    if (label === undefined) continue;
    const archived = current && Boolean(handle?.archived || (handle?.dynamicBreadcrumb && dynamic?.archived));
    crumbs.push({ key: path, label: label && withArchivedSuffix(label, archived), to: path });
  }
  return crumbs;
};

/** Breadcrumbs with a back button (SPEC §2); the last crumb is the current page. */
export const BreadcrumbsBar = () => {
  const crumbs = useCrumbs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canGoBack = pathname !== HOME_PATH;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 40 }}>
      {canGoBack && (
        <Tooltip title="Back">
          <IconButton
            aria-label="Back"
            size="small"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH))}
          >
            <ArrowBack fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Breadcrumbs aria-label="Breadcrumb" sx={{ '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to={HOME_PATH} color="inherit" variant="body2">
          Home
        </Link>
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          if (c.label === null)
            return (
              <Box key={c.key} component="span" aria-busy="true" data-testid="breadcrumb-loading">
                <Box component="span" sx={visuallyHidden}>
                  Loading…
                </Box>
                <Skeleton width={120} height={20} aria-hidden="true" />
              </Box>
            );
          if (last || !c.to)
            return (
              <Typography
                key={c.key}
                variant="body2"
                color={last ? 'text.primary' : 'text.secondary'}
                aria-current={last ? 'page' : undefined}
              >
                {c.label}
              </Typography>
            );
          return (
            <Link key={c.key} component={RouterLink} to={c.to} color="inherit" variant="body2">
              {c.label}
            </Link>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
};
