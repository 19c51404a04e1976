import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { useIntlFormat } from '../../../shared/i18n';
import { useCompleteApplicationMutation, useRunPreScreeningMutation, useStartTypingMutation } from '../api';
import { statusPath } from '../flow-paths';
import { FlowError, type StepProps } from './flow-state';

/** Runs a server step once on arrival (StrictMode mounts twice; the ref keeps it to one call). */
const useOnce = (run: () => void) => {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  });
};

/** pre-screening: the server applies the job's rules; a "no" ends politely. */
export const PreScreeningStep = ({ state, onDone }: StepProps) => {
  const { t } = useTranslation();
  const [run, { isLoading }] = useRunPreScreeningMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const go = () => {
    setFailure(null);
    run(state.applicantId)
      .unwrap()
      .then((r) => onDone(r.state))
      .catch((err) => setFailure(candidateErrorOf(err, t)));
  };
  useOnce(go);
  return (
    <Box role="status" aria-live="polite">
      <FlowError message={failure} />
      {isLoading && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('preScreening.checking')}</Typography>
        </Box>
      )}
      {failure && <Button onClick={go}>{t('common.retry')}</Button>}
    </Box>
  );
};

/** typing-assessment: opens the typing test (the interviews page) and comes back here after it. */
export const TypingStep = ({ state }: StepProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const [start, { isLoading }] = useStartTypingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    try {
      const { token } = await start(state.applicantId).unwrap();
      navigate(`/interviews/typing-assessment/${token}?next=${encodeURIComponent(here)}`);
    } catch (err) {
      setFailure(candidateErrorOf(err, t));
    }
  };
  const minutes = state.steps.find((s) => s.step === 'typing-assessment')?.minutes ?? 0;
  return (
    <Box>
      <FlowError message={failure} />
      <Typography sx={{ mb: 2 }}>{t('typing.intro', { count: minutes })}</Typography>
      <Button variant="contained" size="large" onClick={open} disabled={isLoading}>
        {t('typing.start')}
      </Button>
    </Box>
  );
};

/** success: sends the application (completedAt, confirmation mail) and says what happens next. */
export const SuccessStep = ({ state, onDone }: StepProps) => {
  const { t } = useTranslation();
  const fmt = useIntlFormat();
  const [complete, { isLoading }] = useCompleteApplicationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const go = () => {
    setFailure(null);
    complete(state.applicantId)
      .unwrap()
      .then(onDone)
      .catch((err) => setFailure(candidateErrorOf(err, t)));
  };
  useOnce(() => {
    if (!state.completedAt) go();
  });
  if (!state.completedAt)
    return (
      <Box role="status" aria-live="polite">
        <FlowError message={failure} />
        {isLoading && <CircularProgress aria-label={t('success.sending')} />}
        {failure && <Button onClick={go}>{t('common.retry')}</Button>}
      </Box>
    );
  return (
    <Box role="status">
      <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>
        {t('success.thanks', { title: state.title })}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t('success.reference')} <strong translate="no">{state.reference}</strong>
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('success.sentOn', { date: fmt.date(state.completedAt) })}</Typography>
      <Typography sx={{ mb: 1 }}>{t('success.next')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('success.email', { email: state.personalInfo.email })}</Typography>
      <Button
        variant="outlined"
        component={RouterLink}
        to={statusPath(state.requisitionId, state.applicantId)}
      >
        {t('status.open')}
      </Button>
    </Box>
  );
};
