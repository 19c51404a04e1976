import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { Option } from './enum-options';
import { type BaseProps, useField } from './form-text-field';

/** One choice of a few, as radio buttons in a row; the label names the group. */
export const FormRadioGroup = ({ name, label, options, helperText }: BaseProps & { options: Option[] }) => {
  const labelId = useId();
  const { field, fieldState } = useField(name);
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
};
