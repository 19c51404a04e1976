import { RECORDING_AUDIO_BITS_PER_SECOND, RECORDING_VIDEO_BITS_PER_SECOND } from '@ats/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerStore } from './answer-store';

export interface RecordedTake {
  blob: Blob;
  durationMs: number;
  pieces: number;
  mimeType: string;
}

/** MediaRecorder hands over a piece every second: each is saved to IndexedDB as it is made. */
const PIECE_MS = 1000;

/**
 * Records takes from a stream. With a `key`, every piece goes to the browser's storage while
 * recording (a crash mid-answer keeps what was said); without one (practice) nothing is stored.
 */
export const useTakeRecorder = (stream: MediaStream | null, mimeType: string | null) => {
  const recorder = useRef<MediaRecorder | null>(null);
  const finish = useRef<Promise<RecordedTake> | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState(false);

  useEffect(() => {
    if (!recording) return;
    const t0 = performance.now();
    const timer = setInterval(() => setElapsedMs(performance.now() - t0), 250);
    return () => clearInterval(timer);
  }, [recording]);

  const start = useCallback(
    /** `onStored` hears of each piece once it is in the browser's storage (the live upload). */
    (key?: string, onStored?: (idx: number, size: number) => void) => {
      if (!stream || !mimeType) throw new Error('No camera stream to record');
      const rec = new MediaRecorder(stream, {
        mimeType,
        videoBitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
        audioBitsPerSecond: RECORDING_AUDIO_BITS_PER_SECOND,
      });
      const pieces: Blob[] = [];
      const writes: Promise<void>[] = [];
      const t0 = performance.now();
      rec.ondataavailable = (e) => {
        if (!e.data.size) return;
        const idx = pieces.length;
        pieces.push(e.data);
        if (key) writes.push(answerStore.putPiece(key, idx, e.data).then(() => onStored?.(idx, e.data.size)));
      };
      finish.current = new Promise<RecordedTake>((resolve, reject) => {
        rec.onstop = () => {
          const durationMs = performance.now() - t0;
          Promise.all(writes)
            .then(() =>
              resolve({
                blob: new Blob(pieces, { type: mimeType }),
                durationMs,
                pieces: pieces.length,
                mimeType,
              }),
            )
            .catch(reject);
        };
        rec.onerror = () => reject(new Error('The recorder stopped unexpectedly'));
      });
      recorder.current = rec;
      rec.start(PIECE_MS);
      setElapsedMs(0);
      setRecording(true);
    },
    [stream, mimeType],
  );

  const stop = useCallback(async () => {
    const rec = recorder.current;
    const done = finish.current;
    if (!rec || !done) throw new Error('Not recording');
    if (rec.state !== 'inactive') rec.stop();
    setRecording(false);
    recorder.current = null;
    return done;
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  return { start, stop, elapsedMs, recording };
};
