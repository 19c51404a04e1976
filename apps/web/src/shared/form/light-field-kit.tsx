import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { styled } from '@mui/material/styles';
import { type KeyboardEvent, useState } from 'react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { LightButton } from '../ui/light-button/light-button';
import { LightCheckbox } from '../ui/light-choice/light-choice';
import { LightTextField } from '../ui/light-text-field/light-text-field';
import { visuallyHidden } from '../ui/visually-hidden';
import type { FieldKit } from './field-kit';

const useField = (name: string) => {
  const { control } = useFormContext();
  return useController({ name, control });
};

/** The first message of a field's error, or of its first entry's (an array field). */
const messageOf = (error: unknown): string | undefined => {
  if (!error) return undefined;
  if (Array.isArray(error)) return messageOf(error.find(Boolean));
  return (error as { message?: string }).message;
};

const Text: FieldKit['Text'] = ({ name, label, helperText, required, disabled, type, autoComplete }) => {
  const { field, fieldState } = useField(name);
  return (
    <LightTextField
      name={field.name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      inputProps={{ onBlur: field.onBlur, disabled }}
    />
  );
};

const TextArea: FieldKit['TextArea'] = ({ name, label, helperText, required, disabled, rows }) => {
  const { field, fieldState } = useField(name);
  return (
    <LightTextField
      multiline
      minRows={rows ?? 3}
      name={field.name}
      label={label}
      required={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      inputProps={{ onBlur: field.onBlur, disabled }}
    />
  );
};

/** The form value is a number, or null when empty. */
const NumberField: FieldKit['Number'] = ({ name, label, helperText, required, disabled, min, max, step }) => {
  const { field, fieldState } = useField(name);
  return (
    <LightTextField
      type="number"
      name={field.name}
      label={label}
      required={required}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      inputProps={{ onBlur: field.onBlur, disabled, min, max, step, inputMode: 'numeric' }}
    />
  );
};

/** `YYYY-MM-DD`, as the contract's ZIsoDate expects; empty → null. */
const DateField: FieldKit['Date'] = ({ name, label, helperText, required, disabled }) => {
  const { field, fieldState } = useField(name);
  return (
    <LightTextField
      type="date"
      shrink
      name={field.name}
      label={label}
      required={required}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value || null)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      inputProps={{ onBlur: field.onBlur, disabled }}
    />
  );
};

/** A native select (as phones prefer); empty → null. */
const Select: FieldKit['Select'] = ({ name, label, helperText, required, disabled, options, emptyLabel }) => {
  const { field, fieldState } = useField(name);
  const value = field.value ?? '';
  return (
    <LightTextField
      name={field.name}
      label={label}
      required={required}
      value={value}
      onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      inputProps={{ onBlur: field.onBlur, disabled }}
      options={
        <>
          {(emptyLabel !== undefined || value === '') && <option value="">{emptyLabel ?? ''}</option>}
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

const Tags = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  listStyle: 'none',
  margin: theme.spacing(1, 0, 0),
  padding: 0,
  '& li': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    height: 32,
    paddingLeft: 12,
    borderRadius: 16,
    backgroundColor: theme.palette.action.selected,
    ...theme.typography.body2,
  },
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.text.secondary,
    font: 'inherit',
    fontSize: '1.1rem',
    cursor: 'pointer',
  },
  '& button:hover': { color: theme.palette.text.primary },
  '& button:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
}));

