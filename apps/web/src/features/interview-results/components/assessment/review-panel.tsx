import { CEFR_LEVELS, type TAssessmentResult, type TCefrLevel } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../../../shared/api-error';
import { notify } from '../../../../shared/notify/notify';
import { useReviewAssessmentMutation } from '../../assessment-api';
import { Section } from '../section';

/** The reviewer's last word: the final score (and level), a note when it differs, then evaluated. */
export const ReviewPanel = ({ r, canReview }: { r: TAssessmentResult; canReview: boolean }) => {
  const [score, setScore] = useState(String(r.review?.finalScore ?? r.autoScore ?? ''));
  const [cefr, setCefr] = useState<string>(r.review?.cefr ?? r.language?.cefr ?? '');
  const [note, setNote] = useState(r.review?.note ?? '');
  const [review, { isLoading, error }] = useReviewAssessmentMutation();
  const fieldErrors = fieldErrorsOf(error);
  const submittable = r.interview.status === 'submitted' || r.interview.status === 'evaluated';
  const changed = r.autoScore !== null && Math.abs(Number(score) - r.autoScore) >= 0.05;

  return (
    <Section title="Review">
      {r.review && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Evaluated by {r.review.byName ?? 'a reviewer'}: final score {r.review.finalScore}
          {r.review.cefr ? `, ${r.review.cefr}` : ''} ({r.review.outcome}).
          {r.review.note ? ` “${r.review.note}”` : ''}
        </Alert>
      )}
      {!submittable ? (
        <Typography color="text.secondary">The candidate has not submitted yet.</Typography>
      ) : !canReview ? (
        <Typography color="text.secondary">Your role can view this result but not evaluate it.</Typography>
      ) : (
        <Box
          component="form"
          sx={{ display: 'grid', gap: 2 }}
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await review({
                id: r.interview.id,
                body: {
                  finalScore: Number(score),
                  cefr: r.kind === 'language' && cefr ? (cefr as TCefrLevel) : null,
                  note,
                },
              }).unwrap();
              notify('Assessment evaluated');
            } catch {
              // shown below
            }
          }}
        >
          <Typography variant="body2" color="text.secondary">
            The engine scored {r.autoScore ?? '—'} (pass at {r.passScore}). You have the last word: adjust the
            score
            {r.kind === 'language' ? ' or the level' : ''} if you disagree, and say why.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Final score (0–100)"
              type="number"
              value={score}
              onChange={(e) => setScore(e.target.value)}
              required
              slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
              error={Boolean(fieldErrors.finalScore)}
              helperText={fieldErrors.finalScore}
            />
            {r.kind === 'language' && (
              <TextField select label="CEFR level" value={cefr} onChange={(e) => setCefr(e.target.value)}>
                {Object.entries(CEFR_LEVELS).map(([k, v]) => (
                  <MenuItem key={k} value={k}>
                    {v.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <TextField
            label={changed ? 'Note (required: why the score changed)' : 'Note'}
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required={changed}
            error={Boolean(fieldErrors.note)}
            helperText={fieldErrors.note}
          />
          {error && !Object.keys(fieldErrors).length ? (
            <Alert severity="error">{errorMessageOf(error)}</Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" disabled={isLoading || score === ''}>
              {r.review ? 'Update evaluation' : 'Mark evaluated'}
            </Button>
          </Box>
        </Box>
      )}
    </Section>
  );
};
