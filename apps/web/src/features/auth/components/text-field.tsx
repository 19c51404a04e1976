import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';

/** A required text field of a sign-in form (the light kit's field: no MUI TextField). */
export const TextField = ({
  name,
  label,
  type,
  autoComplete,
  autoFocus,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The field's error message. */
  error?: string;
}) => (
  <LightTextField
    fullWidth
    required
    name={name}
    label={label}
    type={type}
    autoComplete={autoComplete}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error}
    inputProps={{ autoFocus }}
  />
);
