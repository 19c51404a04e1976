import type { TCandidateTypingOutcome, TTypingContent, TTypingLog } from '@ats/contract';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { statusOf } from '../../../shared/api-error';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { PRACTICE_LINES } from './practice-lines';
import { TypingIntro } from './typing-intro';
import { TypingNotice } from './typing-notice';
import { TypingPractice } from './typing-practice';
import { TypingResult } from './typing-result';
import { TypingTestRun } from './typing-test-run';

interface Props {
  content: TTypingContent;
  /** Restarts made before this page load (the test was already started). */
  initialRestarts?: number;
  /** Tells the server the test begins (interview links); rejects with the API error. */
  onStart: () => Promise<unknown>;
  onSubmit: (log: TTypingLog) => Promise<TCandidateTypingOutcome>;
  /** Shown instead of the flow when the server says the link is closed (404/409/410). */
  onClosed?: (message: string) => void;
  /** Inside the application flow: the link that leads on, shown with the result. */
  next?: ReactNode;
}

type Stage = 'intro' | 'practice' | 'test' | 'sending' | 'result';

/** Intro → practice line → timed test → the server's result. */
export const TypingAssessmentFlow = ({
  content,
  initialRestarts = 0,
  onStart,
  onSubmit,
  onClosed,
  next,
}: Props) => {
  const { t } = useTranslation('interviews');
  const [stage, setStage] = useState<Stage>('intro');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [log, setLog] = useState<TTypingLog | null>(null);
  const [outcome, setOutcome] = useState<TCandidateTypingOutcome | null>(null);

  const failed = (e: unknown) => {
    const status = statusOf(e);
    const message = candidateErrorOf(e, t);
    if ((status === 404 || status === 409 || status === 410) && onClosed) onClosed(message);
    else setError(message);
  };

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await onStart();
      setStage('test');
    } catch (e) {
      failed(e);
    } finally {
      setStarting(false);
    }
  };

  const send = async (l: TTypingLog) => {
    setLog(l);
    setStage('sending');
    setError(null);
    try {
      setOutcome(await onSubmit(l));
      setStage('result');
    } catch (e) {
      failed(e);
    }
  };

  return (
    <Stack spacing={2}>
      {error && (
        <TypingNotice
          severity="error"
          action={
            stage === 'sending' && log ? (
              <LightButton type="button" size="small" onClick={() => send(log)}>
                {t('typing.sendAgain')}
              </LightButton>
            ) : undefined
          }
        >
          {error}
        </TypingNotice>
      )}
      {stage === 'intro' && (
        <TypingIntro content={content} onPractice={() => setStage('practice')} onSkipPractice={start} />
      )}
      {stage === 'practice' && (
        <TypingPractice line={PRACTICE_LINES[content.language]} onStartTest={start} starting={starting} />
      )}
      {stage === 'test' && (
        <TypingTestRun content={content} initialRestarts={initialRestarts} onFinish={send} />
      )}
      {stage === 'sending' && !error && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={22} aria-hidden />
          <Typography>{t('typing.sending')}</Typography>
        </Stack>
      )}
      {stage === 'result' && outcome && <TypingResult outcome={outcome} inFlow={Boolean(next)} />}
      {stage === 'result' && outcome && next}
    </Stack>
  );
};
