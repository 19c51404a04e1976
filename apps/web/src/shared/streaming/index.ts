export { StreamRun } from './stream-run';
export { useStreamedCall } from './use-streamed-call';
