import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** Cancelling needs a reason (kept on the requisition and in the audit log). */
export const CancelReasonDialog = ({
  onCancel,
  onConfirm,
  busy,
}: {
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  busy: boolean;
}) => {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !reason.trim() ? 'A reason is required to cancel a requisition' : undefined;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Cancel requisition</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A cancelled requisition leaves the job board at once. It can later be revived as a draft.
        </DialogContentText>
        <TextField
          label="Reason for cancellation"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={Boolean(error)}
          helperText={error ?? 'e.g. Client paused hiring for this program'}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Keep requisition
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (reason.trim()) onConfirm(reason.trim());
          }}
        >
          Cancel requisition
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Moving means the client submission date or the class start date moved: ask for the new one. */
export const MoveDatesDialog = ({
  current,
  onCancel,
  onConfirm,
  busy,
}: {
  current: { startDate: string | null; clientSubmissionDate: string | null };
  onCancel: () => void;
  onConfirm: (dates: { startDate: string | null; clientSubmissionDate: string | null }) => void;
  busy: boolean;
}) => {
  const titleId = useId();
  const [startDate, setStartDate] = useState(current.startDate ?? '');
  const [clientSubmissionDate, setSubmission] = useState(current.clientSubmissionDate ?? '');
  const changed =
    (startDate || null) !== current.startDate ||
    (clientSubmissionDate || null) !== current.clientSubmissionDate;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Mark as moved</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Enter the new client submission date or class start date.
        </DialogContentText>
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
          <TextField
            type="date"
            label="Client submission date"
            value={clientSubmissionDate}
            onChange={(e) => setSubmission(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="date"
            label="Start date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Back
        </Button>
        <Button
          variant="contained"
          disabled={busy || !changed}
          onClick={() =>
            onConfirm({ startDate: startDate || null, clientSubmissionDate: clientSubmissionDate || null })
          }
        >
          Mark as moved
        </Button>
      </DialogActions>
    </Dialog>
  );
};
