import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

/** Declining needs a reason (kept on the request and in the audit log). */
export const DeclineDialog = ({
  open,
  busy,
  onClose,
  onDecline,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <Box
        component="form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setTouched(true);
          if (!missing) onDecline(reason.trim());
        }}
      >
        <DialogTitle id="decline-title">Decline this request?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The request stays in the tracker and can be reopened later.
          </DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={3}
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? 'Give a reason for declining' : 'Visible to staff only'}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            Decline
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
