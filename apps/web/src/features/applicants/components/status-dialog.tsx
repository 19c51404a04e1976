import {
  APPLICANT_STATUSES,
  DECLINE_REASONS,
  optionsOf,
  type TApplicantStatus,
  type TDeclineReason,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** Status (and decline reason, required for Declined) for one or more applicants. */
export const StatusDialog = ({
  count,
  initial = 'sent_to_operations',
  onClose,
  onSubmit,
}: {
  count: number;
  initial?: TApplicantStatus;
  onClose: () => void;
  onSubmit: (v: { status: TApplicantStatus; reason: TDeclineReason | null }) => Promise<void>;
}) => {
  const titleId = useId();
  const [status, setStatus] = useState<TApplicantStatus>(initial);
  const [reason, setReason] = useState<TDeclineReason | ''>('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const needsReason = status === 'declined';
  const submit = async () => {
    if (needsReason && !reason) return setError('Choose a decline reason');
    setBusy(true);
    try {
      await onSubmit({ status, reason: needsReason ? (reason as TDeclineReason) : null });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not change the status');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        Change status of {count === 1 ? '1 applicant' : `${count} applicants`}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as TApplicantStatus)}
        >
          {optionsOf(APPLICANT_STATUSES).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {needsReason && (
          <TextField
            select
            label="Decline reason"
            required
            value={reason}
            error={Boolean(error) && !reason}
            onChange={(e) => {
              setReason(e.target.value as TDeclineReason);
              setError('');
            }}
          >
            {optionsOf(DECLINE_REASONS).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.value} – {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Saving…' : 'Change status'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
