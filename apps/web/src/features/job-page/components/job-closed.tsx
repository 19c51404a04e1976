import WorkOffOutlined from '@mui/icons-material/WorkOffOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Shown for unpublished, closed and unknown jobs alike (never says which). */
export const JobClosed = () => (
  <Paper
    variant="outlined"
    sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}
  >
    <Box sx={{ color: 'text.secondary', mb: 1 }}>
      <WorkOffOutlined sx={{ fontSize: 56 }} aria-hidden />
    </Box>
    <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
      This job is no longer open
    </Typography>
    <Typography color="text.secondary">
      The position may have been filled or taken down by the employer. Thank you for your interest — if you
      received this link from a recruiter, ask them about other openings.
    </Typography>
  </Paper>
);
