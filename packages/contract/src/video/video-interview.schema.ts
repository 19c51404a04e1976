import { z } from 'zod';
import { keysOf } from '../common/labelled';
import { ZText } from '../common/text';
import {
  INTERVIEW_TOKEN_PATTERN,
  ZApplicantKind,
  ZInterviewClosedReason,
  ZInterviewPhase,
  ZInterviewStatus,
} from '../interviews/interview-enums';
import { RECORDER_STATES } from './video-recorder-machine';

export { TUS_DURATION_HEADER, TUS_METADATA, VIDEO_PATHS } from './video-paths';

/** The question as it was when the group was created (frozen: editing it changes no open link). */
export const ZVideoQuestionSnapshot = z.object({
  question: z.string(),
  thinkTimeSeconds: z.number().int(),
  maxAnswerSeconds: z.number().int(),
  retakes: z.number().int(),
});
export type TVideoQuestionSnapshot = z.infer<typeof ZVideoQuestionSnapshot>;

/** Where one answer's upload stands on the server. It counts only once `uploaded`. */
export const VIDEO_ANSWER_STATUSES = {
  pending: { label: 'Not recorded yet' },
  uploading: { label: 'Uploading' },
  /** Every chunk is in; the server's probe (a background job) is checking the file. */
  validating: { label: 'Being checked' },
  uploaded: { label: 'Received' },
  corruption_detected: { label: 'Damaged: to record again' },
  /** Retention deleted the recording from storage (docs/decisions/video.md#video-retention). */
  expired: { label: 'Deleted after the retention period' },
} as const;
export const ZVideoAnswerStatus = z.enum(keysOf(VIDEO_ANSWER_STATUSES));
export type TVideoAnswerStatus = z.infer<typeof ZVideoAnswerStatus>;

/** The recorder's states (the machine itself is zod-free: the candidate's recorder loads it). */
export const ZRecorderState = z.enum(keysOf(RECORDER_STATES));

/** Containers the recorder may send (MediaRecorder's by browser): WebM (VP8/9, Opus) or MP4 (H.264, AAC). */
export const VIDEO_MIME_PATTERN = /^video\/(webm|mp4)(;[ a-z0-9=.,"-]{0,80})?$/i;
/** One chunk at most 4 MiB; one answer at most 300 MiB (a 10-minute answer at 4 Mbit/s). */
export const VIDEO_CHUNK_MAX_BYTES = 4 * 1024 * 1024;
export const VIDEO_ANSWER_MAX_BYTES = 300 * 1024 * 1024;
export const VIDEO_MAX_CHUNKS = 5000;
/** Seconds an answer may run past the question's maximum (the stop lands a little late). */
export const VIDEO_DURATION_TOLERANCE_SECONDS = 5;

/** The comfort zone's checks, kept with the interview (work-from-home readiness). */
export const ZComfortZoneChecks = z.object({
  camera: z.boolean(),
  microphone: z.boolean(),
  /** Loudest level heard during the check, 0–1. */
  audioPeak: z.number().min(0).max(1),
  /** Upload speed measured against this server; null when the check could not run. */
  uploadKbps: z.number().min(0).max(10_000_000).nullable(),
  mediaRecorder: z.boolean(),
  mimeType: z.string().max(100),
  /** Browser family and version as detected (e.g. "Chrome 131"), never the whole user agent. */
  browser: z.string().max(60),
  practiceTakes: z.number().int().min(0).max(1000),
});
export type TComfortZoneChecks = z.infer<typeof ZComfortZoneChecks>;

/** One question of a candidate's video interview, with the token its calls use. */
export const ZCandidateVideoQuestion = ZVideoQuestionSnapshot.extend({
  index: z.number().int(),
  /** This question's own link token: start, abandon and the upload calls use it. */
  token: z.string(),
  status: ZInterviewStatus,
  phase: ZInterviewPhase,
  answerStatus: ZVideoAnswerStatus,
  /** Chunks the server already holds (resume from here after a reload or a dropped connection). */
  receivedChunks: z.array(z.number().int()),
});
export type TCandidateVideoQuestion = z.infer<typeof ZCandidateVideoQuestion>;

/** `GET /api/video-interviews/open/{token}`: the whole group for any of its questions' tokens. */
export const ZCandidateVideoInterview = z.object({
  firstName: z.string(),
  /** Set when no question is open any more (all answered, abandoned or expired). */
  closedReason: ZInterviewClosedReason.nullable(),
  expiresAt: z.string(),
  checksDone: z.boolean(),
  questions: z.array(ZCandidateVideoQuestion),
});
export type TCandidateVideoInterview = z.infer<typeof ZCandidateVideoInterview>;

export const ZVideoTokenParam = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
});
export const ZVideoChunkParams = ZVideoTokenParam.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(VIDEO_MAX_CHUNKS - 1),
});

