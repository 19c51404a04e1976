import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

/** Text and background colours of MUI's standard Alert of one severity, per mode. */
export type AlertLook = {
  Icon: typeof SvgIcon;
  light: readonly [string, string];
  dark: readonly [string, string];
};

/**
 * The look of MUI's standard Alert without its script (Alert brings Paper, IconButton and
 * ButtonBase). Each severity passes its own icon so a page bundles only the icons it shows.
 */
export const LightAlert = ({
  look: { Icon, light, dark },
  severity,
  role,
  className,
  children,
}: {
  look: AlertLook;
  severity: 'success' | 'warning' | 'error';
  role: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) => (
  <Box
    role={role}
    className={className}
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
