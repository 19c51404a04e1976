import { styled } from '@mui/material/styles';
import { type KeyboardEvent, useState } from 'react';
import { LightTextField } from '../ui/light-text-field/light-text-field';
import type { FieldKit } from './field-kit';
import { messageOf, useField } from './light-field-base';

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
export const LightChips: FieldKit['Chips'] = ({ name, label, helperText, required, disabled }) => {
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
