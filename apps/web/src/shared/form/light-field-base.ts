import { useController, useFormContext } from 'react-hook-form';
import type { BaseProps } from './form-text-field';

/** A field of the surrounding react-hook-form form, by name. */
export const useField = (name: string) => {
  const { control } = useFormContext();
  return useController({ name, control });
};

/** The first message of a field's error, or of its first entry's (an array field). */
export const messageOf = (error: unknown): string | undefined => {
  if (!error) return undefined;
  if (Array.isArray(error)) return messageOf(error.find(Boolean));
  return (error as { message?: string }).message;
};

/** A field bound to a LightTextField: its value, events, label and zod's message. */
export const useBoundLightField = ({ name, label, helperText, required, disabled }: BaseProps) => {
  const { field, fieldState } = useField(name);
  return {
    field,
    bound: {
      name: field.name,
      label,
      required,
      value: field.value ?? '',
      onChange: field.onChange,
      error: Boolean(fieldState.error),
      helperText: fieldState.error?.message ?? helperText,
      inputProps: { onBlur: field.onBlur, disabled },
    },
  };
};
