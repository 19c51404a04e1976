import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../shared/config/constants';
import { MenuIcon } from '../../shared/menu/menu-icon';
import { type MenuNode, menuLeaves } from '../../shared/menu/visible-menu';
import { useVisibleMenu } from './nav-menu';

const isUnder = (path: string, url?: string) => Boolean(url) && (path === url || path.startsWith(`${url}/`));

const Dropdown = ({
  label,
  icon,
  active,
  children,
}: {
  label: string;
  icon: ReactNode;
  active: boolean;
  children: (close: () => void) => ReactNode;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        startIcon={icon}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ fontWeight: active ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
};

const groupItems = (group: MenuNode, pathname: string, close: () => void) => {
  const leaves = menuLeaves([group]);
  return leaves.map((leaf) => (
    <MenuItem
      key={leaf.id}
      component={Link}
      to={leaf.url ?? HOME_PATH}
      selected={isUnder(pathname, leaf.url)}
      onClick={close}
    >
      <ListItemIcon>
        <MenuIcon name={leaf.icon} fontSize="small" />
      </ListItemIcon>
      {leaf.title}
    </MenuItem>
  ));
};

/** The horizontal menu (settings: menu orientation); groups that do not fit go under 'More Items'. */
export const HorizontalMenu = () => {
  const menu = useVisibleMenu().filter((g) => g.type === 'group');
  const { pathname } = useLocation();
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('xl'));
  const fit = wide ? 4 : 3;
  const shown = menu.slice(0, fit);
  const more = menu.slice(fit);
  const activeIn = (g: MenuNode) => menuLeaves([g]).some((l) => isUnder(pathname, l.url));
  return (
    <Paper
      component="nav"
      aria-label="Main menu"
      square
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 2, py: 0.5 }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflow: 'hidden' }}>
        <Button
          component={Link}
          to={HOME_PATH}
          color={isUnder(pathname, HOME_PATH) ? 'primary' : 'inherit'}
          startIcon={<MenuIcon name="dashboard" />}
        >
          Dashboard
        </Button>
        {shown.map((g) =>
          g.type === 'error' ? null : (
            <Dropdown
              key={g.id}
              label={g.title}
              icon={<MenuIcon name={g.children?.[0]?.type === 'error' ? undefined : g.children?.[0]?.icon} />}
              active={activeIn(g)}
            >
              {(close) => groupItems(g, pathname, close)}
            </Dropdown>
          ),
        )}
        {more.length > 0 && (
          <Dropdown label="More Items" icon={<MoreHoriz />} active={more.some(activeIn)}>
            {(close) =>
              more.flatMap((g) =>
                g.type === 'error'
                  ? []
                  : [
                      <ListSubheader key={`h-${g.id}`}>{g.title}</ListSubheader>,
                      ...groupItems(g, pathname, close),
                    ],
              )
            }
          </Dropdown>
        )}
      </Box>
    </Paper>
  );
};
