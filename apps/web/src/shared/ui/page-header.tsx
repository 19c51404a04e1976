import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's title row: the h1 and what stands under it (chips, a description) on the left, the
 * page's buttons on the right; below `stackBelow` the buttons go under the title.
 */
export const PageHeader = ({
  title,
  children,
  actions,
  stackBelow = 'sm',
}: {
  title: ReactNode;
  /** Under the title. */
  children?: ReactNode;
  /** The buttons' box (kept in the row even when they are all hidden); none when undefined. */
  actions?: ReactNode;
  stackBelow?: 'sm' | 'md';
}) => (
  <Box
    sx={{
      display: 'flex',
      alignItems: { xs: 'flex-start', [stackBelow]: 'center' },
      gap: 2,
      mb: 2,
      flexDirection: { xs: 'column', [stackBelow]: 'row' },
    }}
  >
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
    {actions !== undefined && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
  </Box>
);
