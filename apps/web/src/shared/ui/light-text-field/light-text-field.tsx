import { type SxProps, styled, type Theme } from '@mui/material/styles';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';

type Change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
/** What else the native element takes (as TextField's `slotProps.htmlInput`): maxLength, readOnly, events… */
type NativeProps = Omit<
  InputHTMLAttributes<HTMLElement> & TextareaHTMLAttributes<HTMLElement>,
  'value' | 'onChange' | 'id' | 'className' | 'type' | 'required' | 'name' | 'size'
> & { 'data-testid'?: string };

const shrunkLabel = {
  transform: 'translate(14px, -9px) scale(0.75)',
  maxWidth: 'calc(133% - 32px)',
  pointerEvents: 'auto',
} as const;
const openNotch = { maxWidth: '100%', transition: 'max-width 100ms cubic-bezier(0.0, 0, 0.2, 1) 50ms' };

const Field = styled('div')(({ theme }) => {
  const line = theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const ease = `${theme.transitions.duration.shorter}ms cubic-bezier(0.0, 0, 0.2, 1)`;
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    verticalAlign: 'top',
    '&[data-full]': { display: 'flex', width: '100%' },
    '& .lt-box': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      borderRadius: theme.shape.borderRadius,
      color: theme.palette.text.primary,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
    },
    '& .lt-adorn': { display: 'flex', marginLeft: 14, flexShrink: 0, color: theme.palette.action.active },
    '& .lt-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      boxSizing: 'content-box',
      background: 'none',
      border: 0,
      margin: 0,
      minWidth: 0,
      width: '100%',
      display: 'block',
      padding: '16.5px 14px',
      height: '1.4375em',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
    },
    '& .lt-adorn + .lt-input': { paddingLeft: 0 },
    // An end adornment (a password's show/hide button) as InputAdornment position="end".
    '& .lt-adorn-end': { marginLeft: 8, marginRight: 8 },
    '& .lt-input:has(+ .lt-adorn-end)': { paddingRight: 0 },
    // TextField's size="small".
    '&[data-small] .lt-input': { padding: '8.5px 14px' },
    '&[data-small] label': { transform: 'translate(14px, 9px) scale(1)' },
    '& textarea.lt-input': { height: 'auto', resize: 'vertical' },
    '& select.lt-input': {
      appearance: 'none',
      paddingRight: 32,
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
    },
    '& select.lt-input option': {
      color: theme.palette.text.primary,
      background: theme.palette.background.paper,
    },
    '& .lt-arrow': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - 0.5em)',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      pointerEvents: 'none',
      fill: theme.palette.action.active,
    },
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${line}`,
      overflow: 'hidden',
      minWidth: '0%',
      textAlign: 'left',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      whiteSpace: 'nowrap',
      transition: 'max-width 50ms cubic-bezier(0.0, 0, 0.2, 1) 0ms',
    },
    '& legend > span': {
      paddingLeft: 5,
      paddingRight: 5,
      display: 'inline-block',
      opacity: 0,
      visibility: 'visible',
    },
    '& .lt-box:hover fieldset': { borderColor: theme.palette.text.primary },
    '& label': {
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      transformOrigin: 'top left',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      color: theme.palette.text.secondary,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      transition: `color ${ease}, transform ${ease}, max-width ${ease}`,
    },
    '&[data-shrink] label, &[data-small][data-shrink] label': shrunkLabel,
    '&[data-shrink] legend': openNotch,
    // A field the browser filled in before any event (own rules: a browser without `:has` or
    // `:autofill` drops only these).
    '&:has(.lt-input:autofill) label': shrunkLabel,
    '&:has(.lt-input:autofill) legend': openNotch,
    '&[data-focused] label': { color: theme.palette.primary.main },
    '&[data-focused] fieldset, &[data-focused] .lt-box:hover fieldset': {
      borderColor: theme.palette.primary.main,
      borderWidth: 2,
    },
    '&[data-error] label': { color: theme.palette.error.main },
    '&[data-error] fieldset, &[data-error] .lt-box:hover fieldset': { borderColor: theme.palette.error.main },
    '& .lt-helper': {
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '&[data-error] .lt-helper': { color: theme.palette.error.main },
    // A value to check (e.g. read from a resume with low confidence): amber, readable on paper.
    '&[data-warning] fieldset, &[data-warning] .lt-box:hover fieldset': {
      borderColor: theme.palette.warning.dark,
      borderWidth: 2,
    },
    '&[data-warning] .lt-helper': {
      color: theme.palette.mode === 'light' ? '#9a5200' : theme.palette.warning.light,
      fontWeight: 600,
    },
  };
});

/**
 * The look of MUI's outlined TextField (floating label, notched outline, helper text, the error,
 * focus and required states) drawn by native `<input>`, `<textarea>` and `<select>` elements and
 * one style rule, without InputBase, FormControl, InputLabel or Select and what they import (≈ 13 KB
 * gzip with their menu, popover and modal): the public pages' forms (issue 15 budget). `options`
 * makes it a native select, as phones prefer; `multiline` a textarea. The label is a real
 * `<label for>`, the helper text describes the field and an error sets `aria-invalid`.
 */
export const LightTextField = ({
  label,
  helperText,
  error,
  warning,
  required,
  fullWidth,
  sx,
  options,
  name,
  type,
  autoComplete,
  value,
  onChange,
  multiline,
  minRows,
  startAdornment,
  endAdornment,
  shrink,
  size,
  inputProps,
}: {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  /** The value needs the person's check (amber outline; the helper text says why). */
  warning?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** Native `<option>`s: the field is a select. */
  options?: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: Change;
  multiline?: boolean;
  minRows?: number;
  startAdornment?: ReactNode;
  /** After the input, inside the outline (e.g. a password's show/hide button). */
  endAdornment?: ReactNode;
  /** The label stays above the field even when it is empty (as TextField's `inputLabel.shrink`). */
  shrink?: boolean;
  size?: 'small' | 'medium';
  inputProps?: NativeProps;
}) => {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // As TextField: the label floats above a field that has the focus, a value, an adornment or
  // (a select) always shows its choice.
  const shrunk = shrink ?? (focused || value !== '' || Boolean(startAdornment) || Boolean(options));
  const common = {
    ...inputProps,
    id,
    name,
    value,
    onChange,
    required,
    className: 'lt-input',
    'aria-invalid': error || undefined,
    'aria-describedby': helperId,
  };
  const asterisk = required ? (
    <span aria-hidden="true" className="lt-asterisk">
      {' *'}
    </span>
  ) : null;
  return (
    <Field
      sx={sx}
      data-full={fullWidth ? '' : undefined}
      data-small={size === 'small' ? '' : undefined}
      data-shrink={shrunk ? '' : undefined}
      data-focused={focused ? '' : undefined}
      data-error={error ? '' : undefined}
      data-warning={warning && !error ? '' : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        {asterisk}
      </label>
      <div className="lt-box">
        {startAdornment && <span className="lt-adorn">{startAdornment}</span>}
        {options ? (
          <>
            <select {...common}>{options}</select>
            <svg className="lt-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </>
        ) : multiline ? (
          <textarea {...common} rows={minRows ?? 2} />
        ) : (
          <input {...common} type={type ?? 'text'} autoComplete={autoComplete} />
        )}
        {endAdornment && <span className="lt-adorn lt-adorn-end">{endAdornment}</span>}
        <fieldset aria-hidden="true">
          <legend>
            <span>
              {label}
              {asterisk}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className="lt-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </Field>
  );
};
