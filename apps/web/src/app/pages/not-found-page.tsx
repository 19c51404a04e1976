import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../shared/config/constants';
import { Logo } from '../layouts/logo';

/** Any unknown path (SPEC §2). */
const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: 3, py: 2 }}>
        <Logo showLabel />
      </Box>
      <Stack
        component="main"
        spacing={2}
        sx={{ alignItems: 'center', py: { xs: 6, md: 10 }, px: 2, textAlign: 'center' }}
      >
        <SearchOff sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h1" component="h1">
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          There is no page at <code>{pathname}</code>.
        </Typography>
        <Button component={Link} to={HOME_PATH} variant="contained">
          Back To Home
        </Button>
      </Stack>
    </Box>
  );
};
export default NotFoundPage;
