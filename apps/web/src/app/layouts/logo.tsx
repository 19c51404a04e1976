import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { HOME_PATH } from '../../shared/config/constants';

const Mark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path d="M9 23l7-14 7 14h-3.4L16 15.6 12.4 23z" fill="#fff" />
  </svg>
);

/**
 * The product logo, optionally with the ATS label. Staff: links to the dashboard. `to` sets where
 * it leads instead; `to={null}` makes it a plain mark (candidates' pages never lead to staff
 * sign-in: defect 11). `label={null}`: the link is named by the brand it shows.
 */
export const Logo = ({
  showLabel = true,
  to = HOME_PATH,
  label = 'ATS home',
}: {
  showLabel?: boolean;
  to?: string | null;
  label?: string | null;
}) => (
  <Box
    {...(to === null
      ? { component: 'span' as const }
      : { component: Link, to, ...(label === null ? {} : { 'aria-label': label }) })}
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 1,
      color: 'primary.main',
      textDecoration: 'none',
      borderRadius: 1,
      '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
    }}
  >
    <Mark />
    {showLabel && (
      <Typography
        component="span"
        variant="h3"
        translate="no"
        sx={{ color: 'text.primary', letterSpacing: 1 }}
      >
        ATS
      </Typography>
    )}
  </Box>
);
