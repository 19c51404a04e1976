export * from './public-recording.schema';
export * from './recording-size';
export * from './video-interview.schema';
export * from './video-question-test.schema';
export * from './video-recorder-machine';
