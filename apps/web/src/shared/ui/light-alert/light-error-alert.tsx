import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * An error, announced to screen readers, with the look of MUI's standard error Alert without its
 * script (Alert brings Paper, IconButton and ButtonBase): the public pages' forms.
 */
export const LightErrorAlert = ({ children }: { children: ReactNode }) => (
  <Box
    role="alert"
    className="light-error-alert"
    sx={(theme) => ({
      display: 'flex',
      gap: 1.5,
      alignItems: 'flex-start',
      px: 2,
      py: 1.5,
      borderRadius: 1,
      ...theme.typography.body2,
      color: theme.palette.mode === 'light' ? '#5f2120' : '#f4c7c7',
      bgcolor: theme.palette.mode === 'light' ? '#fdeded' : 'rgba(244, 67, 54, 0.12)',
    })}
  >
    <ErrorOutline fontSize="small" aria-hidden sx={{ color: 'error.main', mt: '1px', flexShrink: 0 }} />
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);
