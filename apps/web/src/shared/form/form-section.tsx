import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of fields in a form grid (two columns from 768 px; `full` spans both). */
export const FormSection = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) => (
  <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
    <Typography variant="h3" component="h2" sx={{ mb: description ? 0.5 : 2 }}>
      {title}
    </Typography>
    {description && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
    )}
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        '& > .full': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  </Paper>
);
