// What other modules may use of "streaming"; everything else in this folder is its own.
export type { StreamContext } from './streamed-call';
export { streamingServiceFor } from './streaming-service';
