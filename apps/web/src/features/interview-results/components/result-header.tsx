import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title row of a result page: name, chips and a subtitle; actions on the right. */
export const ResultHeader = ({
  title,
  subtitle,
  chips,
  actions,
}: {
  title: string;
  subtitle: ReactNode;
  chips: ReactNode;
  actions: ReactNode;
}) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: { xs: 'flex-start', md: 'center' },
      gap: 2,
      mb: 2,
      flexDirection: { xs: 'column', md: 'row' },
    }}
  >
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        {chips}
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
    </Box>
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
  </Box>
);
