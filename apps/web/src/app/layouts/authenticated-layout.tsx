import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { BreadcrumbNameProvider } from '../../shared/breadcrumbs/breadcrumb-name';
import { ANIMATION, DRAWER_WIDTH } from '../../shared/config/constants';
import { useSessionRoleQuery } from '../../shared/session/session-api';
import { PagePermission } from '../guards/page-permission';
import { useThemeSettings } from '../theme/settings-provider';
import { BreadcrumbsBar } from './breadcrumbs-bar';
import { HorizontalMenu } from './horizontal-menu';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { NavigationCacheReset } from './navigation-cache-reset';
import { SettingsPanel } from './settings-panel';
import { TopBar } from './top-bar';

/**
 * The staff layout (SPEC §2): sidebar (open by default at ≥ 1266 px, an overlay below), top bar
 * with Logout, breadcrumbs with back, and the page. The session query runs here and refetches
 * when the window regains focus.
 */
const AuthenticatedLayout = () => {
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { settings } = useThemeSettings();
  const navigation = useNavigation();
  useSessionRoleQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: true });

  // Crossing the breakpoint resets the sidebar to its default for that width.
  useEffect(() => setOpen(wide), [wide]);

  const horizontal = settings.menuOrientation === 'horizontal' && wide;
  const persistent = wide && !horizontal;
  const drawerShown = persistent && open;

  const sidebar = (
    <Box sx={{ overflowY: 'auto', height: '100%', pb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, height: 64 }}>
        <Logo showLabel />
      </Box>
      <NavMenu onNavigate={persistent ? undefined : () => setOpen(false)} />
    </Box>
  );

  return (
    <BreadcrumbNameProvider>
      <NavigationCacheReset />
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <TopBar
          drawerOpen={horizontal ? false : open}
          showMenuToggle={!horizontal}
          onToggleDrawer={() => setOpen((o) => !o)}
          onOpenSettings={() => setSettingsOpen(true)}
          showLogo={!drawerShown}
        />
        {!horizontal &&
          (persistent ? (
            <Drawer
              id="app-sidebar"
              variant="persistent"
              open={open}
              data-testid="sidebar"
              data-open={open}
              sx={{
                width: open ? DRAWER_WIDTH : 0,
                flexShrink: 0,
                transition: (t) => t.transitions.create('width', { duration: ANIMATION.long }),
                '& .MuiDrawer-paper': {
                  width: DRAWER_WIDTH,
                  boxSizing: 'border-box',
                  zIndex: (t) => t.zIndex.appBar + 1,
                },
              }}
            >
              {sidebar}
            </Drawer>
          ) : (
            <Drawer
              id="app-sidebar"
              variant="temporary"
              open={open}
              onClose={() => setOpen(false)}
              data-testid="sidebar"
              data-open={open}
              ModalProps={{ keepMounted: false }}
              sx={{
                zIndex: (t) => t.zIndex.modal,
                '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
              }}
            >
              {sidebar}
            </Drawer>
          ))}
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          <Toolbar />
          {navigation.state === 'loading' && (
            <LinearProgress
              aria-label="Loading page"
              sx={{ position: 'fixed', top: 64, left: 0, right: 0, zIndex: 1300 }}
            />
          )}
          {horizontal && <HorizontalMenu />}
          <Container
            maxWidth={settings.container ? 'xl' : false}
            sx={{ py: { xs: 2, md: 3 }, px: { xs: 2, md: 3 }, flex: 1 }}
          >
            <BreadcrumbsBar />
            <PagePermission />
          </Container>
        </Box>
      </Box>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </BreadcrumbNameProvider>
  );
};
export default AuthenticatedLayout;
