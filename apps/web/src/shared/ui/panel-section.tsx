import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A panel beside an editor (a test run, the versions, the usage): an outlined section named by
 * its h2 (`id`), with what it does under the title when `description` is given.
 */
export const PanelSection = ({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
    <Typography id={id} variant="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1 }}>
      {title}
    </Typography>
    {description && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {description}
      </Typography>
    )}
    {children}
  </Paper>
);
