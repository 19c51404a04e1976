import type { TErrorBody, TStreamError, TStreamResult } from '@ats/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withBearer } from '../base-api';
import { ENV } from '../config/environment';
import { useSession } from '../session/use-session';
import { readEventStream } from './read-event-stream';

type StreamStatus = 'idle' | 'streaming' | 'retrying' | 'done' | 'error';

export interface StreamedCallState {
  status: StreamStatus;
  /** The text so far (every `delta`, joined). */
  text: string;
  /** The whole validated answer, with provider, model, tokens and latency. */
  result: TStreamResult | null;
  error: (TStreamError | (TErrorBody & { retryable: boolean; code: string })) | null;
  /** 1 for the first attempt; more after dropped connections. */
  attempt: number;
}

const IDLE: StreamedCallState = { status: 'idle', text: '', result: null, error: null, attempt: 0 };

/** Thrown inside the hook for a connection that dropped before `done`. */
class Dropped extends Error {}

/**
 * THE hook for streamed calls (generate-prompt, test-prompt, and later parse-resume…): POSTs
 * with the bearer token to the streaming base, shows tokens as they come, retries a dropped
 * connection (up to `maxRetries`, with back-off), and aborts when the component unmounts.
 */
export const useStreamedCall = <Body>(path: string, opts: { maxRetries?: number } = {}) => {
  const { token } = useSession();
  const [state, setState] = useState<StreamedCallState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const maxRetries = opts.maxRetries ?? 2;

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((s) => (s.status === 'streaming' || s.status === 'retrying' ? { ...s, status: 'idle' } : s));
  }, []);

  const start = useCallback(
    async (body: Body) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      for (let attempt = 1; attempt <= maxRetries + 1; attempt += 1) {
        setState({ ...IDLE, status: attempt === 1 ? 'streaming' : 'retrying', attempt });
        try {
          const res = await fetch(`${ENV.streamingBase}${path}`, {
            method: 'POST',
            headers: withBearer(
              new Headers({ 'content-type': 'application/json', accept: 'text/event-stream' }),
              token,
            ),
            body: JSON.stringify(body),
            signal: abort.signal,
          });
          if (!res.ok || !res.body) {
            const err = (await res.json().catch(() => null)) as TErrorBody | null;
            setState((s) => ({
              ...s,
              status: 'error',
              error: {
                message: err?.message ?? `The call failed (${res.status})`,
                errors: err?.errors ?? [],
                retryable: res.status === 429 || res.status >= 500,
                code: `http_${res.status}`,
              },
            }));
            return;
          }
          setState((s) => ({ ...s, status: 'streaming' }));
          const finished = await readEventStream(res.body, (e) => {
            if (e.event === 'delta') setState((s) => ({ ...s, text: s.text + e.data.text }));
            else if (e.event === 'result') setState((s) => ({ ...s, result: e.data, text: e.data.text }));
            else if (e.event === 'error') setState((s) => ({ ...s, error: e.data }));
            else if (e.event === 'done') setState((s) => ({ ...s, status: s.error ? 'error' : 'done' }));
          });
          if (!finished) throw new Dropped('The connection dropped');
          return;
        } catch (e) {
          if (abort.signal.aborted) return;
          if (attempt > maxRetries) {
            setState((s) => ({
              ...s,
              status: 'error',
              error: {
                message: 'The connection to the server dropped; try again',
                errors: [e instanceof Error ? e.message : String(e)],
                retryable: true,
                code: 'dropped',
              },
            }));
            return;
          }
          await new Promise((r) => setTimeout(r, 500 * 2 ** (attempt - 1)));
          if (abort.signal.aborted) return;
        }
      }
    },
    [path, token, maxRetries],
  );

  return { ...state, start, cancel, reset: () => setState(IDLE) };
};
