import {
  isSending,
  restoredRecorder,
  type TCandidateVideoInterview,
  type TComfortZoneChecks,
} from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AnswerRecorder, type RestoredTake } from './answer-recorder';
import { answerStore } from './answer-store';
import { CameraHelp } from './camera-help';
import { ComfortZone } from './comfort-zone';
import { canRecord, pickMimeType } from './media-support';
import { RecorderStatus } from './recorder-status';
import { useRecorderMachine } from './use-recorder-machine';

type Question = TCandidateVideoInterview['questions'][number];

interface Props {
  interview: TCandidateVideoInterview;
  onStartQuestion: (token: string) => Promise<void>;
  onSaveChecks: (token: string, checks: TComfortZoneChecks) => Promise<void>;
  measureKbps: (token: string) => Promise<number | null>;
  /** Every question is answered (or closed): the page reloads the interview. */
  onFinished: () => void;
}

const isOpen = (q: Question) =>
  q.answerStatus !== 'uploaded' && (q.phase === 'new' || q.phase === 'sent' || q.phase === 'started');

/**
 * The candidate's walk through a video interview: camera permission, the comfort zone, then each
 * open question in order (`index`), recording and sending one answer at a time.
 */
export const VideoInterviewFlow = ({
  interview,
  onStartQuestion,
  onSaveChecks,
  measureKbps,
  onFinished,
}: Props) => {
  const open = interview.questions.filter(isOpen);
  const [position, setPosition] = useState(0);
  const question = open[position];
  const { snapshot, machine } = useRecorderMachine(question?.retakes ?? 0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [checksDone, setChecksDone] = useState(interview.checksDone);
  const [restored, setRestored] = useState<RestoredTake | null>(null);
  const [startedTokens, setStartedTokens] = useState<Set<string>>(
    () => new Set(interview.questions.filter((q) => q.phase === 'started').map((q) => q.token)),
  );
  const mimeType = pickMimeType();
  const phone = useMediaQuery('(max-width:600px)');
  const booted = useRef(false);

  const askCamera = useCallback(async () => {
    if (!canRecord()) {
      machine.send({
        type: 'FAIL',
        message: 'This browser cannot record video. Use a current Chrome, Edge, Firefox or Safari.',
      });
      return;
    }
    try {
      const s = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
        audio: { echoCancellation: true, noiseSuppression: true },
      });
      setStream(s);
      machine.send({ type: 'PERMISSION_GRANTED' });
      machine.send({ type: 'ENTER_COMFORT_ZONE' });
    } catch (e) {
      const name = (e as DOMException).name;
      if (name === 'NotAllowedError' || name === 'SecurityError') machine.send({ type: 'PERMISSION_DENIED' });
      else
        machine.send({
          type: 'FAIL',
          message: 'No camera or microphone was found. Connect one and start again.',
        });
    }
  }, [machine]);

  // On arrival: a take in the browser's storage comes back (one being sent resumes without the
  // camera; one not yet sent is shown to watch, send or retake); otherwise the camera is asked for.
  useEffect(() => {
    if (booted.current || !question) return;
    booted.current = true;
    void (async () => {
      let take = await answerStore.getTake(question.token).catch(() => undefined);
      if (!take && question.phase === 'started' && mimeType) {
        // Cut off mid-answer: keep what was recorded (one piece a second) as a take to watch.
        const pieces = await answerStore.unfinishedPieces(question.token).catch(() => []);
        if (pieces.length) {
          take = {
            key: question.token,
            mimeType: pieces[0]?.type || mimeType,
            durationMs: pieces.length * 1000,
            pieces: pieces.length,
            takes: 1,
            status: 'recorded',
            savedAt: Date.now(),
          };
          await answerStore.saveTake(take).catch(() => undefined);
        }
      }
      const blob =
        take && question.phase === 'started' ? await answerStore.blobOf(take).catch(() => null) : null;
      if (take && blob?.size) {
        const { durationMs, mimeType, pieces, status } = take;
        machine.reset(
          restoredRecorder(
            question.retakes,
            status === 'sending' ? 'validating' : 'stopped',
            take.takes ?? 1,
          ),
        );
        setRestored({ blob, durationMs, mimeType, pieces, status });
        // A take to watch may still be retaken: that needs the camera.
        if (status === 'recorded') void askCamera();
      } else void askCamera();
    })();
  }, [question, machine, askCamera, mimeType]);

  useEffect(
    () => () => {
      for (const t of stream?.getTracks() ?? []) t.stop();
    },
    [stream],
  );

  // Leaving while an answer is being recorded or sent asks first (it would resume anyway).
  useEffect(() => {
    if (snapshot.state !== 'recording' && !isSending(snapshot.state)) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [snapshot.state]);

  if (!question) return null;
  const state = snapshot.state;
  const number = interview.questions.indexOf(question) + 1;

  const next = () => {
    setRestored(null);
    if (position + 1 >= open.length) {
      onFinished();
      return;
    }
    const following = open[position + 1]!;
    machine.send({ type: 'NEXT' });
    machine.setRetakes(following.retakes);
    setPosition(position + 1);
    if (!stream) {
      // Resumed without the camera: ask for it now.
      machine.send({ type: 'FAIL', message: 'Allow the camera to record the next answer.' });
    }
  };

  return (
    <Stack spacing={2}>
      {!phone && interview.questions.length > 1 && (
        <Stepper activeStep={number - 1} alternativeLabel aria-label="Questions">
          {interview.questions.map((q) => (
            <Step key={q.index} completed={!isOpen(q) || (q === question && state === 'uploaded')}>
              <StepLabel>{`Question ${q.index + 1}`}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Typography variant="overline" component="p" color="text.secondary">
        Question {number} of {interview.questions.length}
      </Typography>

      {(state === 'prompt' || state === 'granted') && (
        <RecorderStatus
          state={state}
          action={
            state === 'prompt' ? (
              <Button color="inherit" size="small" onClick={() => void askCamera()}>
                Allow camera
              </Button>
            ) : undefined
          }
        />
      )}
      {state === 'denied' && (
        <>
          <RecorderStatus state="denied" />
          <CameraHelp
            onRetry={() => {
              machine.send({ type: 'ASK_AGAIN' });
              void askCamera();
            }}
          />
        </>
      )}
      {state === 'error' && (
        <RecorderStatus
          state="error"
          message={snapshot.message}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                machine.send({ type: 'RESET' });
                void askCamera();
              }}
            >
              Start again
            </Button>
          }
        />
      )}
      {state === 'comfort-zone' && !checksDone && stream && mimeType && (
        <ComfortZone
          stream={stream}
          mimeType={mimeType}
          measureKbps={() => measureKbps(question.token)}
          onReady={(checks) => {
            setChecksDone(true);
            void onSaveChecks(question.token, checks).catch(() => undefined);
          }}
        />
      )}
      {!['prompt', 'granted', 'denied', 'error'].includes(state) &&
        (checksDone || state !== 'comfort-zone') && (
          <AnswerRecorder
            key={question.token}
            machine={machine}
            snapshot={snapshot}
            stream={stream}
            mimeType={mimeType}
            question={question}
            token={question.token}
            started={startedTokens.has(question.token)}
            restored={restored}
            onStart={async () => {
              await onStartQuestion(question.token);
              setStartedTokens((s) => new Set([...s, question.token]));
            }}
            onUploaded={() => undefined}
          />
        )}
      {state === 'uploaded' && (
        <Box>
          <Button variant="contained" size="large" onClick={next}>
            {position + 1 >= open.length ? 'Finish' : 'Next question'}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
