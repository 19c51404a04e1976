import { recordingKeys } from '../recorded-answers';

/** Where a video answer's objects live: `video-answers/<id>/<round>/` (docs/decisions/video.md#uploads-over-tus). */
export const videoKeys = recordingKeys('video-answers');
