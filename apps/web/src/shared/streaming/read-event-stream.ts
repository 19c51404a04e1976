import { createSseParser, type TStreamEvent } from '@ats/contract';

/**
 * Reads a `text/event-stream` response body to its end, handing over each event. Answers
 * whether the stream ended properly (a `done` event): false means the connection dropped.
 */
export const readEventStream = async (
  body: ReadableStream<Uint8Array>,
  onEvent: (event: TStreamEvent) => void,
): Promise<boolean> => {
  let done = false;
  const parser = createSseParser((e) => {
    if (e.event === 'done') done = true;
    onEvent(e);
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  return done;
};
