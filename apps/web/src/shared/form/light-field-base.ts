import { useController, useFormContext } from 'react-hook-form';

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
