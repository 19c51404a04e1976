import { MENU_ITEMS, STAFF_URLS } from '@ats/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../../../shared/menu/menu-icon';
import { menuLeaves, visibleMenu } from '../../../shared/menu/visible-menu';
import { useSession } from '../../../shared/session/use-session';

/** A card for every area this role may open, grouped as in the menu. */
export const AreaCards = () => {
  const { role } = useSession();
  const areas = useMemo(() => menuLeaves(visibleMenu(MENU_ITEMS, role?.permissions)), [role?.permissions]);
  const groups = useMemo(() => {
    const out = new Map<string, typeof areas>();
    for (const a of areas) out.set(a.group ?? '', [...(out.get(a.group ?? '') ?? []), a]);
    return [...out.entries()];
  }, [areas]);
  if (!areas.length)
    return <Typography color="text.secondary">Your role does not give access to any area yet.</Typography>;
  return (
    <Box component="section" aria-labelledby="areas-title" sx={{ mt: 4 }}>
      <Typography id="areas-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Your areas
      </Typography>
      {groups.map(([group, items]) => (
        <Box key={group} component="section" aria-labelledby={`area-${group}`} sx={{ mb: 2 }}>
          <Typography
            id={`area-${group}`}
            variant="h6"
            component="h3"
            sx={{ mb: 1, color: 'text.secondary' }}
          >
            {group}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, 1fr)',
                md: 'repeat(3, 1fr)',
                xl: 'repeat(4, 1fr)',
              },
            }}
          >
            {items.map((a) => (
              <Card key={a.id} data-testid="dashboard-area" variant="outlined">
                <CardActionArea component={Link} to={a.url ?? STAFF_URLS.dashboard} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}>
                    <Box sx={{ color: 'primary.main', display: 'flex' }}>
                      <MenuIcon name={a.icon} />
                    </Box>
                    <Typography variant="subtitle1" component="span" sx={{ flex: 1 }}>
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
