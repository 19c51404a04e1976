import type { ReactNode } from 'react';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The field's error message. */
  error?: string;
  endAdornment?: ReactNode;
};

/** A required text field of a sign-in form (the light kit's field: no MUI TextField). */
export const TextField = ({ autoFocus, onChange, error, ...rest }: TextFieldProps) => (
  <LightTextField
    fullWidth
    required
    {...rest}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error}
    inputProps={{ autoFocus }}
  />
);
