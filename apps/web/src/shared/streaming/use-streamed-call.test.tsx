import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStreamedCall } from './use-streamed-call';

vi.mock('../session/use-session', () => ({ useSession: () => ({ token: 'the-token' }) }));

const sse = (...events: [string, unknown][]) =>
  events
    .map(([event, data], i) => `id: ${i + 1}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });

const RESULT = {
  provider: 'built-in',
  model: 'rules-v1',
  text: 'Hello world',
  output: null,
  usage: { inputTokens: 3, outputTokens: 2 },
  latencyMs: 5,
  costUsd: 0,
  callId: '00000000-0000-4000-8000-000000000001',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStreamedCall', () => {
  it('sends the bearer token, shows text as it comes, and retries a connection that dropped before done', async () => {
    const calls: RequestInit[] = [];
    const replies = [
      sse(['delta', { text: 'Hel' }]), // dropped: no done
      sse(['delta', { text: 'Hello' }], ['delta', { text: ' world' }], ['result', RESULT], ['done', {}]),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(init);
        return { ok: true, status: 200, body: streamOf(replies.shift() ?? '') };
      }),
    );
    const { result } = renderHook(() => useStreamedCall<{ definition: string }>('/generate-prompt'));
    await act(() => result.current.start({ definition: 'x' }));
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(calls).toHaveLength(2);
    expect((calls[0]!.headers as Headers).get('authorization')).toBe('Bearer the-token');
    expect(result.current.text).toBe('Hello world');
    expect(result.current.result?.provider).toBe('built-in');
    expect(result.current.attempt).toBe(2);
  });

  it('shows a JSON error answer (before any stream) without retrying', async () => {
    const fetch = vi.fn(async () => ({
      ok: false,
      status: 400,
      body: null,
      json: async () => ({ message: 'Validation failed', errors: ['definition: unknown variable {{x}}'] }),
    }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useStreamedCall<{ definition: string }>('/generate-prompt'));
    await act(() => result.current.start({ definition: 'x' }));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.errors).toEqual(['definition: unknown variable {{x}}']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the component unmounts', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise(() => {});
      }),
    );
    const { result, unmount } = renderHook(() => useStreamedCall<{ definition: string }>('/generate-prompt'));
    act(() => {
      void result.current.start({ definition: 'x' });
    });
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal!.aborted).toBe(true);
  });
});
