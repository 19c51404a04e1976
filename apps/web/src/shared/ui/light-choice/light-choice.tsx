import { alpha, styled } from '@mui/material/styles';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

// MUI's own icons (CheckBox, CheckBoxOutlineBlank, RadioButtonUnchecked, RadioButtonChecked).
const BOX = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const BOX_CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const RING =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const DOT =
  'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z';

/** FormControlLabel around a Checkbox or Radio: the same box, colours, hover and focus halo. */
const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  marginLeft: -11,
  marginRight: 16,
  WebkitTapHighlightColor: 'transparent',
  ...theme.typography.body1,
  '& .lc-control': {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    padding: 9,
    borderRadius: '50%',
    color: theme.palette.text.secondary,
    transition: `background-color ${theme.transitions.duration.shortest}ms`,
  },
  '&[data-checked] .lc-control': { color: theme.palette.primary.main },
  '&:hover .lc-control': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
  },
  '& .lc-control:has(input:focus-visible)': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.focusOpacity + 0.18),
  },
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    opacity: 0,
    cursor: 'inherit',
    zIndex: 1,
  },
  '& svg': { width: '1em', height: '1em', fontSize: '1.5rem', fill: 'currentColor', display: 'block' },
  '& .lc-dot': {
    transform: 'scale(0)',
    transformOrigin: 'center',
    transition: `transform ${theme.transitions.duration.shortest}ms ${theme.transitions.easing.easeIn}`,
  },
  '&[data-checked] .lc-dot': {
    transform: 'scale(1)',
    transition: `transform ${theme.transitions.duration.shortest}ms ${theme.transitions.easing.easeOut}`,
  },
  '&[data-disabled]': { cursor: 'default', color: theme.palette.text.disabled },
  '&[data-disabled] .lc-control': { color: theme.palette.action.disabled, backgroundColor: 'transparent' },
}));

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'>;

interface Props extends Native {
  label: ReactNode;
  checked: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

const Choice = ({ type, label, checked, disabled, ...input }: Props & { type: 'checkbox' | 'radio' }) => (
  <Label data-checked={checked ? '' : undefined} data-disabled={disabled ? '' : undefined}>
    <span className="lc-control">
      <input type={type} checked={checked} disabled={disabled} {...input} />
      {type === 'checkbox' ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={checked ? BOX_CHECKED : BOX} />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={RING} />
          <path className="lc-dot" d={DOT} />
        </svg>
      )}
    </span>
    <span>{label}</span>
  </Label>
);

/**
 * MUI's FormControlLabel with a Checkbox (its look: icons, colours, hover) drawn by a native
 * checkbox in its label, without ButtonBase, SwitchBase or FormControl (issue 15 budget).
 */
export const LightCheckbox = (props: Props) => <Choice type="checkbox" {...props} />;

/** The same for a radio button; group them with the same `name` in a `role="radiogroup"`. */
export const LightRadio = (props: Props & { value: string }) => <Choice type="radio" {...props} />;
