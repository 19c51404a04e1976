import { ANPS_QUESTION } from '@ats/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { useIntlFormat } from '../../../shared/i18n';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';
import { useAnpsSurveyQuery, useAnswerAnpsMutation } from '../assessment-api';
import { InterviewClosed } from '../components/interview-closed';
import { InterviewLoading, InterviewShell } from '../components/interview-shell';
import { InterviewTranslated } from '../components/interview-translated';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/** /surveys/anps/:token — one question (0–10) and an optional comment; one answer per survey. */
const AnpsSurvey = () => {
  const { t } = useTranslation('interviews');
  const { token = '' } = useParams();
  const { data, isLoading, error } = useAnpsSurveyQuery(token, { skip: !token });
  const [answer, answerState] = useAnswerAnpsMutation();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [thanks, setThanks] = useState(false);
  const { number } = useIntlFormat();

  if (isLoading) return <InterviewLoading label={t('common.loading')} />;
  if (error || !data)
    return <InterviewClosed title={t('common.notValidTitle')} message={t('common.notValidMessage')} />;
  if (thanks || data.answered)
    return (
      <InterviewShell title={t('common.thanksTitle')}>
        <Box sx={{ textAlign: 'center', py: 2 }} role="status">
          <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography sx={{ mt: 1 }}>{t('anps.thanks')}</Typography>
        </Box>
      </InterviewShell>
    );
  if (data.expired)
    return <InterviewClosed title={t('anps.closedTitle')} message={t('anps.closedMessage')} />;

  // The standard question in the page's language; a question of another wording as written.
  const question =
    data.question !== ANPS_QUESTION
      ? data.firstName
        ? `${data.firstName}, ${data.question.charAt(0).toLowerCase()}${data.question.slice(1)}`
        : data.question
      : data.firstName
        ? t('anps.questionNamed', { name: data.firstName })
        : t('anps.question');
  return (
    <InterviewShell title={t('anps.title')}>
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
            {question}
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
                aria-label={
                  s === 0
                    ? t('anps.lowest', { score: number(s) })
                    : s === 10
                      ? t('anps.highest', { score: number(s) })
                      : number(s)
                }
                sx={{ border: 1, borderColor: 'divider', borderRadius: '8px !important' }}
              >
                {number(s)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {t('anps.lowestScale', { score: number(0) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('anps.highestScale', { score: number(10) })}
            </Typography>
          </Box>
        </Box>
        <LightTextField
          label={t('anps.comment')}
          multiline
          minRows={3}
          fullWidth
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          inputProps={{ maxLength: 2000 }}
          sx={{ mt: 3 }}
        />
        {answerState.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {candidateErrorOf(answerState.error, t)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ mt: 2 }}
          disabled={score === null || answerState.isLoading}
        >
          {t('anps.send')}
        </Button>
      </Box>
    </InterviewShell>
  );
};

const AnpsSurveyPage = () => (
  <InterviewTranslated>
    <AnpsSurvey />
  </InterviewTranslated>
);
export default AnpsSurveyPage;
