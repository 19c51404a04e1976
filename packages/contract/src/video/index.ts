export * from './public-recording.schema';
export * from './video-interview.schema';
export * from './video-question-test.schema';
export * from './video-recorder-machine';
