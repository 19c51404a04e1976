import { MENU_ITEMS } from '@ats/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type UIMatch, useLocation, useMatches, useNavigate } from 'react-router';
import { useDynamicCrumb, withArchivedSuffix } from '../../shared/breadcrumbs/breadcrumb-name';
import { HOME_PATH } from '../../shared/config/constants';
import { menuTrail } from '../../shared/menu/visible-menu';
import type { RouteHandle } from '../../shared/routing/route-types';

interface Crumb {
  key: string;
  label: string | null;
  to?: string;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Crumbs: the menu group of the page, then every matched route with a breadcrumb (a route
 * whose path is a menu url takes the menu title), then the page's dynamic name.
 */
export const useCrumbs = (): Crumb[] => {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const { pathname } = useLocation();
  const dynamic = useDynamicCrumb();
  const trail = menuTrail(MENU_ITEMS, pathname);
  const crumbs: Crumb[] = [];
  const group = trail.find((t) => t.type === 'group' && !t.excludedFromMenu);
  if (group) crumbs.push({ key: group.id, label: group.title });
  const seen = new Set<string>();
  for (const m of matches) {
    const path = trimSlash(m.pathname);
    if (seen.has(path) || path === '/') continue;
    const handle = m.handle;
    const menuHit = trail.find((t) => t.url === path);
    let label: string | null | undefined =
      typeof handle?.breadcrumb === 'function' ? handle.breadcrumb(m.params) : handle?.breadcrumb;
    if (!label && menuHit && !handle?.dynamicBreadcrumb) label = menuHit.title;
    if (handle?.dynamicBreadcrumb && path === trimSlash(pathname)) {
      // null → the loading placeholder until the page calls useBreadcrumbName(name).
      label =
        dynamic?.pathname === pathname && dynamic.name
          ? withArchivedSuffix(dynamic.name, dynamic.archived)
          : null;
    }
    if (label === undefined) continue;
    seen.add(path);
    crumbs.push({ key: m.id, label: label && withArchivedSuffix(label, handle?.archived), to: path });
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
              <Skeleton
                key={c.key}
                width={120}
                height={20}
                aria-label="Loading name"
                data-testid="breadcrumb-loading"
              />
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
