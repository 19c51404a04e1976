export * from './ai-requests';
export * from './sse-parser';
export * from './stream-events';
