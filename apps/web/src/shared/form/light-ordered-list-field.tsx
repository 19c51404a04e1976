import Add from '@mui/icons-material/Add';
import { styled } from '@mui/material/styles';
import { LightButton } from '../ui/light-button/light-button';
import { visuallyHidden } from '../ui/visually-hidden';
import type { FieldKit } from './field-kit';
import { ACTION_ICONS, useOrderedList } from './use-ordered-list';

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
export const LightOrderedList: FieldKit['OrderedList'] = (props) => {
  const { label, renderItem, fields, entryActions, add, announcement, errorText } = useOrderedList(props);
  return (
    <List>
      <legend>{label}</legend>
      <ol>
        {fields.map((f, index) => (
          <li key={f.id}>
            <span className="lk-n">{index + 1}</span>
            <div className="lk-fields">{renderItem(index)}</div>
            <div className="lk-actions">
              {entryActions(index).map(({ kind, label: actionLabel, ...action }) => {
                const Icon = ACTION_ICONS[kind];
                return (
                  <button key={kind} type="button" className="lk-icon" aria-label={actionLabel} {...action}>
                    <Icon />
                  </button>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      {errorText && <p className="lk-error">{errorText}</p>}
      <LightButton type="button" onClick={add.onClick} disabled={add.disabled} sx={{ mt: 1 }}>
        <Add fontSize="small" aria-hidden />
        {add.label}
      </LightButton>
      <span aria-live="polite" style={visuallyHidden}>
        {announcement}
      </span>
    </List>
  );
};
