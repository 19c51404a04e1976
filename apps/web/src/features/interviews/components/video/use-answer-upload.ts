import { retryDelayMs, type TRecorderEvent, type TRecorderSnapshot } from '@ats/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerStore } from './answer-store';
import type { LiveUpload } from './live-upload';
import { UploadError, type UploadTake, uploadAnswer } from './upload-answer';

interface Machine {
  send: (e: TRecorderEvent) => boolean;
  current: () => TRecorderSnapshot;
}

/**
 * Sends an answer until the server has it: network cuts and server errors retry with back-off
 * (sooner when the browser comes back online, or when the candidate presses "Try now"); the
 * answer stays in IndexedDB until the server confirms it.
 */
export const useAnswerUpload = (machine: Machine) => {
  const [progress, setProgress] = useState(0);
  const wake = useRef<(() => void) | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    const online = () => wake.current?.();
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      window.removeEventListener('online', online);
      wake.current?.();
    };
  }, []);

  /** Answers `uploaded`, `corrupt` or `failed` once the machine has left the sending states. */
  const send = useCallback(
    async (
      take: UploadTake & { key: string; live?: LiveUpload | null },
    ): Promise<'uploaded' | 'corrupt' | 'failed'> => {
      const waitToRetry = (retries: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(done, retryDelayMs(retries) * (0.8 + Math.random() * 0.4));
          function done() {
            clearTimeout(timer);
            wake.current = null;
            resolve();
          }
          wake.current = done;
        });

      setProgress(0);
      for (;;) {
        try {
          const stored = await answerStore.getTake(take.key).catch(() => undefined);
          await uploadAnswer(take, {
            uploadUrl: take.live?.uploadUrl ?? stored?.uploadUrl ?? null,
            lengthDeferred: stored?.lengthDeferred ?? false,
            live: take.live,
            onUploadUrl: (url) => void answerStore.setUploadUrl(take.key, url).catch(() => undefined),
            onProgress: setProgress,
            onContact: () => {
              if (machine.current().state === 'retrying') machine.send({ type: 'RESUMED' });
            },
          });
          await answerStore.clear(take.key);
          machine.send({ type: 'UPLOADED' });
          return 'uploaded';
        } catch (e) {
          if (!(e instanceof UploadError)) {
            machine.send({ type: 'FAIL', message: (e as Error).message });
            return 'failed';
          }
          if (e.kind === 'corrupt') {
            await answerStore.clear(take.key);
            machine.send({ type: 'CORRUPT' });
            return 'corrupt';
          }
          if (e.kind === 'closed') {
            machine.send({ type: 'FAIL', message: e.message });
            return 'failed';
          }
          machine.send({ type: e.kind === 'network' || !navigator.onLine ? 'OFFLINE' : 'UPLOAD_FAILED' });
          await waitToRetry(machine.current().retries);
          if (!alive.current) return 'failed';
          machine.send({ type: 'RETRY' });
        }
      }
    },
    [machine],
  );

  return { send, progress, retryNow: () => wake.current?.() };
};
