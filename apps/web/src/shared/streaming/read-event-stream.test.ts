import { describe, expect, it } from 'vitest';
import { readEventStream } from './read-event-stream';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
      c.close();
    },
  });

describe('readEventStream', () => {
  it('hands over events split across chunks, skips heartbeats, and reports a proper end', async () => {
    const seen: unknown[] = [];
    const ended = await readEventStream(
      bodyOf(
        'id: 1\nevent: delta\ndata: {"text":"He',
        'llo"}\n\n: heartbeat\n\n',
        'id: 2\nevent: done\ndata: {}\n\n',
      ),
      (e) => seen.push(e),
    );
    expect(seen).toEqual([
      { id: '1', event: 'delta', data: { text: 'Hello' } },
      { id: '2', event: 'done', data: {} },
    ]);
    expect(ended).toBe(true);
  });

  it('reports a stream cut off before done as dropped', async () => {
    const ended = await readEventStream(bodyOf('id: 1\nevent: delta\ndata: {"text":"a"}\n\n'), () => {});
    expect(ended).toBe(false);
  });
});
