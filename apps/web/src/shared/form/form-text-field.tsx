import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

/** Props every form field takes. */
export interface BaseProps {
  /** Field path in the form values (`jobTitle.location`, `answers.2.text`). */
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

export const useField = (name: string) => {
  const { control } = useFormContext();
  return useController({ name, control });
};

type TextProps = BaseProps &
  Pick<TextFieldProps, 'type' | 'autoComplete' | 'placeholder' | 'autoFocus' | 'slotProps' | 'sx'> & {
    multiline?: boolean;
    rows?: number;
  };

/** Text input; zod's message shows under it, the label is the accessible name. */
export const FormTextField = ({
  name,
  label,
  helperText,
  required,
  disabled,
  multiline,
  rows,
  ...rest
}: TextProps) => {
  const { field, fieldState } = useField(name);
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      required={required}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? (rows ?? 3) : undefined}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
};

export const FormTextArea = (p: Omit<TextProps, 'multiline'>) => <FormTextField {...p} multiline />;

/** Number input: the form value is a number (or null when empty). */
export const FormNumberField = ({
  name,
  label,
  helperText,
  required,
  disabled,
  min,
  max,
  step,
}: BaseProps & { min?: number; max?: number; step?: number }) => {
  const { field, fieldState } = useField(name);
  return (
    <TextField
      type="number"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      onBlur={field.onBlur}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { min, max, step } }}
    />
  );
};

/** Date input (`YYYY-MM-DD`, as the contract's ZIsoDate expects); empty → null. */
export const FormDateField = ({ name, label, helperText, required, disabled }: BaseProps) => {
  const { field, fieldState } = useField(name);
  return (
    <TextField
      type="date"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value || null)}
      onBlur={field.onBlur}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};
