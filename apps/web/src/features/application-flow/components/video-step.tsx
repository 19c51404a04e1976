import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { loadVideoRecorder } from '../../../entities/candidate-pages/video-recorder-slot';
import { statusOf } from '../../../shared/api-error';
import { LightTextField } from '../../../shared/ui/light-text-field/light-text-field';
import { useStartVideoMutation, useSubmitVideoMutation } from '../api';
import { FlowError, FlowLoading, type StepProps } from './flow-state';

// The recorder (camera, comfort zone, uploads) is the interviews feature's; it loads with this step only.
const Recorder = lazy(loadVideoRecorder);

/**
 * video-questions: the application's video group (made on the first visit, reused after), recorded
 * with the interview recorder; once every answer is received and validated the step is submitted
 * and the flow moves on. A candidate who cannot record says so: an accommodation request the
 * recruiter sees, the answers already sent are kept, and the flow goes on
 * (docs/decisions/application-flow.md#video-step).
 */
export const VideoStep = ({ state, onDone }: StepProps) => {
  const { t } = useTranslation();
  const [start] = useStartVideoMutation();
  const [submit, { isLoading: saving }] = useSubmitVideoMutation();
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState(false);
  const [unable, setUnable] = useState<{ reason: string } | null>(null);
  const [unableSent, setUnableSent] = useState(false);
  const opened = useRef(false);
  const unableTitle = useRef<HTMLHeadingElement>(null);

  const open = useCallback(() => {
    setFailure(null);
    start(state.applicantId)
      .unwrap()
      .then((r) => setToken(r.token))
      .catch((err) => setFailure(candidateErrorOf(err, t)));
  }, [start, state.applicantId, t]);
  // Once on arrival (StrictMode mounts twice; the server reuses the group anyway).
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);

  const send = useCallback(() => {
    setFailure(null);
    submit({ applicantId: state.applicantId })
      .unwrap()
      .then(onDone)
      .catch((err) => setFailure(statusOf(err) === 409 ? t('video.notReceived') : candidateErrorOf(err, t)));
  }, [submit, state.applicantId, onDone, t]);
  const onAnswered = useCallback(() => {
    setAnswered(true);
    send();
  }, [send]);

  const sendUnable = () => {
    if (!unable) return;
    setFailure(null);
    setUnableSent(true);
    submit({ applicantId: state.applicantId, body: { unableToRecord: { reason: unable.reason.trim() } } })
      .unwrap()
      .then(onDone)
      .catch((err) => {
        setUnableSent(false);
        setFailure(candidateErrorOf(err, t));
      });
  };
  const openUnable = () => {
    setUnable({ reason: '' });
    requestAnimationFrame(() => unableTitle.current?.focus());
  };

  const minutes = state.steps.find((s) => s.step === 'video-questions')?.minutes ?? 0;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('video.intro', { count: minutes })}</Typography>
      <FlowError message={failure} />
      {!token && !failure && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('video.opening')}</Typography>
        </Box>
      )}
      {!token && failure && <Button onClick={open}>{t('common.retry')}</Button>}
      {token && !answered && (
        <Suspense fallback={<FlowLoading />}>
          <Recorder token={token} onAnswered={onAnswered} />
        </Suspense>
      )}
      {!answered && (
        <Box
          component="section"
          aria-labelledby="unable-title"
          sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography
            id="unable-title"
            ref={unableTitle}
            tabIndex={-1}
            variant="h2"
            sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}
          >
            {t('video.unable.title')}
          </Typography>
          {!unable ? (
            <>
              <Typography sx={{ mb: 1 }}>{t('video.unable.offer')}</Typography>
              <Button variant="outlined" onClick={openUnable} data-testid="cannot-record">
                {t('video.unable.button')}
              </Button>
            </>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>{t('video.unable.explain')}</Typography>
              <LightTextField
                label={t('video.unable.reason')}
                helperText={t('video.unable.reasonHint')}
                value={unable.reason}
                onChange={(e) => setUnable({ reason: e.target.value.slice(0, 2000) })}
                multiline
                minRows={3}
                fullWidth
              />
              <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={sendUnable} disabled={unableSent}>
                  {t('video.unable.send')}
                </Button>
                <Button onClick={() => setUnable(null)} disabled={unableSent}>
                  {t('common.cancel')}
                </Button>
              </Box>
            </>
          )}
        </Box>
      )}
      {answered && (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          {saving && <CircularProgress size={24} aria-hidden />}
          {saving && <Typography>{t('video.saving')}</Typography>}
          {failure && !saving && <Button onClick={send}>{t('common.retry')}</Button>}
        </Box>
      )}
    </Box>
  );
};
