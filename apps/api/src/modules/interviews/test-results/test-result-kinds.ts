import { type TTestResultKind, type TTypingContent, type TTypingLog, ZTypingLog } from '@ats/contract';

import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { StoredTypingResult } from '../../../db/schema';
import { TYPING_SUBMIT_BODY_LIMIT } from '../candidate-interviews.routes';
import { findTypingTest } from '../interview-subjects.repo';
import { assertLogSize, scoreSubmission, typingContentOf } from '../typing-scoring';

/**
 * What one test-result prefix plugs into the generic module: how to load its content, what its
 * submit body is, and how the server scores it. The video-question and resume-profile prefixes
 * add an entry here when their players exist (their issues); nothing else changes.
 */
export interface TestResultKindSpec<Body = unknown> {
  kind: TTestResultKind;
  /** The content's name and what the taker is given; undefined when no such content. */
  loadContent(db: Db, referenceId: string): Promise<{ name: string; content: TTypingContent } | undefined>;
  submitBody: z.ZodType<Body>;
  submitBodyLimit: number;
  /** 413 before validation for bodies no real attempt produces. */
  checkSize(body: unknown): void;
  /** Refuses forged bodies (400) and computes the stored result. */
  score(content: TTypingContent, body: Body, elapsedMs: number): StoredTypingResult;
}

const typingKind: TestResultKindSpec<TTypingLog> = {
  kind: 'typing-assessment',
  async loadContent(db, referenceId) {
    const test = await findTypingTest(db, referenceId);
    // Pilots always get the passages in their saved order, so the open page shows what is typed.
    return test && { name: test.name, content: typingContentOf(test, 0) };
  },
  submitBody: ZTypingLog,
  submitBodyLimit: TYPING_SUBMIT_BODY_LIMIT,
  checkSize: (body) => assertLogSize((body ?? {}) as { keystrokes?: unknown }),
  score: scoreSubmission,
};

/** The prefixes built so far. */
export const TEST_RESULT_SPECS: TestResultKindSpec<never>[] = [typingKind as TestResultKindSpec<never>];
