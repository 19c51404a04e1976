import {
  isSending,
  recorderTransition,
  type TRecorderSnapshot,
  type TVideoQuestionSnapshot,
  takesLeft,
} from '@ats/contract';
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
import { LiveUpload } from './live-upload';
import { looksLikeVideo } from './media-support';
import { RecorderStatus } from './recorder-status';
import { useRecorderText } from './recorder-text';
import { useAnswerUpload } from './use-answer-upload';
import type { RecorderMachine } from './use-recorder-machine';
import { type RecordedTake, useTakeRecorder } from './use-take-recorder';

export interface RestoredTake {
  blob: Blob;
  durationMs: number;
  mimeType: string;
  pieces: number;
  /** `recording`: the page closed mid-answer; shown like a recorded take. */
  status: 'recording' | 'recorded' | 'sending';
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
  /** `recording`: a public recording (no question to answer), worded as a recording. */
  wording?: 'interview' | 'recording';
}

/**
 * One answer: think time, recording up to the question's maximum, playback with retakes, then
 * a resumable send. Driven by the recorder machine; reusable by any one-way video step.
 */
export const AnswerRecorder = (p: Props) => {
  const { machine, snapshot, question, token } = p;
  const state = snapshot.state;
  const { t } = useRecorderText();
  const rec = useTakeRecorder(p.stream, p.mimeType);
  const upload = useAnswerUpload(machine);
  const [thinkLeft, setThinkLeft] = useState<number | null>(null);
  const [take, setTake] = useState<(RecordedTake & { url: string }) | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const sentRestored = useRef(false);
  /** The take's upload, running while it is recorded (video answers only). */
  const live = useRef<LiveUpload | null>(null);

  useEffect(() => () => void (take && URL.revokeObjectURL(take.url)), [take]);
  useEffect(() => () => live.current?.close(), []);

  const send = useCallback(
    async (t: { blob: Blob; durationMs: number; mimeType: string }) => {
      if (!(await looksLikeVideo(t.blob))) {
        await live.current?.discard();
        live.current = null;
        await answerStore.clear(token);
        machine.send({ type: 'CORRUPT' });
        return;
      }
      machine.send({ type: 'VALID' });
      const sent = await upload.send({ token, key: token, root: p.uploadRoot, live: live.current, ...t });
      if (sent !== 'failed') {
        live.current?.close();
        live.current = null;
      }
      if (sent === 'uploaded') p.onUploaded();
    },
    [machine, token, upload, p.onUploaded, p.uploadRoot],
  );

  useEffect(() => {
    const r = p.restored;
    if (!r || sentRestored.current) return;
    if (r.status === 'sending' && state === 'validating') {
      sentRestored.current = true;
      void send(r);
    } else if (r.status !== 'sending' && state === 'stopped') {
      sentRestored.current = true;
      setTake({ ...r, url: URL.createObjectURL(r.blob) });
    }
  }, [p.restored, state, send]);

  /** Starts the take's upload (deferred length) and keeps its URL with the take in IndexedDB. */
  const startLive = (mimeType: string) => {
    const l = new LiveUpload({
      token,
      mimeType,
      read: (idx) => answerStore.piece(token, idx),
      onUploadUrl: (url) => void answerStore.setUploadUrl(token, url).catch(() => undefined),
    });
    void answerStore
      .saveTake({
        key: token,
        mimeType,
        durationMs: 0,
        pieces: 0,
        takes: machine.current().takes,
        status: 'recording',
        savedAt: Date.now(),
        lengthDeferred: true,
      })
      .catch(() => undefined);
    return l;
  };

  const record = async () => {
    setNote(null);
    setThinkLeft(null);
    if (!recorderTransition(machine.current(), { type: 'START' }).ok) {
      setNote(t('errors.noRetakesLeft'));
      return;
    }
    // A retake: the last take's upload is deleted on the server before this one starts.
    await live.current?.discard();
    live.current = null;
    await answerStore.clear(token);
    if (!machine.send({ type: 'START' })) {
      setNote(t('errors.noRetakesLeft'));
      return;
    }
    try {
      // Video answers upload while they are recorded, each piece once it is stored.
      const l = p.uploadRoot || !p.mimeType ? null : startLive(p.mimeType);
      live.current = l;
      rec.start(token, l ? (idx, size) => l.add(idx, size) : undefined);
    } catch {
      machine.send({ type: 'FAIL', message: t('errors.recorderFailed') });
    }
  };

  const stop = useCallback(async () => {
    try {
      const t = await rec.stop();
      // The rest of the bytes go now; the length waits for "Send".
      live.current?.stop(t.durationMs);
      const prev = await answerStore.getTake(token).catch(() => undefined);
      await answerStore.saveTake({
        ...prev,
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
    } catch {
      machine.send({ type: 'FAIL', message: t('errors.recorderFailed') });
    }
  }, [rec, token, machine, t]);

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
    } catch {
      machine.send({ type: 'FAIL', message: t('errors.startFailed') });
    }
  };

  const accept = async () => {
    if (!take || !machine.send({ type: 'ACCEPT' })) return;
    const prev = await answerStore.getTake(token).catch(() => undefined);
    await answerStore.saveTake({
      ...prev,
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
  const recording = p.wording === 'recording';
  const elapsed = rec.elapsedMs / 1000;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography
          variant="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 700 }}
          id="question-text"
          translate="no"
        >
          {question.question}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {question.thinkTimeSeconds > 0 && (
            <Chip size="small" label={t('answer.thinkTime', { time: mmss(question.thinkTimeSeconds) })} />
          )}
          <Chip
            size="small"
            label={
              recording
                ? t('recording.upTo', { time: mmss(question.maxAnswerSeconds) })
                : t('answer.answerUpTo', { time: mmss(question.maxAnswerSeconds) })
            }
          />
          <Chip size="small" label={t('answer.retakes', { count: question.retakes })} />
        </Stack>
      </Box>

      {state !== 'stopped' && !isSending(state) && state !== 'uploaded' && (
        <CameraPreview stream={p.stream} label={t('answer.yourCamera')} />
      )}
      {state === 'stopped' && take && <CameraPreview src={take.url} label={t('answer.yourAnswer')} />}

      {state === 'comfort-zone' && thinkLeft === null && (
        <Box>
          <Button variant="contained" size="large" onClick={() => void begin()}>
            {recording
              ? t('recording.start')
              : p.started
                ? t('answer.startRecording')
                : t('answer.startQuestion')}
          </Button>
        </Box>
      )}
      {state === 'comfort-zone' && thinkLeft !== null && (
        <Stack spacing={1} role="timer" aria-live="off">
          <Typography>{t('answer.thinking', { seconds: thinkLeft })}</Typography>
          <Box>
            <Button variant="contained" onClick={() => void record()}>
              {t('answer.startNow')}
            </Button>
          </Box>
        </Stack>
      )}
      {state === 'recording' && (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FiberManualRecord color="error" aria-hidden />
            <Typography>
              {t('answer.elapsed', { elapsed: mmss(elapsed), max: mmss(question.maxAnswerSeconds) })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (elapsed / question.maxAnswerSeconds) * 100)}
            aria-label={t('answer.timeUsed')}
          />
          <Box>
            <Button variant="contained" color="error" onClick={() => void stop()}>
              {t('answer.stopRecording')}
            </Button>
          </Box>
        </Stack>
      )}
      {state === 'stopped' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" size="large" onClick={() => void accept()}>
            {recording ? t('recording.send') : t('answer.send')}
          </Button>
          <Button variant="outlined" disabled={left === 0} onClick={() => void record()}>
            {left === 0 ? t('answer.noRetakes') : t('answer.recordAgainLeft', { count: left })}
          </Button>
        </Stack>
      )}
      {(isSending(state) || state === 'uploaded') && (
        <LinearProgress
          variant="determinate"
          value={state === 'uploaded' ? 100 : Math.round(upload.progress * 100)}
          aria-label={t('answer.sendProgress')}
        />
      )}

      <RecorderStatus
        state={state}
        message={note ?? snapshot.message}
        action={
          state === 'upload_failed' || state === 'network_error' ? (
            <Button color="inherit" size="small" onClick={upload.retryNow}>
              {t('answer.tryNow')}
            </Button>
          ) : state === 'corruption_detected' ? (
            <Button color="inherit" size="small" onClick={() => void record()}>
              {t('answer.recordAgain')}
            </Button>
          ) : undefined
        }
      />
    </Stack>
  );
};
