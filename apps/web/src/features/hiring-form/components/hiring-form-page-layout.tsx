import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

/** Title, intro and a way back to the chooser, above one of the two forms. */
export const HiringFormPageLayout = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) => {
  useEffect(() => {
    document.title = `${title} · Talent-discovery hiring form`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Link
        component={RouterLink}
        to="/talent-discovery-hiring-form"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        Choose another kind of role
      </Link>
      <Typography
        variant="h1"
        component="h1"
        id="hiring-form-title"
        sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
};
