import type { TVideoAnswerProgress, TVideoAnswerStatus } from '@ats/contract';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../lib/http-error';
import { takeProgress } from '../recorded-answers';
import { interviewLinkExpired } from './interview-audit';
import { closesAt, phaseOf } from './interview-lifecycle';
import { hashToken } from './interview-token';
import * as repo from './interviews.repo';
import * as recordingsRepo from './public-recordings.repo';
import { testLinkExpired } from './test-results/test-result-expiry';
import * as testRepo from './test-results/test-results.repo';
import * as videoRepo from './video-answers.repo';

/**
 * What a candidate's video token reaches (a video question of an interview, a video question
 * test, a public recording), whether it may still take bytes, and what it holds so far.
 */
const LINK_NOT_VALID = 'This interview link is not valid';

/** A recording made in time may still arrive this long after the link's end (slow or lost networks). */
const VIDEO_UPLOAD_GRACE_MS = 24 * 3_600_000;
/** A public recording's upload token takes chunks this long after it was created. */
const PUBLIC_RECORDING_UPLOAD_MS = 7 * 24 * 3_600_000;

/** The interview of a token (a video question), or 404; archived ones are closed to candidates. */
export const byToken = async (tx: Db, token: string, forUpdate = false) => {
  const j = await repo.findInterviewByTokenHash(tx, hashToken(token), forUpdate);
  if (!j || j.row.archivedAt || j.row.type !== 'video-question' || !j.row.groupId)
    throw new HttpError(404, LINK_NOT_VALID);
  return j;
};

const answerOf = async (tx: Db, interviewId: string, forUpdate = false) => {
  const a = await videoRepo.answerOfInterview(tx, interviewId, forUpdate);
  if (!a) throw new HttpError(404, LINK_NOT_VALID);
  return a;
};

/** Uploads are taken while the question is started, until its end plus a day's grace. */
const assertUploadable = (row: repo.InterviewRow) => {
  if (phaseOf(row) !== 'started')
    throw conflict(`Cannot upload to a ${phaseOf(row)} question`, ['start the question first']);
  if (closesAt(row).getTime() + VIDEO_UPLOAD_GRACE_MS < Date.now()) throw interviewLinkExpired();
};

/**
 * What an upload token reaches: a video question of an interview, or a public recording (its
 * upload token). Unknown tokens are 404, like any link.
 */
export const target = async (tx: Db, token: string, forUpdate = false) => {
  const hash = hashToken(token);
  const j = await repo.findInterviewByTokenHash(tx, hash, forUpdate);
  if (j) {
    if (j.row.archivedAt || j.row.type !== 'video-question' || !j.row.groupId)
      throw new HttpError(404, LINK_NOT_VALID);
    return { interview: j, answer: await answerOf(tx, j.row.id, forUpdate) };
  }
  const test = await testRepo.findTestResultByTokenHash(tx, 'video-question', hash);
  if (test) {
    const answer = await videoRepo.answerOfTestResult(tx, test.id, forUpdate);
    if (test.archivedAt || !answer) throw new HttpError(404, LINK_NOT_VALID);
    return { interview: null, test, answer };
  }
  const rec = await recordingsRepo.recordingByUploadHash(tx, hash);
  const answer = rec && (await recordingsRepo.answerOfRecording(tx, rec.id, forUpdate));
  if (!rec || !answer) throw new HttpError(404, LINK_NOT_VALID);
  return { interview: null, recording: rec, answer };
};
export type Target = Awaited<ReturnType<typeof target>>;

export const assertTargetUploadable = (t: Target) => {
  if (t.interview) return assertUploadable(t.interview.row);
  if (t.test && t.test.expiresAt.getTime() + VIDEO_UPLOAD_GRACE_MS < Date.now()) throw testLinkExpired();
  if (t.recording && t.recording.createdAt.getTime() + PUBLIC_RECORDING_UPLOAD_MS < Date.now())
    throw conflict('This recording link has expired', ['start a new recording']);
};

export const progressOf = async (tx: Db, answer: videoRepo.VideoAnswerRow): Promise<TVideoAnswerProgress> => {
  const held = await videoRepo.chunksOf(tx, answer.id);
  return {
    ...takeProgress<TVideoAnswerStatus>(answer.status, held),
    ...(answer.status === 'corruption_detected' && answer.problems.length
      ? { problems: answer.problems }
      : {}),
  };
};
