import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

type Look = { look?: 'contained' | 'text'; size?: 'small' | 'medium' | 'large' };

/**
 * The look of MUI's contained and text buttons without ButtonBase (its ripple and focus
 * machinery weigh ~10 KB gzip): for the public entry's lightest pages (job page, language
 * switcher), where every kilobyte is a phone on a slow network waiting (issue 15 budget).
 */
const lookOf =
  ({ look = 'text', size = 'medium' }: Look) =>
  ({ theme }: { theme: import('@mui/material/styles').Theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box' as const,
    minHeight: size === 'large' ? 44 : size === 'small' ? 32 : 38,
    padding: size === 'large' ? '8px 22px' : size === 'small' ? '4px 10px' : '6px 16px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    font: 'inherit',
    ...theme.typography.button,
    fontSize: size === 'large' ? '0.9375rem' : size === 'small' ? '0.8125rem' : '0.875rem',
    lineHeight: 1.75,
    textDecoration: 'none',
    cursor: 'pointer',
    color: look === 'contained' ? theme.palette.primary.contrastText : theme.palette.primary.main,
    backgroundColor: look === 'contained' ? theme.palette.primary.main : 'transparent',
    transition: `background-color ${theme.transitions.duration.short}ms`,
    '&:hover': {
      backgroundColor: look === 'contained' ? theme.palette.primary.dark : theme.palette.action.hover,
    },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': {
      cursor: 'default',
      color: theme.palette.action.disabled,
      backgroundColor: look === 'contained' ? theme.palette.action.disabledBackground : 'transparent',
    },
  });

const own = (p: string) => p !== 'look' && p !== 'size';

/** A button that looks like MUI's (look: contained | text). */
export const LightButton = styled('button', { shouldForwardProp: own })<Look>((p) => lookOf(p)(p));

/** A router link that looks like MUI's button. */
export const LightLinkButton = styled(RouterLink, { shouldForwardProp: own })<Look>((p) => lookOf(p)(p));
