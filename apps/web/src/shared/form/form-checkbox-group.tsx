import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, useFormContext } from 'react-hook-form';

/** Several choices as checkboxes in a fieldset (easier than a menu on a phone and with a screen reader). */
export const FormCheckboxGroup = ({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
}) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const errorId = `${name}-error`;
  const message =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined);
  return (
    <FormControl
      component="fieldset"
      error={Boolean(message)}
      required={required}
      aria-describedby={message ? errorId : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                name={field.name}
                value={o.value}
                checked={value.includes(o.value)}
                slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                onBlur={field.onBlur}
                onChange={(e) =>
                  field.onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText id={errorId}>{message}</FormHelperText>}
    </FormControl>
  );
};
