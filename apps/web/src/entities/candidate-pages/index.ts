export { candidateErrorOf } from './candidate-error';
export { CandidateResources } from './candidate-resources';
export { loadVideoRecorder, provideVideoRecorder, type VideoRecorderSlotProps } from './video-recorder-slot';
