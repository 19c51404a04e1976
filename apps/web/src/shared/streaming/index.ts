export { readEventStream } from './read-event-stream';
export { StreamOutput } from './stream-output';
export { isStreaming, StreamRun } from './stream-run';
export { type StreamedCallState, type StreamStatus, useStreamedCall } from './use-streamed-call';
