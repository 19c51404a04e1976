import Add from '@mui/icons-material/Add';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../ui/visually-hidden';
import { ACTION_ICONS, type FormOrderedListProps, useOrderedList } from './use-ordered-list';

export type { FormOrderedListProps };

/**
 * An ordered list of entries (questions, answers, steps): reorder by dragging the handle, by
 * the move buttons, or from the keyboard with Alt+↑ / Alt+↓ on the handle; each move is
 * announced to screen readers.
 */
export const FormOrderedList = (props: FormOrderedListProps) => {
  const { label, renderItem, itemLabel, fields, moveTo, entryActions, add, announcement, errorText } =
    useOrderedList(props);
  const [dragFrom, setDragFrom] = useState<number | null>(null);

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
              {entryActions(index).map(({ kind, label: actionLabel, ...action }) => {
                const Icon = ACTION_ICONS[kind];
                return (
                  <IconButton key={kind} size="small" aria-label={actionLabel} {...action}>
                    <Icon fontSize="small" />
                  </IconButton>
                );
              })}
            </Box>
          </Paper>
        ))}
      </Box>
      {errorText && <FormHelperText error>{errorText}</FormHelperText>}
      <Button startIcon={<Add />} onClick={add.onClick} disabled={add.disabled} sx={{ mt: 1 }}>
        {add.label}
      </Button>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};
