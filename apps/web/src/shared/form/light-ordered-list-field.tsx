import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LightButton } from '../ui/light-button/light-button';
import { visuallyHidden } from '../ui/visually-hidden';
import type { FieldKit } from './field-kit';

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
export const LightOrderedList: FieldKit['OrderedList'] = ({
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
