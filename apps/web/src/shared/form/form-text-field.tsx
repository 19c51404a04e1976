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

/** A form field bound to an MUI TextField: its value, events, label and zod's message. */
export const useBoundTextField = ({ name, label, helperText, required, disabled }: BaseProps) => {
  const { field, fieldState } = useField(name);
  return {
    field,
    fieldState,
    bound: {
      name: field.name,
      inputRef: field.ref,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      label,
      required,
      disabled,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message ?? helperText,
    },
  };
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
  const { bound } = useBoundTextField({ name, label, helperText, required, disabled });
  return (
    <TextField {...rest} {...bound} multiline={multiline} minRows={multiline ? (rows ?? 3) : undefined} />
  );
};

export const FormTextArea = (p: Omit<TextProps, 'multiline'>) => <FormTextField {...p} multiline />;

/** Number input: the form value is a number (or null when empty). */
export const FormNumberField = ({
  min,
  max,
  step,
  ...base
}: BaseProps & { min?: number; max?: number; step?: number }) => {
  const { field, bound } = useBoundTextField(base);
  return (
    <TextField
      type="number"
      {...bound}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ htmlInput: { min, max, step } }}
    />
  );
};

/** Date input (`YYYY-MM-DD`, as the contract's ZIsoDate expects); empty → null. */
export const FormDateField = (base: BaseProps) => {
  const { field, bound } = useBoundTextField(base);
  return (
    <TextField
      type="date"
      {...bound}
      onChange={(e) => field.onChange(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};
