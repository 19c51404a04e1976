// What other modules may use of "recorded-answers": the core both recorded-answer pipelines share
// (spoken answers of assessments, video answers of interviews, video tests and public recordings).
export {
  containerProblems,
  quickProblems,
  spokenProblems,
} from './media-checks';
export { piecesRepo } from './pieces.repo';
export { streamPieces, streamSigner } from './playback';
export {
  type RecordingStorage,
  recordingKeys,
  recordingStorage,
} from './recording-storage';
export {
  assertTakeOpen,
  assertTusCreate,
  corruptTake,
  currentUploadName,
  discardTake,
  ratingOf,
  replacePieces,
  type TakeTusSlot,
  takeProgress,
  tusPiece,
  wantedTake,
} from './take';
