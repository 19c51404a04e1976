import { styled } from '@mui/material/styles';
import { LightCheckbox } from '../ui/light-choice/light-choice';
import { LightTextField } from '../ui/light-text-field/light-text-field';
import type { FieldKit } from './field-kit';
import { LightChips } from './light-chips-field';
import { messageOf, useBoundLightField, useField } from './light-field-base';
import { LightOrderedList } from './light-ordered-list-field';

const Text: FieldKit['Text'] = ({ type, autoComplete, ...base }) => {
  const { bound } = useBoundLightField(base);
  return <LightTextField {...bound} type={type} autoComplete={autoComplete} />;
};

const TextArea: FieldKit['TextArea'] = ({ rows, ...base }) => {
  const { bound } = useBoundLightField(base);
  return <LightTextField multiline minRows={rows ?? 3} {...bound} />;
};

/** The form value is a number, or null when empty. */
const NumberField: FieldKit['Number'] = ({ min, max, step, ...base }) => {
  const { field, bound } = useBoundLightField(base);
  return (
    <LightTextField
      type="number"
      {...bound}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      inputProps={{ ...bound.inputProps, min, max, step, inputMode: 'numeric' }}
    />
  );
};

/** `YYYY-MM-DD`, as the contract's ZIsoDate expects; empty → null. */
const DateField: FieldKit['Date'] = (base) => {
  const { field, bound } = useBoundLightField(base);
  return (
    <LightTextField type="date" shrink {...bound} onChange={(e) => field.onChange(e.target.value || null)} />
  );
};

/** A native select (as phones prefer); empty → null. */
const Select: FieldKit['Select'] = ({ options, emptyLabel, ...base }) => {
  const { field, bound } = useBoundLightField(base);
  return (
    <LightTextField
      {...bound}
      onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
      options={
        <>
          {(emptyLabel !== undefined || bound.value === '') && <option value="">{emptyLabel ?? ''}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </>
      }
    />
  );
};

const Fieldset = styled('fieldset')(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '& legend': { ...theme.typography.body1, color: theme.palette.text.secondary, padding: 0 },
  '& .lk-error': { ...theme.typography.caption, color: theme.palette.error.main, margin: '3px 14px 0' },
  '&[data-error] legend': { color: theme.palette.error.main },
}));

/** Several choices as checkboxes in a fieldset; the value is an array of option values. */
const CheckboxGroup: FieldKit['CheckboxGroup'] = ({ name, label, options, required }) => {
  const { field, fieldState } = useField(name);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const message = messageOf(fieldState.error);
  const errorId = `${name}-error`;
  return (
    <Fieldset data-error={message ? '' : undefined} aria-describedby={message ? errorId : undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div>
        {options.map((o) => (
          <LightCheckbox
            key={o.value}
            name={field.name}
            value={o.value}
            label={o.label}
            checked={value.includes(o.value)}
            onBlur={field.onBlur}
            onChange={(e) =>
              field.onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
            }
          />
        ))}
      </div>
      {message && (
        <p className="lk-error" id={errorId}>
          {message}
        </p>
      )}
    </Fieldset>
  );
};

/**
 * Native controls with the look of MUI's (shared/ui/light-*), bound to react-hook-form: the
 * public pages' forms (the hiring form), where a phone on a slow network waits for every kilobyte.
 */
export const lightFieldKit: FieldKit = {
  Text,
  TextArea,
  Number: NumberField,
  Date: DateField,
  Select,
  CheckboxGroup,
  Chips: LightChips,
  OrderedList: LightOrderedList,
};
