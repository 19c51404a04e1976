import { optionsOf, RESULT_OUTCOMES } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

export interface Evaluation {
  outcome: 'passed' | 'failed';
  notes: string;
}

/** The reviewer's decision on a submitted result (marks it evaluated). */
export const EvaluateDialog = ({
  initial,
  onClose,
  onSubmit,
}: {
  initial: Evaluation;
  onClose: () => void;
  onSubmit: (v: Evaluation) => Promise<void>;
}) => {
  const titleId = useId();
  const outcomeId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(value);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the evaluation');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Evaluate result</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <FormControl>
          <FormLabel id={outcomeId}>Decision</FormLabel>
          <RadioGroup
            row
            aria-labelledby={outcomeId}
            value={value.outcome}
            onChange={(e) => setValue((v) => ({ ...v, outcome: e.target.value as Evaluation['outcome'] }))}
          >
            {optionsOf(RESULT_OUTCOMES).map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label="Notes"
          multiline
          minRows={3}
          value={value.notes}
          onChange={(e) => setValue((v) => ({ ...v, notes: e.target.value }))}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Saving…' : 'Mark evaluated'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
