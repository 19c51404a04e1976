export { candidateErrorOf } from './candidate-error';
export { CandidateResources } from './candidate-resources';
export { useCandidateUploadWords } from './candidate-upload-words';
export { loadVideoRecorder, provideVideoRecorder, type VideoRecorderSlotProps } from './video-recorder-slot';
