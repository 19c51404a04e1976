/**
 * The assessments' and the aNPS survey's plain values (API paths, the survey question), without
 * zod: the candidate's pages import them and do not download the schemas.
 */

export const ASSESSMENT_PATHS = {
  send: '/api/applicant-interviews/send-assessment',
  open: '/api/assessments/open/:token',
  start: '/api/assessments/start/:token',
  save: '/api/assessments/save/:token',
  playAudio: '/api/assessments/play-audio/:token',
  /** Streams a listening clip; each request counts one play (409 past the template's number). */
  audio: '/api/assessments/audio/:token/:sectionId',
  spokenProgress: '/api/assessments/spoken/:token/:itemId',
  /** tus creation (POST) of a spoken answer's upload: `filetype` and `durationMs` metadata. */
  spokenTusCreate: '/api/assessments/spoken/:token/:itemId/uploads',
  /** tus offset (HEAD), bytes (PATCH) and termination (DELETE) of one upload. */
  spokenTusUpload: '/api/assessments/spoken/:token/:itemId/uploads/:uploadId',
  spokenStream: '/api/assessments/spoken-stream/:id/:itemId',
  spokenRate: '/api/assessments/spoken-rate/:id',
  spokenTranscribe: '/api/assessments/spoken-transcribe/:id',
  submit: '/api/assessments/submit/:token',
  result: '/api/assessments/result/:id',
  review: '/api/assessments/review/:id',
} as const;

/** Autosave cadence of the candidate page. */
export const ASSESSMENT_AUTOSAVE_SECONDS = 5;

export const ANPS_QUESTION = 'How likely are you to recommend applying with us to a friend?';

export const ANPS_PATHS = {
  send: '/api/applicant-interviews/send-anps-survey',
  open: '/api/anps/open/:token',
  answer: '/api/anps/answer/:token',
  summary: '/api/anps/summary',
} as const;

/** The public survey page a mailed link opens. */
export const anpsSurveyPath = (token: string) => `/surveys/anps/${token}`;
