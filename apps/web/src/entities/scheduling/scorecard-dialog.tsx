import {
  optionsOf,
  RECOMMENDATIONS,
  SCORECARD_RATINGS,
  type TRecommendation,
  type TScheduledInterview,
} from '@ats/contract';
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
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { useScorecardFormQuery, useSubmitScorecardMutation } from './api';

/** An interviewer's scorecard: each attribute 1–4 and the overall recommendation. */
export const ScorecardDialog = ({
  interview,
  onClose,
}: {
  interview: TScheduledInterview;
  onClose: () => void;
}) => {
  const titleId = useId();
  const { data, isLoading } = useScorecardFormQuery(interview.id);
  const [submit] = useSubmitScorecardMutation();
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [recommendation, setRecommendation] = useState<TRecommendation | ''>('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const attributes = data?.attributes ?? [];

  const send = async () => {
    const missing = attributes.filter((a) => !ratings[a]);
    if (missing.length || !recommendation)
      return setError(
        `Rate ${missing.length ? missing.join(', ') : ''}${missing.length && !recommendation ? ' and ' : ''}${recommendation ? '' : 'give a recommendation'}`,
      );
    setBusy(true);
    try {
      await submit({
        interview,
        body: {
          ratings: attributes.map((a) => ({ attribute: a, rating: ratings[a]! })),
          recommendation,
          notes,
        },
      }).unwrap();
      notify('Scorecard submitted');
      onClose();
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Scorecard: {interview.candidateName}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        {isLoading && <Skeleton height={120} />}
        {attributes.map((a) => (
          <FormControl key={a} component="fieldset">
            <FormLabel component="legend">{a}</FormLabel>
            <RadioGroup
              row
              value={ratings[a] ? String(ratings[a]) : ''}
              onChange={(e) => setRatings((r) => ({ ...r, [a]: Number(e.target.value) }))}
            >
              {Object.entries(SCORECARD_RATINGS).map(([v, { label }]) => (
                <FormControlLabel key={v} value={v} control={<Radio />} label={`${v} ${label}`} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <FormControl component="fieldset">
          <FormLabel component="legend">Overall recommendation</FormLabel>
          <RadioGroup
            row
            value={recommendation}
            onChange={(e) => setRecommendation(e.target.value as TRecommendation)}
          >
            {optionsOf(RECOMMENDATIONS).map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label="Notes"
          multiline
          minRows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={send} disabled={busy || isLoading}>
          {busy ? 'Submitting…' : 'Submit scorecard'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
