import { randomInt, randomUUID } from 'node:crypto';
import type { TApplicantKind, TSingleInterviewType, TTypingContent } from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import { assertTracker } from './interview-access';
import { INTERVIEW_ENTITY } from './interview-audit';
import { assertEmails, type SendingDeps, sendInterview } from './interview-sending';
import {
  contentNames,
  findApplicants,
  findTypingTest,
  type InterviewApplicant,
} from './interview-subjects.repo';
import * as repo from './interviews.repo';
import { typingContentOf } from './typing-scoring';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/**
 * New interview rows: the applicants they go to, the content they snapshot, one row each with its
 * own link, inserted (audited) and mailed when asked. Sending, resending, retakes and groups share it.
 */
export const createInterviewRows = (db: Db, deps: SendingDeps) => {
  /** The applicants of one kind the caller may send to; 404 naming any they may not see. */
  const mustFindApplicants = async (kind: TApplicantKind, ids: string[], caller: AuthContext) => {
    assertTracker(caller, kind, 'edit');
    const unique = [...new Set(ids)];
    const found = await findApplicants(db, kind, unique, caller);
    if (found.length !== unique.length) throw notFound('Applicant');
    const archived = found.filter((a) => a.archivedAt);
    if (archived.length) {
      throw conflict(
        'Archived applicants cannot be sent interviews',
        archived.map((a) => `${a.firstName} ${a.lastName} is archived`),
      );
    }
    return found;
  };

  /** The content's name and, for typing tests, the snapshot the candidate will type. */
  const contentFor = async (
    type: TSingleInterviewType | 'video-question',
    referenceId: string,
    q: Db = db,
  ): Promise<{ name: string; content: TTypingContent | null }> => {
    if (type === 'typing-assessment') {
      const test = await findTypingTest(q, referenceId);
      if (!test) throw badRequest('No such typing test', ['referenceId: no typing test has this id']);
      return { name: test.name, content: typingContentOf(test, randomInt(test.passages.length)) };
    }
    const names = await contentNames(q, type, [referenceId]);
    const name = names.get(referenceId);
    if (name === undefined) throw badRequest(`No such ${type}`, [`referenceId: no ${type} has this id`]);
    return { name, content: null };
  };

  const newRow = (
    a: InterviewApplicant,
    type: string,
    referenceId: string,
    c: { name: string; content: TTypingContent | null },
    expiresInDays: number,
    caller: AuthContext,
    extra: Partial<repo.InterviewInsert> = {},
  ): repo.InterviewInsert => {
    const id = randomUUID();
    const link = deps.tokens.issue(id);
    return {
      id,
      type,
      status: 'new',
      requisitionApplicantId: a.kind === 'requisition' ? a.id : null,
      manualApplicantId: a.kind === 'manual' ? a.id : null,
      referenceId,
      referenceName: c.name,
      tokenNonce: link.nonce,
      tokenHash: link.hash,
      expiresAt: daysFromNow(expiresInDays),
      content: c.content,
      createdBy: caller.userId,
      ...extra,
    };
  };

  /** Inserts rows, emails them when asked, and answers them as list items. */
  const insertAndMaybeSend = async (
    tx: Db,
    values: repo.InterviewInsert[],
    send: boolean,
    expiresInDays: number,
    caller: AuthContext,
    action: 'interview_send' | 'interview_retake' = 'interview_send',
    language?: 'en' | 'es',
  ) => {
    await repo.insertInterviews(tx, values);
    const ids = values.map((v) => v.id!);
    const rows = await repo.findInterviewsByIds(tx, ids, undefined);
    const ordered = ids.map((id) => rows.find((r) => r.row.id === id)!);
    await recordAudit(
      tx,
      ...ordered.map((j) => ({
        actorId: caller.userId,
        action: 'create' as const,
        entityType: INTERVIEW_ENTITY,
        entityId: j.row.id,
        diff: { type: j.row.type, referenceName: j.row.referenceName, attempt: j.row.attempt },
      })),
    );
    if (send) {
      assertEmails(ordered);
      for (const j of ordered)
        await sendInterview(tx, deps, j, { expiresInDays, actorId: caller.userId, action, language });
    }
    const fresh = await repo.findInterviewsByIds(tx, ids, undefined);
    return ids.map((id) => repo.toListItem(fresh.find((r) => r.row.id === id)!));
  };

  return { mustFindApplicants, contentFor, newRow, insertAndMaybeSend };
};
export type InterviewRows = ReturnType<typeof createInterviewRows>;