/** Free-text tags: Enter or a comma adds the typed one; each has a remove button. */
const Chips: FieldKit['Chips'] = ({ name, label, helperText, required, disabled }) => {
  const { field, fieldState } = useField(name);
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const [text, setText] = useState('');
  const add = () => {
    const tag = text.trim();
    if (tag) field.onChange([...new Set([...value, tag])]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ',') && text.trim()) {
      e.preventDefault();
      add();
    }
  };
  return (
    <div>
      <LightTextField
        name={field.name}
        label={label}
        required={required}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(fieldState.error)}
        helperText={messageOf(fieldState.error) ?? helperText ?? 'Press Enter to add'}
        inputProps={{
          disabled,
          onKeyDown,
          // A tag typed and left is kept, as a person expects.
          onBlur: () => {
            add();
            field.onBlur();
          },
        }}
      />
      {value.length > 0 && (
        <Tags aria-label={label}>
          {value.map((tag) => (
            <li key={tag}>
              {tag}
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                disabled={disabled}
                onClick={() => field.onChange(value.filter((v) => v !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </Tags>
      )}
    </div>
  );
};

const List = styled('fieldset')(({ theme }) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '& legend': { ...theme.typography.h5, padding: 0, marginBottom: theme.spacing(1) },
  '& ol': { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8 },
  '& li': {
    display: 'flex',
    gap: theme.spacing(1),
    alignItems: 'flex-start',
    padding: theme.spacing(1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
  },
  '& .lk-n': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    paddingTop: 18,
    minWidth: 16,
  },
  '& .lk-fields': { flex: 1, minWidth: 0, display: 'grid', gap: theme.spacing(2) },
  '& .lk-actions': {
    display: 'flex',
    flexDirection: 'column',
    [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
  },
  '& .lk-icon': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
  },
  '& .lk-icon:hover': { backgroundColor: theme.palette.action.hover },
  '& .lk-icon:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  '& .lk-icon:disabled': {
    color: theme.palette.action.disabled,
    cursor: 'default',
    background: 'transparent',
  },
  '& .lk-icon svg': { width: 20, height: 20, fill: 'currentColor' },
  '& .lk-error': { ...theme.typography.caption, color: theme.palette.error.main, margin: '3px 14px 0' },
}));

/** Entries in order: move one up or down, remove it, add one; each change is announced. */
const OrderedList: FieldKit['OrderedList'] = ({
  name,
  label,
  renderItem,
  newItem,
  addLabel = 'Add',
  itemLabel = (i) => `Item ${i + 1}`,
  min = 0,
  max = 500,
}) => {
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const [announcement, setAnnouncement] = useState('');
  const rootError = formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const errorText = rootError?.message ?? rootError?.root?.message;
  const moveTo = (from: number, to: number) => {
    move(from, to);
    setAnnouncement(`${itemLabel(from)} moved to position ${to + 1} of ${fields.length}`);
  };
  return (
    <List>
      <legend>{label}</legend>
      <ol>
        {fields.map((f, index) => (
          <li key={f.id}>
            <span className="lk-n">{index + 1}</span>
            <div className="lk-fields">{renderItem(index)}</div>
            <div className="lk-actions">
              <button
                type="button"
                className="lk-icon"
                aria-label={`Move ${itemLabel(index)} up`}
                disabled={index === 0}
                onClick={() => moveTo(index, index - 1)}
              >
                <ArrowUpward />
              </button>
              <button
                type="button"
                className="lk-icon"
                aria-label={`Move ${itemLabel(index)} down`}
                disabled={index === fields.length - 1}
                onClick={() => moveTo(index, index + 1)}
              >
                <ArrowDownward />
              </button>
              <button
                type="button"
                className="lk-icon"
                aria-label={`Remove ${itemLabel(index)}`}
                disabled={fields.length <= min}
                onClick={() => {
                  remove(index);
                  setAnnouncement(`${itemLabel(index)} removed`);
                }}
              >
                <DeleteOutline />
              </button>
            </div>
          </li>
        ))}
      </ol>
      {errorText && <p className="lk-error">{errorText}</p>}
      <LightButton
        type="button"
        onClick={() => append(newItem())}
        disabled={fields.length >= max}
        sx={{ mt: 1 }}
      >
        <Add fontSize="small" aria-hidden />
        {addLabel}
      </LightButton>
      <span aria-live="polite" style={visuallyHidden}>
        {announcement}
      </span>
    </List>
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
  Chips,
  OrderedList,
};
