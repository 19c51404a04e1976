export { candidateErrorOf } from './candidate-error';
export { CandidateFileUpload } from './candidate-file-upload';
export { CandidateResources } from './candidate-resources';
export { loadVideoRecorder, provideVideoRecorder, type VideoRecorderSlotProps } from './video-recorder-slot';
