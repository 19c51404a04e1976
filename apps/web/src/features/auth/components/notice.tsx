import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** MUI's standard Alert colours (text, background) per mode. */
const LOOKS = {
  success: {
    Icon: CheckCircleOutline,
    light: ['#1e4620', '#edf7ed'],
    dark: ['#cce8cd', 'rgba(102, 187, 106, 0.12)'],
  },
  warning: {
    Icon: ReportProblem,
    light: ['#663c00', '#fff4e5'],
    dark: ['#ffe2b7', 'rgba(255, 167, 38, 0.12)'],
  },
} as const;

/**
 * A success (announced as a status) or a warning, with the look of MUI's standard Alert without
 * its script (Alert brings Paper, IconButton and ButtonBase), as LightErrorAlert for errors.
 */
export const Notice = ({ severity, children }: { severity: keyof typeof LOOKS; children: ReactNode }) => {
  const { Icon, light, dark } = LOOKS[severity];
  return (
    <Box
      role={severity === 'success' ? 'status' : 'alert'}
      sx={(theme) => {
        const [color, bgcolor] = theme.palette.mode === 'light' ? light : dark;
        return {
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          px: 2,
          py: 1.5,
          borderRadius: 1,
          ...theme.typography.body2,
          color,
          bgcolor,
        };
      }}
    >
      <Icon fontSize="small" aria-hidden sx={{ color: `${severity}.main`, mt: '1px', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
};
