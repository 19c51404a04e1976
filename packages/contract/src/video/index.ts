export * from './video-interview.schema';
export * from './video-recorder-machine';
