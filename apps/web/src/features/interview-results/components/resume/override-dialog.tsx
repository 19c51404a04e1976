import { optionsOf, RESULT_OUTCOMES } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

type Outcome = 'passed' | 'failed';

/** A recruiter's decision on a resume verdict: an outcome and a required note (audited). */
export const OverrideDialog = ({
  initial,
  onClose,
  onSubmit,
}: {
  initial: Outcome;
  onClose: () => void;
  onSubmit: (v: { outcome: Outcome; note: string }) => Promise<void>;
}) => {
  const titleId = useId();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<Outcome>(initial);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (note.trim().length < 3) return setError('Write why you decide this (at least 3 characters).');
    setBusy(true);
    try {
      await onSubmit({ outcome, note: note.trim() });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the override');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Override the verdict</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          The verdict and its evidence are kept; your decision and note are stored next to it and recorded in
          the audit log.
        </DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
        <FormControl>
          <FormLabel id={outcomeId}>Decision</FormLabel>
          <RadioGroup
            row
            aria-labelledby={outcomeId}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as Outcome)}
          >
            {optionsOf(RESULT_OUTCOMES).map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label="Note (required)"
          multiline
          minRows={3}
          required
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Saving…' : 'Save override'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
