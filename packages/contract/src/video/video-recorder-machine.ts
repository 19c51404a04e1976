/**
 * The video recorder's fourteen states (SPEC §3 "Recording states"), each with the message the
 * candidate reads and the one action that helps. The state name is announced to assistive
 * technology by the recorder (a live region), so every label reads well on its own.
 */
export const RECORDER_STATES = {
  prompt: {
    label: 'Waiting for camera permission',
    description: 'Allow the camera and microphone when your browser asks.',
  },
  granted: { label: 'Camera ready', description: 'Your camera and microphone are on.' },
  denied: {
    label: 'Camera blocked',
    description: 'The browser blocked the camera or microphone. Allow them, then try again.',
  },
  'comfort-zone': {
    label: 'Ready to record',
    description: 'Check your picture and sound. Practice as often as you like: practice is never sent.',
  },
  recording: { label: 'Recording', description: 'Answer the question. Stop when you are done.' },
  stopped: {
    label: 'Recording stopped',
    description: 'Watch your answer, then send it or record it again.',
  },
  validating: { label: 'Checking your recording', description: 'Making sure the video is complete.' },
  corruption_detected: {
    label: 'Recording damaged',
    description: 'The recording is incomplete. Record it again: this does not use up a retake.',
  },
  uploading: { label: 'Sending your answer', description: 'Keep this page open until it is sent.' },
  uploaded: { label: 'Answer sent', description: 'Your answer has been received.' },
  upload_failed: {
    label: 'Sending failed',
    description: 'The answer is safe on this device. It will be sent again shortly.',
  },
  retrying: { label: 'Sending again', description: 'Trying to send your answer again.' },
  network_error: {
    label: 'No connection',
    description:
      'You seem to be offline. Your answer is saved on this device and will be sent when you are back online.',
  },
  error: {
    label: 'Something went wrong',
    description: 'The recorder stopped unexpectedly. Start again: saved answers are kept.',
  },
} as const;
export type TRecorderState = keyof typeof RECORDER_STATES;

/** What can happen to the recorder. */
export type TRecorderEvent =
  | { type: 'PERMISSION_GRANTED' }
  | { type: 'PERMISSION_DENIED' }
  | { type: 'ASK_AGAIN' }
  | { type: 'ENTER_COMFORT_ZONE' }
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'ACCEPT' }
  | { type: 'VALID' }
  | { type: 'CORRUPT' }
  | { type: 'UPLOADED' }
  | { type: 'UPLOAD_FAILED' }
  | { type: 'OFFLINE' }
  | { type: 'RETRY' }
  | { type: 'RESUMED' }
  | { type: 'NEXT' }
  | { type: 'FAIL'; message?: string }
  | { type: 'RESET' };
export type TRecorderEventType = TRecorderEvent['type'];

/**
 * Every allowed transition: `state → event → next state`. Anything not listed is refused, so
 * the recorder can never, say, upload a take that was not validated or record while sending.
 */
export const RECORDER_TRANSITIONS: Record<
  TRecorderState,
  Partial<Record<TRecorderEventType, TRecorderState>>
