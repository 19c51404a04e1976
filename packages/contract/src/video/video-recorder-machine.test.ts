import { describe, expect, it } from 'vitest';
import {
  initialRecorder,
  RECORDER_STATES,
  RECORDER_TRANSITIONS,
  recorderTransition,
  restoredRecorder,
  retryDelayMs,
  type TRecorderEvent,
  type TRecorderEventType,
  type TRecorderSnapshot,
  type TRecorderState,
  takesLeft,
} from './video-recorder-machine';

const STATES = Object.keys(RECORDER_STATES) as TRecorderState[];
const EVENTS: TRecorderEventType[] = [
  'PERMISSION_GRANTED',
  'PERMISSION_DENIED',
  'ASK_AGAIN',
  'ENTER_COMFORT_ZONE',
  'START',
  'STOP',
  'ACCEPT',
  'VALID',
  'CORRUPT',
  'UPLOADED',
  'UPLOAD_FAILED',
  'OFFLINE',
  'RETRY',
  'RESUMED',
  'NEXT',
  'FAIL',
  'RESET',
];
const at = (state: TRecorderState, extra: Partial<TRecorderSnapshot> = {}): TRecorderSnapshot => ({
  ...initialRecorder(2),
  state,
  ...extra,
});
const ev = (type: TRecorderEventType) => ({ type }) as TRecorderEvent;

describe('video recorder state machine', () => {
  it('has exactly the spec’s fourteen states', () => {
    expect(STATES.sort()).toEqual(
      [
        'comfort-zone',
        'recording',
        'stopped',
        'uploading',
        'uploaded',
        'upload_failed',
        'error',
        'prompt',
        'granted',
        'denied',
        'validating',
        'corruption_detected',
        'retrying',
        'network_error',
      ].sort(),
    );
  });

  const allowed = STATES.flatMap((s) =>
    Object.entries(RECORDER_TRANSITIONS[s]).map(([e, to]) => [s, e as TRecorderEventType, to] as const),
  );
  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    const r = recorderTransition(at(from), ev(event));
    expect(r.ok).toBe(true);
    expect(r.snapshot.state).toBe(to);
  });

  const refused = STATES.flatMap((s) =>
    EVENTS.filter((e) => !RECORDER_TRANSITIONS[s][e]).map((e) => [s, e] as const),
  );
  it.each(refused)('%s refuses %s and stays put', (from, event) => {
    const before = at(from);
    const r = recorderTransition(before, ev(event));
    expect(r.ok).toBe(false);
    expect(r.snapshot).toBe(before);
    if (!r.ok) expect(r.reason).toContain(event);
  });

  it('every state can be reached from the first one', () => {
    const seen = new Set<TRecorderState>(['prompt']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const s of [...seen])
        for (const to of Object.values(RECORDER_TRANSITIONS[s]))
          if (to && !seen.has(to)) {
            seen.add(to);
            grew = true;
          }
    }
    expect([...seen].sort()).toEqual([...STATES].sort());
  });

  it('counts takes and refuses a retake beyond the question’s allowance', () => {
    let s = at('comfort-zone', { retakes: 1 });
    s = recorderTransition(s, ev('START')).snapshot; // take 1
    s = recorderTransition(s, ev('STOP')).snapshot;
    expect(takesLeft(s)).toBe(1);
    s = recorderTransition(s, ev('START')).snapshot; // take 2 = the one retake
    s = recorderTransition(s, ev('STOP')).snapshot;
    expect(s.takes).toBe(2);
    const r = recorderTransition(s, ev('START'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/No retakes left/);
    expect(recorderTransition(s, ev('ACCEPT')).snapshot.state).toBe('validating');
  });

  it('a damaged recording gives a retake that does not use one up', () => {
    const s = at('corruption_detected', { retakes: 0, takes: 1 });
    const r = recorderTransition(s, ev('START'));
    expect(r.snapshot).toMatchObject({ state: 'recording', takes: 1 });
  });

  it('retries count up, reset on success, and back off with a cap', () => {
    let s = at('uploading');
    s = recorderTransition(s, ev('OFFLINE')).snapshot;
    s = recorderTransition(s, ev('RETRY')).snapshot;
    s = recorderTransition(s, ev('UPLOAD_FAILED')).snapshot;
    s = recorderTransition(s, ev('RETRY')).snapshot;
    expect(s).toMatchObject({ state: 'retrying', retries: 2 });
    expect(retryDelayMs(0)).toBe(1000);
    expect(retryDelayMs(2)).toBe(4000);
    expect(retryDelayMs(20)).toBe(30_000);
    s = recorderTransition(s, ev('UPLOADED')).snapshot;
    expect(s).toMatchObject({ state: 'uploaded', retries: 0 });
    s = recorderTransition(s, ev('NEXT')).snapshot;
    expect(s).toMatchObject({ state: 'comfort-zone', takes: 0 });
  });

  it('FAIL keeps its message for the error state; RESET clears it', () => {
    const r = recorderTransition(at('recording'), { type: 'FAIL', message: 'MediaRecorder stopped' });
    expect(r.snapshot).toMatchObject({ state: 'error', message: 'MediaRecorder stopped' });
    expect(recorderTransition(r.snapshot, ev('RESET')).snapshot).toMatchObject({
      state: 'prompt',
      message: null,
    });
  });
});

describe('a take restored after a reload', () => {
  it('re-enters at validating and goes on to upload without the camera', () => {
    const s = restoredRecorder(1);
    expect(s.state).toBe('validating');
    const r = recorderTransition(s, ev('VALID'));
    expect(r.snapshot.state).toBe('uploading');
  });

  it('a take recorded but not sent re-enters at stopped with its takes counted', () => {
    const s = restoredRecorder(1, 'stopped', 2);
    expect(s).toMatchObject({ state: 'stopped', takes: 2 });
    expect(recorderTransition(s, ev('START')).ok).toBe(false); // no retakes left
    expect(recorderTransition(s, ev('ACCEPT')).snapshot.state).toBe('validating');
  });
});
