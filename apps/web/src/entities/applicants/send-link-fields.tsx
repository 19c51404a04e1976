import Autocomplete, { type AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { keepPicked } from '../../shared/form/form-id-picker';

export interface SendKindOption {
  value: string;
  label: string;
  /** A line under the choice, read with it by screen readers. */
  note?: string;
  disabled?: boolean;
}

/**
 * What a send dialog sends (the interview type, the assessment kind) as radio buttons, in a row
 * when no choice has a note; `onChange` resets what depended on the previous choice.
 */
export const SendKindField = ({
  name,
  label,
  options,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly SendKindOption[];
  onChange: () => void;
}) => {
  const id = useId();
  const { field } = useController({ name });
  const noted = options.some((o) => o.note);
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={id}
        row={!noted}
        value={field.value}
        onChange={(e) => {
          field.onChange(e.target.value);
          onChange();
        }}
      >
        {options.map((o) =>
          noted ? (
            <Box key={o.value}>
              <FormControlLabel
                value={o.value}
                disabled={o.disabled}
                control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-${o.value}` } }} />}
                label={o.label}
              />
              <FormHelperText id={`${id}-${o.value}`} sx={{ mt: -0.75, ml: 4 }}>
                {o.note}
              </FormHelperText>
            </Box>
          ) : (
            <FormControlLabel
              key={o.value}
              value={o.value}
              disabled={o.disabled}
              control={<Radio />}
              label={o.label}
            />
          ),
        )}
      </RadioGroup>
    </FormControl>
  );
};

/**
 * A send form's picked content (a template, a test, questions) for a picker: its value, a change
 * that also takes away the field's message, the message, and the ref the form focuses on an error.
 */
export const usePickField = <T,>(name: string) => {
  const { field, fieldState } = useController({ name });
  const { clearErrors } = useFormContext();
  return {
    value: field.value as T,
    onChange: (v: T) => {
      field.onChange(v);
      clearErrors(name);
    },
    error: fieldState.error?.message ?? '',
    inputRef: field.ref,
  };
};

/**
 * The one thing a send dialog sends (a template, a typing test, a resume profile), picked from
 * `options`. With `onInputChange` the options are searched on the server: they are shown as they
 * come, and the one picked stays among them while another search is shown.
 */
export const SendPicker = <T extends { id: string }>({
  name,
  label,
  options,
  loading,
  getOptionLabel,
  noOptionsText,
  hint,
  failed,
  onInputChange,
}: {
  name: string;
  label: string;
  options: T[];
  loading: boolean;
  getOptionLabel: (option: T) => string;
  noOptionsText: string;
  /** Under the field when it has no error. */
  hint: string;
  /** The options could not be loaded: the field shows as in error. */
  failed?: boolean;
  onInputChange?: (e: unknown, value: string, reason: AutocompleteInputChangeReason) => void;
}) => {
  const { value, onChange, error, inputRef } = usePickField<T | null>(name);
  const searched = onInputChange
    ? {
        onInputChange,
        filterOptions: (x: T[]) => x,
        options: keepPicked(value, options),
      }
    : { options };
  return (
    <Autocomplete
      {...searched}
      value={value}
      onChange={(_e, v) => onChange(v)}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required
          error={Boolean(error) || Boolean(failed)}
          helperText={error || hint}
        />
      )}
    />
  );
};
