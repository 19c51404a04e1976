import type { TStreamEventType } from '@ats/contract';
import type { FastifyReply } from 'fastify';

export interface SseStream {
  /** Writes one event with the next id (1, 2, 3, …). */
  send(event: TStreamEventType, data: unknown): void;
  /** Ends the response (idempotent). */
  close(): void;
  /** Aborted when the client hangs up before the stream is closed. */
  readonly disconnected: AbortSignal;
}

/**
 * Turns a reply into a Server-Sent Events stream: typed events with ids, a heartbeat comment
 * every `heartbeatMs` so proxies keep the connection open, and a signal for a client that left.
 */
export const openSse = (reply: FastifyReply, opts: { heartbeatMs: number }): SseStream => {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.flushHeaders();
  const left = new AbortController();
  let ended = false;
  let id = 0;
  const heartbeat = setInterval(() => {
    if (!ended) res.write(': heartbeat\n\n');
  }, opts.heartbeatMs);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    if (!ended) left.abort();
    ended = true;
  });
  return {
    disconnected: left.signal,
    send(event, data) {
      if (ended) return;
      id += 1;
      res.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      res.end();
    },
  };
};
