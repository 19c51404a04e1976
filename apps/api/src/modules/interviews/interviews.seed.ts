import { randomBytes, randomUUID } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicantInterviews,
  auditLog,
  requisitionApplicants,
  testResults,
  typingTests,
} from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/demo-seed-context';
import { hashToken } from './interview-token';
import { scoreSubmission, typingContentOf } from './typing-scoring';

/** A human-like log of `chars` characters typed at ~`msPerKey`, one mistake corrected with Backspace. */
const demoLog = (passage: string, chars: number, msPerKey: number) => {
  const keystrokes: { k: string; t: number; p: number }[] = [];
  let t = 0;
  let p = 0;
  for (let i = 0; i < chars; i++) {
    const key = { k: passage[i]!, t, p };
    if (i === 12) {
      keystrokes.push({ k: 'x', t, p });
      t += msPerKey;
      keystrokes.push({ k: 'Backspace', t, p: p + 1 });
      t += msPerKey;
      key.t = t;
    }
    keystrokes.push(key);
    p++;
    t += msPerKey - 40 + ((i * 53) % 90);
  }
  return { keystrokes, pasteAttempts: 0, focusLosses: chars > 150 ? 1 : 0, restarts: 0 };
};

/**
 * Demo typing assessments: one scored and passed, one scored and failed, one sent and waiting,
 * and two pilot test results. Their links were never mailed: "Resend" issues working ones.
 */
export const seedInterviewsDemo = async ({ db, adminUserId }: DemoSeedContext) => {
  await db.transaction(async (tx: Db) => {
    const [test] = await tx.select().from(typingTests).orderBy(asc(typingTests.createdAt)).limit(1);
    const people = await tx
      .select({ id: requisitionApplicants.id })
      .from(requisitionApplicants)
      .where(isNull(requisitionApplicants.archivedAt))
      .orderBy(asc(requisitionApplicants.createdAt))
      .limit(3);
    if (!test || people.length < 3) return;
    const content = typingContentOf(test, 0);
    // Never more keys than the passage holds or the test's time allows (the server refuses those).
    const keysThatFit = (chars: number, ms: number) =>
      Math.max(
        20,
        Math.min(
          chars,
          content.passage.length - 1,
          Math.floor((content.durationSeconds * 1000 - 3000) / (ms + 50)) - 2,
        ),
      );
    const day = 86_400_000;
    const now = Date.now();
    const plan = [
      { chars: 260, ms: 190, status: 'evaluated' },
      { chars: 90, ms: 420, status: 'evaluated' },
      { chars: 0, ms: 0, status: 'sent' },
    ] as const;
    for (const [k, step] of plan.entries()) {
      const sentAt = new Date(now - (3 - k) * day);
      const log = step.chars ? demoLog(content.passage, keysThatFit(step.chars, step.ms), step.ms) : null;
      const startedAt = log ? new Date(sentAt.getTime() + 3_600_000) : null;
      const result = log ? scoreSubmission(content, log, content.durationSeconds * 1000) : null;
      const submittedAt = startedAt ? new Date(startedAt.getTime() + content.durationSeconds * 1000) : null;
      const id = randomUUID();
      await tx.insert(applicantInterviews).values({
        id,
        type: 'typing-assessment',
        status: step.status,
        requisitionApplicantId: people[k]!.id,
        referenceId: test.id,
        referenceName: test.name,
        tokenNonce: randomBytes(16).toString('base64url'),
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        expiresAt: new Date(sentAt.getTime() + 7 * day),
        sentAt,
        startedAt,
        submittedAt,
        evaluatedAt: submittedAt,
        content,
        result,
        score: result?.score.netWpm ?? null,
        outcome: result?.outcome ?? null,
        createdBy: adminUserId,
        createdAt: sentAt,
        updatedAt: submittedAt ?? sentAt,
      });
      await tx.insert(auditLog).values({
        actorId: adminUserId,
        action: 'interview_send',
        entityType: 'requisition-applicant',
        entityId: people[k]!.id,
        diff: { interviewId: id, type: 'typing-assessment', referenceName: test.name, attempt: 1 },
        createdAt: sentAt,
      });
    }
    for (const [k, email] of ['recruiter.pilot@example.com', 'trainer.pilot@example.com'].entries()) {
      const ms = 230 - k * 30;
      const log = demoLog(content.passage, keysThatFit(120 + k * 80, ms), ms);
      const result = scoreSubmission(content, log, content.durationSeconds * 1000);
      const at = new Date(now - (k + 1) * day);
      await tx.insert(testResults).values({
        kind: 'typing-assessment',
        email,
        referenceId: test.id,
        referenceName: test.name,
        status: 'evaluated',
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        expiresAt: new Date(at.getTime() + day),
        startedAt: at,
        submittedAt: at,
        evaluatedAt: at,
        content,
        result,
        score: result.score.netWpm,
        outcome: result.outcome,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
};
