import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

interface Props {
  title: string;
  /** The test's name, above the title. */
  overline?: string;
  children: ReactNode;
}

/** The candidate page's card: one h1, the step below; sets the tab title. */
export const InterviewShell = ({ title, overline, children }: Props) => {
  useEffect(() => {
    const previous = document.title;
    document.title = overline ? `${title} – ${overline}` : title;
    return () => {
      document.title = previous;
    };
  }, [title, overline]);
  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
        {overline && (
          // The test's name, as staff wrote it.
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            translate="no"
            sx={{ lineHeight: 1.5 }}
          >
            {overline}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
};

/** The page's outline while it loads; `label` in the page's language (English by default). */
export const InterviewLoading = ({ label = 'Loading the test' }: { label?: string }) => (
  <Box sx={{ maxWidth: 860, mx: 'auto' }} aria-busy="true" aria-label={label}>
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
      <Skeleton variant="rounded" height={140} sx={{ mt: 2 }} />
    </Paper>
  </Box>
);
