import Autocomplete, {
  type AutocompleteInputChangeReason,
  type AutocompleteProps,
} from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

interface Props<T extends { id: string }> {
  /** The form field, which holds the picked option's id. */
  name: string;
  label: string;
  required?: boolean;
  /** Under the field when it has no error. */
  helperText: string;
  /** The search's results, as they come from the server (not filtered again here). */
  found: T[];
  loading: boolean;
  /** The option last picked (or the one the form opened with): kept among the options. */
  picked: T | null;
  onPick: (option: T | null) => void;
  /** The field's value when nothing is picked. */
  emptyValue: null | '';
  onInputChange: (e: unknown, value: string, reason: AutocompleteInputChangeReason) => void;
  getOptionLabel: (option: T) => string;
  renderOption?: AutocompleteProps<T, false, false, false>['renderOption'];
  noOptionsText?: string;
}

/** A search's results with the option already picked first when the search did not find it. */
export const keepPicked = <T extends { id: string }>(picked: T | null, found: T[]) =>
  picked && !found.some((o) => o.id === picked.id) ? [picked, ...found] : found;

/**
 * A form field holding the id of one thing searched for on the server (a user, a line of
 * business): the picked option stays selectable whatever the search shows, and the text field is
 * the form's (its name, the focus on an error, blur) with the field's error or `helperText`.
 */
export const FormIdPicker = <T extends { id: string }>({
  name,
  label,
  required,
  helperText,
  found,
  loading,
  picked,
  onPick,
  emptyValue,
  onInputChange,
  getOptionLabel,
  renderOption,
  noOptionsText,
}: Props<T>) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const options = keepPicked(picked, found);
  return (
    <Autocomplete
      options={options}
      value={field.value ? (options.find((o) => o.id === field.value) ?? null) : null}
      onChange={(_e, v) => {
        onPick(v);
        field.onChange(v?.id ?? emptyValue);
      }}
      onInputChange={onInputChange}
      filterOptions={(x) => x}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      renderOption={renderOption}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
};
