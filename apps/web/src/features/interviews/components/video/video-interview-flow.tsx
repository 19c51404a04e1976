import {
  isSending,
  restoredRecorder,
  type TCandidateVideoInterview,
  type TComfortZoneChecks,
} from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AnswerRecorder, type RestoredTake } from './answer-recorder';
import { answerStore } from './answer-store';
import { askMedia } from './ask-media';
import { CameraHelp } from './camera-help';
import { ComfortZone } from './comfort-zone';
import { canRecord, pickMimeType } from './media-support';
import { QuestionList } from './question-list';
import { needingAttention, progressOf } from './question-overview';
import { RecorderStatus } from './recorder-status';
import { useRecorderText } from './recorder-text';
import { useRecorderMachine } from './use-recorder-machine';

type Question = TCandidateVideoInterview['questions'][number];

interface Props {
  interview: TCandidateVideoInterview;
  onStartQuestion: (token: string) => Promise<void>;
  onSaveChecks: (token: string, checks: TComfortZoneChecks) => Promise<void>;
  measureKbps: (token: string) => Promise<number | null>;
  /** Every question is answered (or closed): the page reloads the interview. */
  onFinished: () => void;
  /** `recording`: a public recording, worded as one (no question count, "Send this recording"). */
  wording?: 'interview' | 'recording';
}

const isOpen = (q: Question) =>
  q.answerStatus !== 'uploaded' && (q.phase === 'new' || q.phase === 'sent' || q.phase === 'started');

/** Whether a question of the interview can still be answered (else the page says it is closed). */
export const hasOpenQuestion = (interview: TCandidateVideoInterview) => interview.questions.some(isOpen);

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
  wording = 'interview',
}: Props) => {
  const { t } = useRecorderText();
  const open = interview.questions.filter(isOpen);
  const [position, setPosition] = useState(0);
  /** Questions whose answer this page saw reach the server. */
  const [sentHere, setSentHere] = useState<ReadonlySet<string>>(() => new Set());
  const heading = useRef<HTMLParagraphElement>(null);
  const question = open[position];
  const { snapshot, machine } = useRecorderMachine(question?.retakes ?? 0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [checksDone, setChecksDone] = useState(interview.checksDone);
  const [restored, setRestored] = useState<RestoredTake | null>(null);
  const [startedTokens, setStartedTokens] = useState<Set<string>>(
    () => new Set(interview.questions.filter((q) => q.phase === 'started').map((q) => q.token)),
  );
  const mimeType = pickMimeType();
  const booted = useRef(false);

  const askCamera = useCallback(async () => {
    if (!canRecord()) {
      machine.send({ type: 'FAIL', message: t('errors.unsupportedBrowser') });
      return;
    }
    await askMedia(
      machine,
      { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
      setStream,
      t('errors.noDevice'),
    );
  }, [machine, t]);

  // On arrival: a take in the browser's storage comes back (one being sent resumes without the
  // camera; one not yet sent is shown to watch, send or retake); otherwise the camera is asked for.
  useEffect(() => {
    if (booted.current || !question) return;
    booted.current = true;
    void (async () => {
      let take = await answerStore.getTake(question.token).catch(() => undefined);
      if ((!take || take.status === 'recording') && question.phase === 'started' && mimeType) {
        // Cut off mid-answer: keep what was recorded (one piece a second) as a take to watch;
        // its upload (begun while recording) goes on from the server's offset when it is sent.
        const live = take;
        take = undefined;
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
            ...(live?.uploadUrl ? { uploadUrl: live.uploadUrl, lengthDeferred: live.lengthDeferred } : {}),
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

  // An answer that reached the server stays answered in the list after moving on.
  const currentToken = question?.token ?? null;
  useEffect(() => {
    if (snapshot.state !== 'uploaded' || !currentToken) return;
    setSentHere((s) => (s.has(currentToken) ? s : new Set([...s, currentToken])));
  }, [snapshot.state, currentToken]);

  if (!question) return null;
  const state = snapshot.state;
  const number = interview.questions.indexOf(question) + 1;
  const progress = interview.questions.map((q) => progressOf(q, { token: question.token, state }, sentHere));
  const attention = needingAttention(interview.questions, progress, question.token);
  // Moving between questions only between answers (never mid-recording or mid-send).
  const idle = state === 'comfort-zone' || state === 'uploaded';

  const show = (i: number) => {
    const target = open[i]!;
    setRestored(null);
    if (machine.current().state === 'uploaded') machine.send({ type: 'NEXT' });
    machine.setRetakes(target.retakes);
    setPosition(i);
    if (!stream) {
      // Resumed without the camera: ask for it now.
      machine.send({ type: 'FAIL', message: t('errors.allowForNext') });
    }
    requestAnimationFrame(() => heading.current?.focus());
  };
  const sent = new Set([...sentHere, ...(state === 'uploaded' ? [question.token] : [])]);
  // The next question still to answer (after this one first, then any skipped before it).
  const following = [...open.slice(position + 1), ...open.slice(0, position)].find((q) => !sent.has(q.token));
  const next = () => {
    if (!following) {
      setRestored(null);
      onFinished();
      return;
    }
    show(open.indexOf(following));
  };
  const goTo = (token: string) => {
    const i = open.findIndex((q) => q.token === token);
    if (i >= 0) show(i);
  };

  return (
    <Stack spacing={2}>
      {interview.questions.length > 1 && (
        <QuestionList
          questions={interview.questions.map((q, i) => ({
            token: q.token,
            index: q.index,
            question: q.question,
            progress: progress[i]!,
          }))}
          currentToken={question.token}
          attention={attention && open.includes(attention) ? attention : null}
          onGoTo={idle ? goTo : null}
        />
      )}
      <Typography variant="overline" component="p" color="text.secondary" ref={heading} tabIndex={-1}>
        {wording === 'recording'
          ? t('recording.title')
          : t('flow.questionOf', { n: number, total: interview.questions.length })}
      </Typography>

      {(state === 'prompt' || state === 'granted') && (
        <RecorderStatus
          state={state}
          action={
            state === 'prompt' ? (
              <Button color="inherit" size="small" onClick={() => void askCamera()}>
                {t('flow.allowCamera')}
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
              {t('flow.startAgain')}
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
            wording={wording}
          />
        )}
      {state === 'uploaded' && (
        <Box>
          <Button variant="contained" size="large" onClick={next}>
            {following ? t('flow.nextQuestion') : t('flow.finish')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
