export { StreamOutput } from './stream-output';
export { StreamRun } from './stream-run';
export { type StreamedCallState, type StreamStatus, useStreamedCall } from './use-streamed-call';
