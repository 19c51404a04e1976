import { createSseParser } from '@ats/contract';
import { adminToken, createTestApp } from '../../apps/api/src/test/harness';
import { fmt, median, percentile } from './stats';

interface StreamRun {
  firstEventMs: number;
  totalMs: number;
  events: number;
  ended: boolean;
}

/** One streamed call over real HTTP: time to the first event, events, and time to `done`. */
const streamOnce = async (base: string, token: string): Promise<StreamRun> => {
  const start = performance.now();
  const res = await fetch(`${base}/api/generate-prompt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ definition: 'Screen call-centre agent resumes for English, Zendesk and 2 years' }),
  });
  let firstEventMs = -1;
  let events = 0;
  let ended = false;
  const parser = createSseParser((e) => {
    if (firstEventMs < 0) firstEventMs = performance.now() - start;
    events += 1;
    if (e.event === 'done') ended = true;
  });
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
    parser.push(decoder.decode(chunk, { stream: true }));
  return { firstEventMs, totalMs: performance.now() - start, events, ended };
};

const report = (label: string, runs: StreamRun[], wallMs: number) => {
  const first = runs.map((r) => r.firstEventMs);
  const total = runs.map((r) => r.totalMs);
  const events = runs.reduce((n, r) => n + r.events, 0);
  const perStream = runs.map((r) => (r.events / r.totalMs) * 1000);
  console.log(
    `${label}: ${runs.length} streams, ${runs.filter((r) => r.ended).length} ended with done, ${events} events in ${fmt(wallMs)}`,
  );
  console.log(
    `  time to first event: median ${fmt(median(first))}, p95 ${fmt(percentile(first, 95))}; whole stream: median ${fmt(median(total))}, p95 ${fmt(percentile(total, 95))}`,
  );
  console.log(
    `  events/s: per stream median ${median(perStream).toFixed(0)}, all streams together ${((events / wallMs) * 1000).toFixed(0)}`,
  );
};

/**
 * The streaming route with the built-in provider over real HTTP: time to first event and
 * events per second, one stream at a time and 50 at once (p95). The provider's pacing is off
 * (AI_BUILTIN_CHUNK_DELAY_MS=0), so the figures are the route's and the engine's own cost.
 */
export const aiStreaming = async () => {
  const t = await createTestApp({
    AI_BUILTIN_CHUNK_DELAY_MS: '0',
    AI_MAX_STREAMS_PER_USER: '100',
    STREAM_HEARTBEAT_SECONDS: '15',
  });
  try {
    const token = await adminToken(t.app);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 5; i += 1) await streamOnce(base, token); // warm-up
    const serial: StreamRun[] = [];
    let start = performance.now();
    for (let i = 0; i < 30; i += 1) serial.push(await streamOnce(base, token));
    report(`sequential (${t.database.driver})`, serial, performance.now() - start);
    start = performance.now();
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => streamOnce(base, token)));
    report('50 concurrent', concurrent, performance.now() - start);
  } finally {
    await t.close();
  }
};
