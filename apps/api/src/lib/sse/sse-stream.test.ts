import { parseSseBody } from '@ats/contract';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSse, type SseStream } from './sse-stream';

afterEach(() => {
  vi.useRealTimers();
});

describe('openSse', () => {
  it('numbers events, sends a heartbeat comment every interval while open, and stops after close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    let sse: SseStream | undefined;
    let finish = () => {};
    app.post('/s', async (_req, reply) => {
      sse = openSse(reply, { heartbeatMs: 15_000 });
      sse.send('delta', { text: 'a' });
      await new Promise<void>((r) => {
        finish = r;
      });
      sse.send('done', {});
      sse.close();
      sse.send('delta', { text: 'after close' });
      return reply;
    });
    const pending = app.inject({ method: 'POST', url: '/s' });
    await vi.waitFor(() => expect(sse).toBeDefined());
    vi.advanceTimersByTime(31_000);
    finish();
    const res = await pending;
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.body.match(/^: heartbeat$/gm)).toHaveLength(2);
    expect(parseSseBody(res.body)).toEqual([
      { id: '1', event: 'delta', data: { text: 'a' } },
      { id: '2', event: 'done', data: {} },
    ]);
    await app.close();
  });
});
