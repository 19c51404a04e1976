import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { HOME_PATH } from '../../shared/config/constants';

/** SPEC §8: shown in place of a page the role does not allow. */
export const AccessDeniedPage = () => (
  <Stack spacing={2} sx={{ alignItems: 'center', py: { xs: 6, md: 10 }, textAlign: 'center' }}>
    <LockOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
    <Typography variant="h1" component="h1">
      Access Denied
    </Typography>
    <Typography color="text.secondary">You are not authorized to access this page.</Typography>
    <Button component={Link} to={HOME_PATH} variant="contained">
      Back To Home
    </Button>
  </Stack>
);