/** What the server holds of an answer. */
export const ZVideoAnswerProgress = z.object({
  status: ZVideoAnswerStatus,
  receivedChunks: z.array(z.number().int()),
  receivedBytes: z.number().int(),
  /** Why the server's check refused the last upload (`corruption_detected`); absent otherwise. */
  problems: z.array(z.string()).optional(),
});
export type TVideoAnswerProgress = z.infer<typeof ZVideoAnswerProgress>;

/** `POST /api/video-answers/{token}/complete`: every chunk is there; check it and count it. */
export const ZVideoAnswerComplete = z.object({
  chunkCount: z.number().int().min(1).max(VIDEO_MAX_CHUNKS),
  totalBytes: z.number().int().min(1).max(VIDEO_ANSWER_MAX_BYTES),
  mimeType: z.string().regex(VIDEO_MIME_PATTERN, 'Only WebM or MP4 video is accepted'),
  durationMs: z.number().int().min(1).max(3_600_000),
});
export type TVideoAnswerComplete = z.infer<typeof ZVideoAnswerComplete>;

/** The reviewer's overall call on a video interview. */
export const VIDEO_RECOMMENDATIONS = {
  strong_yes: { label: 'Strong yes' },
  yes: { label: 'Yes' },
  maybe: { label: 'Maybe' },
  no: { label: 'No' },
} as const;
export const ZVideoRecommendation = z.enum(keysOf(VIDEO_RECOMMENDATIONS));

/** One answer on the reviewer's page. */
export const ZVideoReviewAnswer = ZVideoQuestionSnapshot.extend({
  interviewId: z.uuid(),
  index: z.number().int(),
  guidance: z.string(),
  status: ZInterviewStatus,
  phase: ZInterviewPhase,
  answerStatus: ZVideoAnswerStatus,
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  /** A short-lived signed URL the player streams (supports seeking); null until received. */
  playUrl: z.string().nullable(),
  rating: z.number().int().nullable(),
  notes: z.string(),
});
export type TVideoReviewAnswer = z.infer<typeof ZVideoReviewAnswer>;

/** `GET /api/video-interviews/review/{groupId}`: the reviewer's page. */
export const ZVideoReview = z.object({
  groupId: z.uuid(),
  applicantId: z.uuid(),
  applicantKind: ZApplicantKind,
  applicantName: z.string(),
  createdAt: z.string(),
  checks: ZComfortZoneChecks.nullable(),
  recommendation: ZVideoRecommendation.nullable(),
  notes: z.string(),
  evaluatedAt: z.string().nullable(),
  evaluatedByName: z.string().nullable(),
  /**
   * Set when the application flow's candidate said they cannot record a video and asked for an
   * accommodation: when, their words, and the (1-based) questions left without an answer.
   */
  unableToRecord: z
    .object({ at: z.string(), reason: z.string(), missing: z.array(z.number().int()) })
    .nullable(),
  answers: z.array(ZVideoReviewAnswer),
});
export type TVideoReview = z.infer<typeof ZVideoReview>;

/** `POST /api/video-interviews/rate/{interviewId}`: one answer's rating and notes. */
export const ZVideoAnswerRate = z.object({
  rating: z.number().int().min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5'),
  notes: ZText('Notes').max(5000).default(''),
});
export type TVideoAnswerRate = z.input<typeof ZVideoAnswerRate>;

/** `POST /api/video-interviews/evaluate/{groupId}`: the overall call; submitted answers become evaluated. */
export const ZVideoGroupEvaluate = z.object({
  recommendation: ZVideoRecommendation,
  notes: ZText('Notes').max(5000).default(''),
});
export type TVideoGroupEvaluate = z.input<typeof ZVideoGroupEvaluate>;

/** The upload-speed probe's answer: what the server received. */
export const ZNetworkCheck = z.object({ receivedBytes: z.number().int() });
export const NETWORK_CHECK_BYTES = 256 * 1024;
