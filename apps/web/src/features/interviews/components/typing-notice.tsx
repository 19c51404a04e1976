import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A success or error line of the typing page without MUI's Alert (its close button brings
 * ButtonBase): the typing page stays within its 250 KB goal (scripts/check-bundle-budget.mjs).
 */
export const TypingNotice = ({
  severity,
  action,
  children,
}: {
  severity: 'success' | 'error';
  action?: ReactNode;
  children: ReactNode;
}) => {
  const Icon = severity === 'error' ? ErrorOutlineOutlined : TaskAlt;
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderLeft: 4,
        borderColor: `${severity}.main`,
        bgcolor: 'background.paper',
      }}
    >
      <Icon fontSize="small" aria-hidden sx={{ color: `${severity}.main` }} />
      <Box sx={{ flex: 1, py: 0.5 }}>{children}</Box>
      {action}
    </Box>
  );
};
