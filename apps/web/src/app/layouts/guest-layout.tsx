import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation } from 'react-router';
import { BreadcrumbNameProvider } from '../../shared/breadcrumbs/breadcrumb-name';
import { Logo } from './logo';

/** The job a candidate's page belongs to: `/interviews/requisition/<id>/…` → that job's page. */
const JOB_PATH = /^\/interviews\/requisition\/([^/]+)/;

/**
 * The public area (candidates and guests): a simple header, the page, no menu, no sign-in. The
 * logo leads only to a candidate page: the job the page belongs to, else nowhere (defect 11). Its
 * name is the brand alone (words here would be English: the layout loads no messages).
 */
const GuestLayout = () => {
  const job = JOB_PATH.exec(useLocation().pathname)?.[1];
  return (
    <BreadcrumbNameProvider>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
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
          <Logo showLabel to={job ? `/interviews/requisition/${job}` : null} label={null} />
        </Box>
        <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 2, md: 4 } }}>
          <Outlet />
        </Container>
        <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
          <Typography variant="caption" color="text.secondary" translate="no">
            © {new Date().getFullYear()} ATS
          </Typography>
        </Box>
      </Box>
    </BreadcrumbNameProvider>
  );
};
export default GuestLayout;
