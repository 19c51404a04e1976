import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of the class request page, named by its heading. */
export const RequestCard = ({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id?: string;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h3" component="h2" id={id} sx={{ flex: 1 }}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Paper>
);
