import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Option } from './enum-options';
import { type BaseProps, useBoundTextField, useField } from './form-text-field';

export { enumOptions, type Option } from './enum-options';

/** Single choice from options (or a contract enum via `enumOptions`). */
export const FormSelect = ({
  options,
  emptyLabel,
  ...base
}: BaseProps & { options: Option[]; emptyLabel?: string }) => {
  const { field, bound } = useBoundTextField(base);
  return (
    <TextField
      select
      {...bound}
      onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Several choices; the form value is an array of option values. */
export const FormMultiSelect = ({ options, ...base }: BaseProps & { options: Option[] }) => {
  const { field, bound } = useBoundTextField(base);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      select
      {...bound}
      value={value}
      onChange={(e) => {
        const v = e.target.value as unknown;
        field.onChange(typeof v === 'string' ? v.split(',') : v);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (sel) => (
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {(sel as string[]).map((v) => (
                <Chip key={v} size="small" label={labelOf(v)} />
              ))}
            </span>
          ),
        },
      }}
    >
      {options.length === 0 && (
        <MenuItem disabled value="__none">
          No options
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          <Checkbox size="small" checked={value.includes(o.value)} tabIndex={-1} />
          <ListItemText primary={o.label} secondary={o.description} />
        </MenuItem>
      ))}
    </TextField>
  );
};

/** On/off; the form value is a boolean. */
export const FormSwitch = ({ name, label, helperText, disabled }: BaseProps) => {
  const { field, fieldState } = useField(name);
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        }
        label={label}
      />
      {(fieldState.error?.message ?? helperText) && (
        <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
};

/** Free-text tags (skills, keywords): Enter or comma adds one; the value is a string array. */
export const FormChipsInput = ({
  name,
  label,
  helperText,
  required,
  disabled,
  suggestions = [],
}: BaseProps & { suggestions?: string[] }) => {
  const { field, fieldState } = useField(name);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const itemError = Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined;
  const [text, setText] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions}
      value={value}
      inputValue={text}
      onInputChange={(_e, v) => setText(v)}
      disabled={disabled}
      onChange={(_e, v) => field.onChange([...new Set(v.map((s) => s.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      renderValue={(vals, getItemProps) =>
        vals.map((v, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={v} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? itemError ?? helperText ?? 'Press Enter to add'}
          onKeyDown={(e) => {
            if (e.key === ',' && text.trim()) {
              e.preventDefault();
              field.onChange([...new Set([...value, text.trim()])]);
              setText('');
            }
          }}
        />
      )}
    />
  );
};
