/**
 * The video interview's and public recordings' plain values (API paths, tus names), without zod:
 * the candidate's recorder imports them and does not download the schemas.
 */

/** tus `Upload-Metadata` keys the recorder sends (docs/decisions/video.md#uploads-over-tus). */
export const TUS_METADATA = { type: 'filetype', durationMs: 'durationMs' } as const;
/** Header on the last tus PATCH of an upload sent while recording: the take's length, known at stop. */
export const TUS_DURATION_HEADER = 'answer-duration-ms';

/** API paths of video interviews (public ones reached by a question's token). */
export const VIDEO_PATHS = {
  open: '/api/video-interviews/open/:token',
  checks: '/api/video-interviews/checks/:token',
  networkCheck: '/api/video-interviews/network-check/:token',
  progress: '/api/video-answers/:token',
  chunk: '/api/video-answers/:token/chunks/:index',
  complete: '/api/video-answers/:token/complete',
  /** tus 1.0 creation (POST) for the answer slot of `:token`; the upload's URL is `…/uploads/:uploadId`. */
  tusCreate: '/api/video-answers/:token/uploads',
  /** tus 1.0 HEAD (offset), PATCH (bytes) and DELETE (termination) of one upload. */
  tusUpload: '/api/video-answers/:token/uploads/:uploadId',
  requisitionSubmit: '/api/requisitions/video-question/submit/:applicantId',
  // Staff
  review: '/api/video-interviews/review/:groupId',
  rate: '/api/video-interviews/rate/:interviewId',
  evaluate: '/api/video-interviews/evaluate/:groupId',
  /** Signed (the player cannot send a bearer token): `?exp=&sig=`. */
  stream: '/api/video-answers/stream/:interviewId',
} as const;

/** API paths of public recordings (a guest's device, the share link, staff). */
export const PUBLIC_RECORDING_PATHS = {
  create: '/api/public-recordings/create',
  list: '/api/public-recordings/list',
  /** Signed-in staff: the recordings of their scope, paged (keyset), and the same as CSV. */
  staffList: '/api/public-recordings/staff/list',
  staffExport: '/api/public-recordings/staff/export',
  /** The maker, or staff with the video questions delete permission; the video leaves storage. */
  delete: '/api/public-recordings/delete/:id',
  shared: '/api/public-recordings/shared/:shareToken',
  /** Signed (`?exp=&sig=`): the share page's player. */
  stream: '/api/public-recordings/stream/:id',
} as const;
