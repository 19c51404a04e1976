import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { useAnpsSurveyQuery, useAnswerAnpsMutation } from '../assessment-api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/** /surveys/anps/:token — one question (0–10) and an optional comment; one answer per survey. */
const AnpsSurveyPage = () => {
  const { token = '' } = useParams();
  const { data, isLoading, error } = useAnpsSurveyQuery(token, { skip: !token });
  const [answer, answerState] = useAnswerAnpsMutation();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [thanks, setThanks] = useState(false);

  if (isLoading) return <InterviewLoading />;
  if (error || !data)
    return (
      <InterviewClosed
        title="This link is not valid"
        message="Check that you opened the whole link from your email."
      />
    );
  if (thanks || data.answered)
    return (
      <InterviewShell title="Thank you!">
        <Box sx={{ textAlign: 'center', py: 2 }} role="status">
          <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography sx={{ mt: 1 }}>
            Your answer has been recorded. It helps us improve how we hire.
          </Typography>
        </Box>
      </InterviewShell>
    );
  if (data.expired)
    return (
      <InterviewClosed title="This survey has closed" message="Thank you for your interest all the same." />
    );

  return (
    <InterviewShell title="One quick question">
      <Box
        component="form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (score === null) return;
          try {
            await answer({ token, body: { score, comment } }).unwrap();
            setThanks(true);
          } catch {
            // shown below
          }
        }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1.5 }} id="anps-question">
            {data.firstName ? `${data.firstName}, h` : 'H'}
            {data.question.slice(1)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={score}
            onChange={(_e, v: number | null) => setScore(v)}
            aria-labelledby="anps-question"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(6, 1fr)', sm: 'repeat(11, 1fr)' },
              gap: 0.5,
            }}
          >
            {SCORES.map((s) => (
              <ToggleButton
                key={s}
                value={s}
                aria-label={`${s}${s === 0 ? ', not at all likely' : s === 10 ? ', extremely likely' : ''}`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: '8px !important' }}
              >
                {s}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              0 = not at all likely
            </Typography>
            <Typography variant="caption" color="text.secondary">
              10 = extremely likely
            </Typography>
          </Box>
        </Box>
        <TextField
          label="Anything you would like to tell us? (optional)"
          multiline
          minRows={3}
          fullWidth
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ mt: 3 }}
        />
        {answerState.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessageOf(answerState.error)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: 2 }}
          disabled={score === null || answerState.isLoading}
        >
          Send my answer
        </Button>
      </Box>
    </InterviewShell>
  );
};

export default AnpsSurveyPage;
