import { createHmac, randomUUID } from 'node:crypto';
import {
  type TTestResultCreate,
  type TVideoAnswerStatus,
  type TVideoQuestionTestCreated,
  type TVideoQuestionTestOpen,
  type TVideoQuestionTestVideo,
  VIDEO_QUESTION_TEST_PATHS,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { randomToken } from '../../lib/tokens';
import { recordAudit } from '../audit';
import { type RecordingStorage, streamSigner } from '../recorded-answers';
import { hashToken } from './interview-token';
import { TEST_RESULT_ENTITY } from './test-results/test-result-expiry';
import * as testRepo from './test-results/test-results.repo';
import { TEST_RESULT_LINK_HOURS } from './test-results/test-results.service';
import * as videoRepo from './video-answers.repo';
import { streamAnswer } from './video-stream';

/**
 * The video question test (docs/decisions/video.md#video-question-tests): a pilot gives an email and
 * records one answer with the interview recorder; it is a `video-question` test result whose
 * answer uploads through the same chunk calls (its token) and counts once the probe accepts it.
 */
export const createVideoQuestionTestsService = (db: Db, storage: RecordingStorage, serverSecret: string) => {
  const key = createHmac('sha256', serverSecret).update('video-question-test-stream').digest();
  const player = streamSigner(key);

  const questionOf = async (referenceId: string) => {
    const q = (await videoRepo.findVideoQuestions(db, [referenceId])).get(referenceId);
    if (!q) throw notFound('Video question');
    return q;
  };
  const snapshot = (q: Awaited<ReturnType<typeof questionOf>>) => ({
    question: q.question,
    thinkTimeSeconds: q.thinkTimeSeconds,
    maxAnswerSeconds: q.maxAnswerSeconds,
    retakes: q.retakes,
  });

  return {
    async open(referenceId: string): Promise<TVideoQuestionTestOpen> {
      const q = await questionOf(referenceId);
      return { referenceName: q.question, question: snapshot(q) };
    },

    async create(body: TTestResultCreate, ip: string | null): Promise<TVideoQuestionTestCreated> {
      const q = await questionOf(body.referenceId);
      const token = randomToken();
      const now = new Date();
      return db.transaction(async (tx) => {
        const row = await testRepo.insertTestResult(tx, {
          id: randomUUID(),
          kind: 'video-question',
          email: body.email,
          referenceId: body.referenceId,
          referenceName: q.question,
          status: 'new',
          tokenHash: hashToken(token),
          startedAt: now,
          expiresAt: new Date(now.getTime() + TEST_RESULT_LINK_HOURS * 3_600_000),
        });
        await videoRepo.insertAnswers(tx, [
          { testResultId: row.id, question: snapshot(q), guidance: q.guidance },
        ]);
        await recordAudit(tx, {
          actorId: null,
          action: 'create',
          entityType: TEST_RESULT_ENTITY,
          entityId: row.id,
          diff: { kind: 'video-question', email: body.email, referenceName: q.question },
          ip,
        });
        return {
          id: row.id,
          token,
          expiresAt: row.expiresAt.toISOString(),
          referenceName: q.question,
          question: snapshot(q),
        };
      });
    },

    /** The staff result page's player (the route checks the results permission). */
    async video(id: string): Promise<TVideoQuestionTestVideo> {
      const row = await testRepo.findTestResult(db, 'video-question', id);
      const a = row && (await videoRepo.answerOfTestResult(db, row.id));
      if (!row || !a) throw notFound('Test result');
      return {
        status: a.status as TVideoAnswerStatus,
        durationMs: a.status === 'uploaded' ? a.durationMs : null,
        playUrl:
          a.status === 'uploaded'
            ? `${VIDEO_QUESTION_TEST_PATHS.stream.replace(':id', row.id)}?${player.query(row.id)}`
            : null,
      };
    },

    async stream(id: string, exp: number, sig: string, range: string | undefined) {
      player.verify(id, exp, sig, 'Video not found');
      const a = await videoRepo.answerOfTestResult(db, id);
      if (a?.status !== 'uploaded') throw new HttpError(404, 'Video not found');
      return streamAnswer(db, storage, a, range);
    },
  };
};
