import { MENU_ITEMS } from '@ats/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../shared/config/constants';
import { MenuIcon } from '../../shared/menu/menu-icon';
import { collapseToggled, itemOpened } from '../../shared/menu/menu-slice';
import { type MenuNode, menuTrail, visibleMenu } from '../../shared/menu/visible-menu';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';

const isUnder = (path: string, url?: string) => Boolean(url) && (path === url || path.startsWith(`${url}/`));

/** The role's menu (memoised); shared by the sidebar, the horizontal menu and the dashboard. */
export const useVisibleMenu = () => {
  const perms = useAppSelector((s) => s.auth.role?.permissions);
  return useMemo(() => visibleMenu(MENU_ITEMS, perms), [perms]);
};

const MenuError = ({ message }: { message: string }) => (
  <ListItem>
    <Typography variant="body2" color="error" sx={{ px: 1 }} role="note">
      {message}
    </Typography>
  </ListItem>
);

interface NodeProps {
  node: MenuNode;
  depth: number;
  onNavigate?: () => void;
}

const NavItem = ({ node, depth, onNavigate }: NodeProps) => {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  if (node.type === 'error') return <MenuError message={node.message} />;
  const selected = isUnder(pathname, node.url);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={Link}
        to={node.url ?? HOME_PATH}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={() => {
          dispatch(itemOpened(node.id));
          onNavigate?.();
        }}
        sx={{ pl: 2 + depth * 2, borderRadius: 2, mx: 1, my: 0.25, minHeight: 42 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon name={node.icon} fontSize={depth > 0 ? 'small' : 'medium'} />
        </ListItemIcon>
        <ListItemText
          primary={node.title}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
        />
        {node.chip && <Chip size="small" label={node.chip.label} color={node.chip.color ?? 'primary'} />}
      </ListItemButton>
    </ListItem>
  );
};

const NavCollapse = ({ node, depth, onNavigate }: NodeProps) => {
  const dispatch = useAppDispatch();
  const openCollapses = useAppSelector((s) => s.menu.openCollapses);
  if (node.type === 'error') return <MenuError message={node.message} />;
  const open = openCollapses.includes(node.id);
  const listId = `menu-collapse-${node.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => dispatch(collapseToggled({ id: node.id, open: !open }))}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ pl: 2 + depth * 2, borderRadius: 2, mx: 1, my: 0.25, minHeight: 42 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon name={node.icon} />
        </ListItemIcon>
        <ListItemText
          primary={node.title}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {node.children?.map((c) => (
            <NavNode key={c.id} node={c} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
};

const NavNode = (props: NodeProps) =>
  props.node.type === 'collapse' ? <NavCollapse {...props} /> : <NavItem {...props} />;

/** Keeps the collapse that holds the current page expanded. */
const useExpandCurrent = () => {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const trail = menuTrail(MENU_ITEMS, pathname);
    for (const t of trail) if (t.type === 'collapse') dispatch(collapseToggled({ id: t.id, open: true }));
    const leaf = trail[trail.length - 1];
    if (leaf?.type === 'item') dispatch(itemOpened(leaf.id));
  }, [pathname, dispatch]);
};

/** The vertical menu: Dashboard always first, then the role's groups. */
export const NavMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const menu = useVisibleMenu();
  useExpandCurrent();
  const dashboard: MenuNode = {
    id: 'dashboard',
    title: 'Dashboard',
    type: 'item',
    url: HOME_PATH,
    icon: 'dashboard',
  };
  return (
    <nav aria-label="Main menu">
      <List disablePadding sx={{ py: 1 }}>
        <NavItem node={dashboard} depth={0} onNavigate={onNavigate} />
      </List>
      {menu.map((group) =>
        group.type === 'group' ? (
          <List
            key={group.id}
            disablePadding
            aria-labelledby={`menu-group-${group.id}`}
            subheader={
              <ListSubheader
                id={`menu-group-${group.id}`}
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  lineHeight: '32px',
                  mt: 1,
                  fontWeight: 600,
                  color: 'text.secondary',
                }}
              >
                {group.title}
              </ListSubheader>
            }
          >
            {group.children?.map((c) => (
              <NavNode key={c.id} node={c} depth={0} onNavigate={onNavigate} />
            ))}
          </List>
        ) : (
          <List key={group.id} disablePadding>
            <MenuError message={group.type === 'error' ? group.message : ''} />
          </List>
        ),
      )}
    </nav>
  );
};
