import type { TStreamEvent, TStreamEventType } from './stream-events';

/**
 * Reads a Server-Sent Events body chunk by chunk (the browser's fetch stream, a test, a bench)
 * and hands over each complete event; comments (heartbeats) are skipped.
 */
export const createSseParser = (onEvent: (event: TStreamEvent) => void) => {
  let buffer = '';
  const flush = (block: string) => {
    let id = '';
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (!data.length) return;
    onEvent({ id, event: event as TStreamEventType, data: JSON.parse(data.join('\n')) } as TStreamEvent);
  };
  return {
    push(chunk: string) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        flush(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    },
  };
};

/** Every event of a complete SSE body, in order. */
export const parseSseBody = (body: string): TStreamEvent[] => {
  const out: TStreamEvent[] = [];
  createSseParser((e) => out.push(e)).push(`${body}\n\n`);
  return out;
};
