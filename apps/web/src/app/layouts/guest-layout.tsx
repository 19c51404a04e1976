import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { BreadcrumbNameProvider } from '../../shared/breadcrumbs/breadcrumb-name';
import { Logo } from './logo';

/** The public area (candidates and guests): a simple header, the page, no menu, no sign-in. */
const GuestLayout = () => (
  <BreadcrumbNameProvider>
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          px: { xs: 2, md: 4 },
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Logo showLabel />
      </Box>
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 2, md: 4 } }}>
        <Outlet />
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          © {new Date().getFullYear()} ATS
        </Typography>
      </Box>
    </Box>
  </BreadcrumbNameProvider>
);
export default GuestLayout;
