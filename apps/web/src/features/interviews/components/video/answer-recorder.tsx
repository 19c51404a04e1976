import { isSending, type TRecorderSnapshot, type TVideoQuestionSnapshot, takesLeft } from '@ats/contract';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerStore } from './answer-store';
import { CameraPreview } from './camera-preview';
import { looksLikeVideo } from './media-support';
import { RecorderStatus } from './recorder-status';
import { useAnswerUpload } from './use-answer-upload';
import type { RecorderMachine } from './use-recorder-machine';
import { type RecordedTake, useTakeRecorder } from './use-take-recorder';

export interface RestoredTake {
  blob: Blob;
  durationMs: number;
  mimeType: string;
  pieces: number;
  status: 'recorded' | 'sending';
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

interface Props {
  machine: RecorderMachine;
  snapshot: TRecorderSnapshot;
  stream: MediaStream | null;
  mimeType: string | null;
  question: TVideoQuestionSnapshot;
  /** The answer's upload token; also its key in the browser's storage. */
  token: string;
  /** True once the server knows the question is started (think time already spent). */
  started: boolean;
  /** Starts the question on the server (its timer) before the think time. */
  onStart: () => Promise<void>;
  /**
   * Set on a reload with a take in the browser's storage: one the candidate had sent is sent
   * again without recording; one not yet sent is shown to watch, send or retake.
   */
  restored?: RestoredTake | null;
  /** Uploads to this resumable endpoint instead of the video answer of `token` (spoken assessment items). */
  uploadRoot?: string;
  /** The answer is on the server. */
  onUploaded: () => void;
}

/**
 * One answer: think time, recording up to the question's maximum, playback with retakes, then
 * a resumable send. Driven by the recorder machine; reusable by any one-way video step.
 */
export const AnswerRecorder = (p: Props) => {
  const { machine, snapshot, question, token } = p;
  const state = snapshot.state;
  const rec = useTakeRecorder(p.stream, p.mimeType);
  const upload = useAnswerUpload(machine);
  const [thinkLeft, setThinkLeft] = useState<number | null>(null);
  const [take, setTake] = useState<(RecordedTake & { url: string }) | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const sentRestored = useRef(false);

  useEffect(() => () => void (take && URL.revokeObjectURL(take.url)), [take]);

  const send = useCallback(
    async (t: { blob: Blob; durationMs: number; mimeType: string }) => {
      if (!(await looksLikeVideo(t.blob))) {
        await answerStore.clear(token);
        machine.send({ type: 'CORRUPT' });
        return;
      }
      machine.send({ type: 'VALID' });
      if ((await upload.send({ token, key: token, root: p.uploadRoot, ...t })) === 'uploaded') p.onUploaded();
    },
    [machine, token, upload, p.onUploaded, p.uploadRoot],
  );

  useEffect(() => {
    const r = p.restored;
    if (!r || sentRestored.current) return;
    if (r.status === 'sending' && state === 'validating') {
      sentRestored.current = true;
      void send(r);
    } else if (r.status === 'recorded' && state === 'stopped') {
      sentRestored.current = true;
      setTake({ ...r, url: URL.createObjectURL(r.blob) });
    }
  }, [p.restored, state, send]);

  const record = async () => {
    setNote(null);
    setThinkLeft(null);
    await answerStore.clear(token);
    if (!machine.send({ type: 'START' })) {
      setNote('No retakes left for this question: send the answer you have.');
      return;
    }
    try {
      rec.start(token);
    } catch (e) {
      machine.send({ type: 'FAIL', message: (e as Error).message });
    }
  };

  const stop = useCallback(async () => {
    try {
      const t = await rec.stop();
      await answerStore.saveTake({
        key: token,
        mimeType: t.mimeType,
        durationMs: t.durationMs,
        pieces: t.pieces,
        takes: machine.current().takes,
        status: 'recorded',
        savedAt: Date.now(),
      });
      setTake({ ...t, url: URL.createObjectURL(t.blob) });
      machine.send({ type: 'STOP' });
    } catch (e) {
      machine.send({ type: 'FAIL', message: (e as Error).message });
    }
  }, [rec, token, machine]);

  // The answer stops itself at the question's maximum length.
  useEffect(() => {
    if (state === 'recording' && rec.elapsedMs >= question.maxAnswerSeconds * 1000) void stop();
  }, [state, rec.elapsedMs, question.maxAnswerSeconds, stop]);

  // Think time counts down, then recording starts on its own.
  useEffect(() => {
    if (thinkLeft === null) return;
    if (thinkLeft <= 0) {
      void record();
      return;
    }
    const t = setTimeout(() => setThinkLeft((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(t);
  });

  const begin = async () => {
    try {
      if (!p.started) await p.onStart();
      if (question.thinkTimeSeconds > 0) setThinkLeft(question.thinkTimeSeconds);
      else void record();
    } catch (e) {
      machine.send({ type: 'FAIL', message: (e as Error).message ?? 'The question could not be started' });
    }
  };

  const accept = async () => {
    if (!take || !machine.send({ type: 'ACCEPT' })) return;
    await answerStore.saveTake({
      key: token,
      mimeType: take.mimeType,
      durationMs: take.durationMs,
      pieces: take.pieces,
      takes: snapshot.takes,
      status: 'sending',
      savedAt: Date.now(),
    });
    await send(take);
  };

  const left = takesLeft(snapshot);
  const elapsed = rec.elapsedMs / 1000;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }} id="question-text">
          {question.question}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={`Think time ${mmss(question.thinkTimeSeconds)}`} />
          <Chip size="small" label={`Answer up to ${mmss(question.maxAnswerSeconds)}`} />
          <Chip size="small" label={`${question.retakes} retake${question.retakes === 1 ? '' : 's'}`} />
        </Stack>
      </Box>

      {state !== 'stopped' && !isSending(state) && state !== 'uploaded' && (
        <CameraPreview stream={p.stream} label="Your camera" />
      )}
      {state === 'stopped' && take && <CameraPreview src={take.url} label="Your recorded answer" />}

      {state === 'comfort-zone' && thinkLeft === null && (
        <Box>
          <Button variant="contained" size="large" onClick={() => void begin()}>
            {p.started ? 'Start recording' : 'Start this question'}
          </Button>
        </Box>
      )}
      {state === 'comfort-zone' && thinkLeft !== null && (
        <Stack spacing={1} role="timer" aria-live="off">
          <Typography>
            Think about your answer. Recording starts in <strong>{thinkLeft}</strong> s.
          </Typography>
          <Box>
            <Button variant="contained" onClick={() => void record()}>
              Start recording now
            </Button>
          </Box>
        </Stack>
      )}
      {state === 'recording' && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FiberManualRecord color="error" aria-hidden />
            <Typography>
              {mmss(elapsed)} of {mmss(question.maxAnswerSeconds)}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (elapsed / question.maxAnswerSeconds) * 100)}
            aria-label="Time used"
          />
          <Box>
            <Button variant="contained" color="error" onClick={() => void stop()}>
              Stop recording
            </Button>
          </Box>
        </Stack>
      )}
      {state === 'stopped' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" size="large" onClick={() => void accept()}>
            Send this answer
          </Button>
          <Button variant="outlined" disabled={left === 0} onClick={() => void record()}>
            {left === 0 ? 'No retakes left' : `Record again (${left} left)`}
          </Button>
        </Stack>
      )}
      {(isSending(state) || state === 'uploaded') && (
        <LinearProgress
          variant="determinate"
          value={state === 'uploaded' ? 100 : Math.round(upload.progress * 100)}
          aria-label="Answer sent"
        />
      )}

      <RecorderStatus
        state={state}
        message={note ?? snapshot.message}
        action={
          state === 'upload_failed' || state === 'network_error' ? (
            <Button color="inherit" size="small" onClick={upload.retryNow}>
              Try now
            </Button>
          ) : state === 'corruption_detected' ? (
            <Button color="inherit" size="small" onClick={() => void record()}>
              Record again
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
};
