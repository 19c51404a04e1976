import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useNotificationsClearOf } from '../notify/notify-offset';

/**
 * The sticky bar under an editor: "Unsaved changes", Discard and the save button (a submit
 * button of the surrounding form unless `onSave` is given). Notifications keep clear of it.
 */
export const SaveBar = (p: {
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  saveDisabled: boolean;
  onDiscard: () => void;
  onSave?: () => void;
  zIndex: number;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  useNotificationsClearOf(ref);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 2,
        p: 1.5,
        display: 'flex',
        gap: 1,
        justifyContent: 'flex-end',
        alignItems: 'center',
        zIndex: p.zIndex,
      }}
    >
      {p.dirty && (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} role="status">
          Unsaved changes
        </Typography>
      )}
      <Button onClick={p.onDiscard} disabled={!p.dirty || p.saving}>
        Discard
      </Button>
      <Button
        type={p.onSave ? 'button' : 'submit'}
        variant="contained"
        startIcon={<Save />}
        onClick={p.onSave}
        disabled={p.saveDisabled}
      >
        {p.saving ? 'Saving…' : p.saveLabel}
      </Button>
    </Paper>
  );
};
