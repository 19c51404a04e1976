import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

interface Props {
  title: string;
  message: string;
}

/** A friendly page for a link that no longer opens a test (expired, used, unknown). */
export const InterviewClosed = ({ title, message }: Props) => {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'text.secondary', mb: 1 }}>
        <LinkOff sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
    </Paper>
  );
};
