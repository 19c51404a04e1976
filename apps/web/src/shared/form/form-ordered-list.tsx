import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { visuallyHidden } from '../ui/visually-hidden';

export interface FormOrderedListProps {
  /** Field path of the array in the form values. */
  name: string;
  label: string;
  /** The fields of one entry; use `${name}.${index}.field` names inside. */
  renderItem: (index: number) => ReactNode;
  /** A new, empty entry. */
  newItem: () => FieldValues;
  addLabel?: string;
  /** Short text naming an entry, for announcements and buttons ("Question 2"). */
  itemLabel?: (index: number) => string;
  min?: number;
  max?: number;
}

/**
 * An ordered list of entries (questions, answers, steps): reorder by dragging the handle, by
 * the move buttons, or from the keyboard with Alt+↑ / Alt+↓ on the handle; each move is
 * announced to screen readers.
 */
export const FormOrderedList = ({
  name,
  label,
  renderItem,
  newItem,
  addLabel = 'Add',
  itemLabel = (i) => `Item ${i + 1}`,
  min = 0,
  max = 500,
}: FormOrderedListProps) => {
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rootError = formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const errorText = rootError?.message ?? rootError?.root?.message;

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    setAnnouncement(`${itemLabel(from)} moved to position ${to + 1} of ${fields.length}`);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {fields.map((f, index) => (
          <Paper
            component="li"
            key={f.id}
            variant="outlined"
            onDragOver={(e) => {
              if (dragFrom !== null) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragFrom !== null) moveTo(dragFrom, index);
              setDragFrom(null);
            }}
            sx={{
              display: 'flex',
              gap: 1,
              p: 1.5,
              alignItems: 'flex-start',
              opacity: dragFrom === index ? 0.5 : 1,
            }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Tooltip title="Drag, or Alt+↑/↓ to move">
                <IconButton
                  size="small"
                  draggable
                  onDragStart={(e) => {
                    setDragFrom(index);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragEnd={() => setDragFrom(null)}
                  onKeyDown={(e) => {
                    if (e.altKey && e.key === 'ArrowUp') {
                      e.preventDefault();
                      moveTo(index, index - 1);
                    } else if (e.altKey && e.key === 'ArrowDown') {
                      e.preventDefault();
                      moveTo(index, index + 1);
                    }
                  }}
                  aria-label={`Reorder ${itemLabel(index)} (Alt+Up or Alt+Down)`}
                  sx={{ cursor: 'grab' }}
                >
                  <DragIndicator fontSize="small" />
                </IconButton>
              </Tooltip>
              <Typography variant="caption" color="text.secondary">
                {index + 1}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>{renderItem(index)}</Box>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
              <IconButton
                size="small"
                aria-label={`Move ${itemLabel(index)} up`}
                disabled={index === 0}
                onClick={() => moveTo(index, index - 1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${itemLabel(index)} down`}
                disabled={index === fields.length - 1}
                onClick={() => moveTo(index, index + 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove ${itemLabel(index)}`}
                disabled={fields.length <= min}
                onClick={() => {
                  remove(index);
                  setAnnouncement(`${itemLabel(index)} removed`);
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          </Paper>
        ))}
      </Box>
      {errorText && <FormHelperText error>{errorText}</FormHelperText>}
      <Button
        startIcon={<Add />}
        onClick={() => append(newItem())}
        disabled={fields.length >= max}
        sx={{ mt: 1 }}
      >
        {addLabel}
      </Button>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};
