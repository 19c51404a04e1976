import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { ANIMATION, BREAKPOINTS } from '../../shared/config/constants';
import { FONT_FAMILIES, PRESET_COLORS } from './presets';
import type { ThemeSettings } from './settings';

/** People who ask their system for less motion get none: no fades, slides or ripples. */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const buildTheme = (s: ThemeSettings): Theme => {
  const still = prefersReducedMotion();
  const preset = PRESET_COLORS[s.presetColor] ?? PRESET_COLORS.default;
  const dark = s.mode === 'dark';
  const theme = createTheme({
    direction: s.themeDirection,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode: s.mode,
      primary: dark
        ? { main: preset.light, dark: preset.main, light: preset.light, contrastText: '#0b1020' }
        : { main: preset.main, dark: preset.dark, light: preset.light },
      secondary: { main: dark ? '#9aa4b8' : '#475569' },
      background: dark ? { default: '#0f1420', paper: '#161d2c' } : { default: '#f4f6fa', paper: '#ffffff' },
      text: dark
        ? { primary: '#e7ebf3', secondary: '#a6b0c3' }
        : { primary: '#172033', secondary: '#4a5568' },
      divider: dark ? 'rgba(255,255,255,0.12)' : '#e3e8ef',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILIES[s.fontFamily]?.css ?? FONT_FAMILIES.urbanist.css,
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 700 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.95rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    transitions: still
      ? {
          duration: {
            shortest: 0,
            shorter: 0,
            short: 0,
            standard: 0,
            complex: 0,
            enteringScreen: 0,
            leavingScreen: 0,
          },
          create: () => 'none',
          getAutoHeightDuration: () => 0,
        }
      : {
          duration: {
            shortest: ANIMATION.short,
            shorter: ANIMATION.short,
            short: ANIMATION.short,
            standard: ANIMATION.long,
            complex: ANIMATION.long,
            enteringScreen: ANIMATION.long,
            leavingScreen: ANIMATION.short,
          },
        },
  });
  return createTheme(theme, {
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiButtonBase: { defaultProps: { disableRipple: still } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: theme.palette.divider } } },
      MuiTableCell: {
        styleOverrides: {
          head: {
            fontWeight: 600,
            color: theme.palette.text.secondary,
            backgroundColor: alpha(theme.palette.primary.main, dark ? 0.08 : 0.04),
          },
        },
      },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
};
