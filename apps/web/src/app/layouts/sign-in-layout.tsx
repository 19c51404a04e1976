import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router';
import { Logo } from './logo';

/** Login-only screens: a centred card on a quiet background. */
const SignInLayout = () => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      p: { xs: 2, sm: 3 },
    }}
  >
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Box sx={{ mb: 3 }}>
        <Logo showLabel />
      </Box>
      <Outlet />
    </Paper>
  </Box>
);
export default SignInLayout;
