import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

/**
 * MUI's outlined TextField (same markup: label, input, helper text wired by ids, the error and
 * required states) without `Select` and the menu, popover and modal it imports, which every
 * TextField pulls into the page even when no select menu is used (≈ 12 KB gzip). For the public
 * pages' forms (issue 15 budget); `options` makes it a native select, as phones prefer.
 */
export const LightTextField = ({
  label,
  helperText,
  error,
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
  shrink,
}: {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** Native `<option>`s: the field is a select. */
  options?: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: OutlinedInputProps['onChange'];
  multiline?: boolean;
  minRows?: number;
  startAdornment?: ReactNode;
  /** The label stays above the field even when it is empty (as TextField's `inputLabel.shrink`). */
  shrink?: boolean;
}) => {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const input = (
    <OutlinedInput
      id={id}
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      multiline={multiline}
      minRows={minRows}
      startAdornment={startAdornment}
      {...(shrink === undefined ? {} : { notched: shrink })}
      aria-describedby={helperId}
    />
  );
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id} id={labelId} {...(shrink === undefined ? {} : { shrink })}>
        {label}
      </InputLabel>
      {options ? (
        <NativeSelect input={input} id={id} name={name} value={value} onChange={onChange as never}>
          {options}
        </NativeSelect>
      ) : (
        input
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
