import { z } from 'zod';
import { ZVideoAnswerStatus, ZVideoQuestionSnapshot } from './video-interview.schema';

/**
 * The video question test (SPEC §2 /interviews/video-question-test/{id}): a pilot of a video
 * question by email, recorded with the interview recorder; its results are the
 * `video-question-test-results` prefix (list, export, view, archive like typing's).
 */
export const ZVideoQuestionTestOpen = z.object({
  referenceName: z.string(),
  question: ZVideoQuestionSnapshot,
});
export type TVideoQuestionTestOpen = z.infer<typeof ZVideoQuestionTestOpen>;

/** After create: the test result and the token the recorder's chunk calls use. */
export const ZVideoQuestionTestCreated = z.object({
  id: z.uuid(),
  token: z.string(),
  expiresAt: z.string(),
  referenceName: z.string(),
  question: ZVideoQuestionSnapshot,
});
export type TVideoQuestionTestCreated = z.infer<typeof ZVideoQuestionTestCreated>;

/** The recorded answer of a test result, for the staff result page's player. */
export const ZVideoQuestionTestVideo = z.object({
  status: ZVideoAnswerStatus,
  durationMs: z.number().int().nullable(),
  /** Signed, one hour; null until the answer is received. */
  playUrl: z.string().nullable(),
});
export type TVideoQuestionTestVideo = z.infer<typeof ZVideoQuestionTestVideo>;

export const VIDEO_QUESTION_TEST_PATHS = {
  open: '/api/video-question-test-results/open/:referenceId',
  create: '/api/video-question-test-results/create',
  video: '/api/video-question-test-results/video/:id',
  /** Signed (`?exp=&sig=`). */
  stream: '/api/video-question-test-results/stream/:id',
} as const;
