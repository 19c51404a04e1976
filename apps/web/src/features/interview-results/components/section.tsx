import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of a result page (a labelled region). */
export const Section = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => (
  <Paper
    variant="outlined"
    component="section"
    aria-label={title}
    sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
  >
    <Typography
      variant="h2"
      sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      {title}
      {action}
    </Typography>
    {children}
  </Paper>
);

/** A label and its value on one row (stacked on phones). */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography
    component="div"
    variant="body2"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
      gap: { xs: 0, sm: 1 },
      py: 0.5,
    }}
  >
    <Typography component="span" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {children ?? '—'}
    </Typography>
  </Typography>
);