> = {
  prompt: { PERMISSION_GRANTED: 'granted', PERMISSION_DENIED: 'denied', FAIL: 'error' },
  granted: { ENTER_COMFORT_ZONE: 'comfort-zone', FAIL: 'error' },
  denied: { ASK_AGAIN: 'prompt' },
  'comfort-zone': { START: 'recording', FAIL: 'error' },
  recording: { STOP: 'stopped', FAIL: 'error' },
  // START from stopped is a retake (guarded by the take count below).
  stopped: { ACCEPT: 'validating', START: 'recording', FAIL: 'error' },
  validating: { VALID: 'uploading', CORRUPT: 'corruption_detected', FAIL: 'error' },
  // A free retake: a damaged recording never uses up one of the candidate's retakes.
  corruption_detected: { START: 'recording', FAIL: 'error' },
  uploading: {
    UPLOADED: 'uploaded',
    UPLOAD_FAILED: 'upload_failed',
    OFFLINE: 'network_error',
    CORRUPT: 'corruption_detected',
    FAIL: 'error',
  },
  upload_failed: { RETRY: 'retrying', OFFLINE: 'network_error', FAIL: 'error' },
  retrying: {
    RESUMED: 'uploading',
    UPLOADED: 'uploaded',
    UPLOAD_FAILED: 'upload_failed',
    OFFLINE: 'network_error',
    CORRUPT: 'corruption_detected',
    FAIL: 'error',
  },
  network_error: { RETRY: 'retrying', FAIL: 'error' },
  uploaded: { NEXT: 'comfort-zone' },
  error: { RESET: 'prompt' },
};

/** The recorder's state plus the counters its guards need. */
export interface TRecorderSnapshot {
  state: TRecorderState;
  /** Takes recorded for this question (a damaged take is given back). */
  takes: number;
  /** Retakes the question allows: takes may reach `1 + retakes`. */
  retakes: number;
  /** Upload retries since the last success (drives the back-off). */
  retries: number;
  /** The last FAIL's message, for the error state. */
  message: string | null;
}

export const initialRecorder = (retakes = 0): TRecorderSnapshot => ({
  state: 'prompt',
  takes: 0,
  retakes,
  retries: 0,
  message: null,
});

/**
 * A take restored from the browser's storage after a reload or a closed tab. One the candidate had
 * sent re-enters at `validating` (checked again, then sent, without the camera); one recorded but
 * not yet sent re-enters at `stopped`, to be watched and sent or retaken (`takes` already used).
 */
export const restoredRecorder = (
  retakes = 0,
  at: 'validating' | 'stopped' = 'validating',
  takes = 1,
): TRecorderSnapshot => ({
  ...initialRecorder(retakes),
  state: at,
  takes: Math.max(1, takes),
});

export type TRecorderResult =
  | { ok: true; snapshot: TRecorderSnapshot }
  | { ok: false; snapshot: TRecorderSnapshot; reason: string };

/** Takes left for the current question (the first take is not a retake). */
export const takesLeft = (s: TRecorderSnapshot) => Math.max(0, 1 + s.retakes - s.takes);

/**
 * The one transition function (pure). Refused events leave the snapshot unchanged and say why.
 * `practice` takes (the comfort zone's) are handled by the component, never by this machine.
 */
export const recorderTransition = (s: TRecorderSnapshot, e: TRecorderEvent): TRecorderResult => {
  const next = RECORDER_TRANSITIONS[s.state][e.type];
  if (!next) return { ok: false, snapshot: s, reason: `${e.type} is not allowed while ${s.state}` };
  if (e.type === 'START' && s.state === 'stopped' && takesLeft(s) === 0)
    return { ok: false, snapshot: s, reason: 'No retakes left for this question' };
  const out: TRecorderSnapshot = { ...s, state: next, message: null };
  if (e.type === 'START' && s.state !== 'corruption_detected') out.takes = s.takes + 1;
  if (e.type === 'RETRY') out.retries = s.retries + 1;
  if (e.type === 'UPLOADED') out.retries = 0;
  if (e.type === 'NEXT') {
    out.takes = 0;
    out.retries = 0;
  }
  if (e.type === 'FAIL') out.message = e.message ?? null;
  return { ok: true, snapshot: out };
};

/** The states with an upload under way or waiting: leaving the page then would need the resume. */
export const isSending = (s: TRecorderState) =>
  s === 'validating' ||
  s === 'uploading' ||
  s === 'retrying' ||
  s === 'upload_failed' ||
  s === 'network_error';

/** Exponential back-off with a cap: 1 s, 2 s, 4 s … 30 s (jitter is the caller's). */
export const retryDelayMs = (retries: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, retries));
