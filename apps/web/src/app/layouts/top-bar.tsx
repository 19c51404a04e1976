import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Tune from '@mui/icons-material/Tune';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { NotificationBell } from '../../entities/notes';
import { MyInterviewsLink } from '../../entities/scheduling';
import { GlobalSearch } from '../../features/search/components/global-search';
import { LOGIN_PATH } from '../../shared/config/constants';
import { signOutLocally, useLogoutMutation } from '../../shared/session/session-api';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks';
import { Logo } from './logo';

interface TopBarProps {
  drawerOpen: boolean;
  showMenuToggle: boolean;
  onToggleDrawer: () => void;
  onOpenSettings: () => void;
  showLogo: boolean;
}

/** Top bar: menu toggle, logo, theme settings, the signed-in user and Logout. */
export const TopBar = ({
  drawerOpen,
  showMenuToggle,
  onToggleDrawer,
  onOpenSettings,
  showLogo,
}: TopBarProps) => {
  const { user, role } = useAppSelector((s) => s.auth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const onLogout = async () => {
    // Ends the server session; the local session is cleared whatever the answer.
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signOutLocally({ byUser: true }));
    navigate(LOGIN_PATH, { replace: true });
  };

  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`.toUpperCase() || '?';
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {showMenuToggle && (
          <Tooltip title={drawerOpen ? 'Close menu' : 'Open menu'}>
            <IconButton
              edge="start"
              aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={drawerOpen}
              aria-controls="app-sidebar"
              onClick={onToggleDrawer}
            >
              {drawerOpen ? <MenuOpen /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        {showLogo && <Logo showLabel />}
        <Box sx={{ flex: 1 }} />
        <GlobalSearch />
        <MyInterviewsLink />
        <NotificationBell />
        <Tooltip title="Theme settings">
          <IconButton aria-label="Theme settings" onClick={onOpenSettings}>
            <Tune />
          </IconButton>
        </Tooltip>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 1 }}>
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
            {initials}
          </Avatar>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="current-user-name">
              {user ? `${user.firstName} ${user.lastName}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {role?.name}
            </Typography>
          </Box>
        </Box>
        <Button
          color="inherit"
          startIcon={<Logout />}
          onClick={onLogout}
          disabled={isLoading}
          sx={{ ml: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          aria-label="Logout"
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Logout
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
};
