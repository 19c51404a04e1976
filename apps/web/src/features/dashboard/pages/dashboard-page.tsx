import { MENU_ITEMS } from '@ats/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../../../shared/menu/menu-icon';
import { menuLeaves, visibleMenu } from '../../../shared/menu/visible-menu';
import { useSession } from '../../../shared/session/use-session';

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

/** Home: a greeting and a card for every area this role may open. */
const DashboardPage = () => {
  const { user, role } = useSession();
  const areas = useMemo(() => menuLeaves(visibleMenu(MENU_ITEMS, role?.permissions)), [role?.permissions]);
  const groups = useMemo(() => {
    const out = new Map<string, typeof areas>();
    for (const a of areas) out.set(a.group ?? '', [...(out.get(a.group ?? '') ?? []), a]);
    return [...out.entries()];
  }, [areas]);
  useEffect(() => {
    document.title = 'Dashboard · ATS';
  }, []);

  return (
    <Box>
      <Typography variant="h1" component="h1">
        {greeting(new Date().getHours())}, {user?.firstName}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Signed in as {role?.name}.{' '}
        {areas.length ? 'Where would you like to go?' : 'Your role does not give access to any area yet.'}
      </Typography>
      {groups.map(([group, items]) => (
        <Box key={group} component="section" aria-labelledby={`area-${group}`} sx={{ mb: 3 }}>
          <Typography
            id={`area-${group}`}
            variant="h4"
            component="h2"
            sx={{ mb: 1.5, color: 'text.secondary' }}
          >
            {group}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, 1fr)',
                md: 'repeat(3, 1fr)',
                xl: 'repeat(4, 1fr)',
              },
            }}
          >
            {items.map((a) => (
              <Card key={a.id} data-testid="dashboard-area">
                <CardActionArea component={Link} to={a.url ?? '/dashboard'} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Box
                      sx={{
                        bgcolor: 'action.hover',
                        color: 'primary.main',
                        borderRadius: 2,
                        p: 1,
                        display: 'flex',
                      }}
                    >
                      <MenuIcon name={a.icon} />
                    </Box>
                    <Typography variant="h5" component="span" sx={{ flex: 1 }}>
                      {a.title}
                    </Typography>
                    <ArrowForward fontSize="small" color="action" aria-hidden />
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
export default DashboardPage;
