import { randomInt, randomUUID } from 'node:crypto';
import type {
  TApplicantInterviewEvaluate,
  TApplicantInterviewListArgs,
  TApplicantInterviewSend,
  TApplicantKind,
  TSingleInterviewType,
  TTypingContent,
  ZApplicantInterviewCreate,
  ZApplicantInterviewGroupCreate,
  ZApplicantInterviewSendBulk,
} from '@ats/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { csvStream } from '../../lib/list/csv';
import type { AuthContext } from '../../plugins/route-access';
import { assertArchivedAccess } from '../applicant-common';
import { recordAudit } from '../audit';
import { assertTracker, resultsScope, trackerKindsOf } from './interview-access';
import { auditInterview, INTERVIEW_ENTITY } from './interview-audit';
import { assertMove, phaseOf } from './interview-lifecycle';
import { assertEmails, type SendingDeps, sendInterview } from './interview-sending';
import {
  contentNames,
  findApplicants,
  findTypingTest,
  type InterviewApplicant,
} from './interview-subjects.repo';
import { interviewView } from './interview-view';
import { INTERVIEW_CSV_COLUMNS } from './interviews.csv';
import * as repo from './interviews.repo';
import { typingContentOf } from './typing-scoring';
import { sendVideoGroup, snapshotVideoAnswers } from './video-groups';

type CreateArgs = z.output<typeof ZApplicantInterviewCreate>;
type BulkArgs = z.output<typeof ZApplicantInterviewSendBulk>;
type GroupArgs = z.output<typeof ZApplicantInterviewGroupCreate>;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Scope of rows whose applicants the caller may see, limited to kinds whose tracker grants `op`. */
const trackerScope = (caller: AuthContext, op: 'view' | 'edit' | 'delete') =>
  repo.interviewKindsScope(caller, trackerKindsOf(caller, op));

export const createInterviewsService = (db: Db, deps: SendingDeps) => {
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
        await sendInterview(tx, deps, j, { expiresInDays, actorId: caller.userId, action });
    }
    const fresh = await repo.findInterviewsByIds(tx, ids, undefined);
    return ids.map((id) => repo.toListItem(fresh.find((r) => r.row.id === id)!));
  };

  const mustFindForEdit = async (tx: Db, id: string, caller: AuthContext, op: 'edit' | 'delete' = 'edit') => {
    const j = await repo.findInterviewById(tx, id, trackerScope(caller, op), true);
    if (!j) throw notFound('Interview');
    return j;
  };

  return {
    list(q: TApplicantInterviewListArgs, caller: AuthContext) {
      assertArchivedAccess(caller, q.archived);
      return repo.listInterviews(db, resultsScope(caller), q).then((page) => ({
        items: page.items.map(repo.toListItem),
        paginationKey: page.paginationKey,
      }));
    },

    async export(q: Omit<TApplicantInterviewListArgs, 'limit' | 'paginationKey'>, caller: AuthContext) {
      assertArchivedAccess(caller, q.archived);
      const batches = async function* () {
        for await (const batch of repo.streamInterviews(db, resultsScope(caller), q))
          yield batch.map(repo.toListItem);
      };
      return csvStream(INTERVIEW_CSV_COLUMNS, batches());
    },

    /** The result page: results screens by type, or the applicant page by tracker view. */
    async view(id: string, archived: boolean | undefined, caller: AuthContext) {
      assertArchivedAccess(caller, archived);
      const scope = repo.eitherScope(resultsScope(caller), trackerScope(caller, 'view'));
      const j = await repo.findInterviewById(db, id, scope);
      if (!j || Boolean(j.row.archivedAt) !== Boolean(archived)) throw notFound('Interview');
      return interviewView(db, j);
    },

    async forApplicant(applicantId: string, kind: TApplicantKind, caller: AuthContext) {
      assertTracker(caller, kind, 'view');
      const [applicant] = await findApplicants(db, kind, [applicantId], caller);
      if (!applicant) throw notFound('Applicant');
      const rows = await repo.interviewsOfApplicant(db, kind, applicantId, undefined);
      return rows.map(repo.toListItem);
    },

    async create(body: CreateArgs, caller: AuthContext) {
      const [applicant] = await mustFindApplicants(body.applicantKind, [body.applicantId], caller);
      const c = await contentFor(body.type, body.referenceId);
      return db.transaction(async (tx) => {
        const values = [newRow(applicant!, body.type, body.referenceId, c, body.expiresInDays, caller)];
        const [item] = await insertAndMaybeSend(tx, values, body.send, body.expiresInDays, caller);
        return item!;
      });
    },

    async send(body: TApplicantInterviewSend, caller: AuthContext) {
      if ('ids' in body && body.ids) {
        return db.transaction(async (tx) => {
          const ids = [...new Set(body.ids)];
          const rows = await repo.findInterviewsByIds(tx, ids, trackerScope(caller, 'edit'));
          if (rows.length !== ids.length) throw notFound('Interview');
          const notNew = rows.filter((j) => phaseOf(j.row) !== 'new');
          if (notNew.length) {
            throw conflict(
              'Only new interviews can be sent; use resend for sent ones',
              notNew.map((j) => `${j.applicantName}: the interview is ${phaseOf(j.row)}`),
            );
          }
          assertEmails(rows);
          for (const j of rows) {
            await sendInterview(tx, deps, j, { expiresInDays: body.expiresInDays, actorId: caller.userId });
          }
          const fresh = await repo.findInterviewsByIds(tx, ids, undefined);
          return {
            sent: rows.length,
            message: `${rows.length} interview(s) sent`,
            items: fresh.map(repo.toListItem),
          };
        });
      }
      const bulk = body as BulkArgs;
      const byKind = new Map<TApplicantKind, string[]>();
      for (const a of bulk.applicants)
        byKind.set(a.applicantKind, [...(byKind.get(a.applicantKind) ?? []), a.applicantId]);
      const people: InterviewApplicant[] = [];
      for (const [kind, ids] of byKind) people.push(...(await mustFindApplicants(kind, ids, caller)));
      const noEmail = people.filter((p) => !p.email);
      if (noEmail.length) {
        throw badRequest(
          'Some applicants have no email address',
          noEmail.map((p) => `${p.firstName} ${p.lastName} has no email address`),
        );
      }
      return db.transaction(async (tx) => {
        const values = [];
        for (const p of people) {
          values.push(
            newRow(
              p,
              bulk.type,
              bulk.referenceId,
              await contentFor(bulk.type, bulk.referenceId, tx),
              bulk.expiresInDays,
              caller,
            ),
          );
        }
        const items = await insertAndMaybeSend(tx, values, true, bulk.expiresInDays, caller);
        return { sent: items.length, message: `${items.length} interview(s) sent`, items };
      });
    },

    /** A new link (the old one stops working), a fresh expiry, the invitation again. */
    async resend(id: string, expiresInDays: number | undefined, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const j = await mustFindForEdit(tx, id, caller);
        assertTracker(caller, repo.applicantKindOf(j.row), 'edit');
        assertMove(j.row, 'resend');
        assertEmails([j]);
        await sendInterview(tx, deps, j, {
          expiresInDays,
          rotate: true,
          actorId: caller.userId,
          action: 'interview_resend',
        });
        return repo.toListItem((await repo.findInterviewById(tx, id))!);
      });
    },

    async evaluate(id: string, body: TApplicantInterviewEvaluate & { notes: string }, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const j = await mustFindForEdit(tx, id, caller);
        assertMove(j.row, 'evaluate');
        // A resume verdict is changed only by an override, which needs a note (resume-interviews).
        if (j.row.type === 'resume-profile')
          throw conflict('Resume verdicts are overridden, not evaluated', [
            'use POST /api/resume-interviews/override/{id} with a note',
          ]);
        await repo.updateInterview(tx, id, {
          status: 'evaluated',
          outcome: body.outcome,
          reviewNotes: body.notes,
          evaluatedBy: caller.userId,
          evaluatedAt: new Date(),
        });
        await auditInterview(tx, j.row, 'interview_evaluate', caller.userId, {
          outcome: [j.row.outcome, body.outcome],
        });
        return interviewView(tx, (await repo.findInterviewById(tx, id))!);
      });
    },

    /** One retake per send: a second attempt on the same content, mailed at once; both are kept. */
    async allowRetake(id: string, expiresInDays: number | undefined, caller: AuthContext) {
      return db.transaction(async (tx) => {
        const j = await mustFindForEdit(tx, id, caller);
        const phase = phaseOf(j.row);
        if (!['submitted', 'evaluated', 'abandoned'].includes(phase)) {
          throw conflict(`Cannot allow a retake of a ${phase} interview`, [
            'a retake is allowed once the attempt is submitted, evaluated or abandoned',
          ]);
        }
        if (j.row.retakeOfId)
          throw conflict('This is already the retake of its send', ['one retake per send']);
        if (j.retakeIssued)
          throw conflict('A retake was already allowed for this send', ['one retake per send']);
        if (j.row.groupId)
          throw conflict('Interviews of a group cannot be retaken one by one', ['send a new group instead']);
        const [applicant] = await findApplicants(
          tx,
          repo.applicantKindOf(j.row),
          [repo.applicantIdOf(j.row)],
          caller,
        );
        if (!applicant) throw notFound('Interview');
        const c = await contentFor(j.row.type as TSingleInterviewType, j.row.referenceId, tx).catch(() => {
          throw conflict('The content of this interview no longer exists', ['a retake needs the content']);
        });
        const days = expiresInDays ?? 7;
        const values = [
          newRow(applicant, j.row.type, j.row.referenceId, c, days, caller, {
            attempt: j.row.attempt + 1,
            retakeOfId: j.row.id,
          }),
        ];
        const [item] = await insertAndMaybeSend(tx, values, true, days, caller, 'interview_retake');
        return item!;
      });
    },

    async archive(ids: string[], caller: AuthContext) {
      return db.transaction(async (tx) => {
        const unique = [...new Set(ids)];
        const rows = await repo.findInterviewsByIds(tx, unique, trackerScope(caller, 'delete'));
        if (rows.length !== unique.length) throw notFound('Interview');
        const done = await repo.setInterviewsArchived(tx, unique, true);
        await recordAudit(
          tx,
          ...done.map((r) => ({
            actorId: caller.userId,
            action: 'archive' as const,
            entityType: INTERVIEW_ENTITY,
            entityId: r.id,
          })),
        );
        return { updated: done.length, message: `${done.length} interview(s) archived` };
      });
    },

    async unarchive(ids: string[], caller: AuthContext) {
      return db.transaction(async (tx) => {
        const unique = [...new Set(ids)];
        const scope = repo.eitherScope(resultsScope(caller), trackerScope(caller, 'view'));
        const rows = await repo.findInterviewsByIds(tx, unique, scope);
        if (rows.length !== unique.length) throw notFound('Interview');
        const done = await repo.setInterviewsArchived(tx, unique, false);
        await recordAudit(
          tx,
          ...done.map((r) => ({
            actorId: caller.userId,
            action: 'unarchive' as const,
            entityType: INTERVIEW_ENTITY,
            entityId: r.id,
          })),
        );
        return { updated: done.length, message: `${done.length} interview(s) restored` };
      });
    },

    /** Video interviews: one group, one interview per question, in the order given. */
    async createGroup(body: GroupArgs, caller: AuthContext) {
      const [applicant] = await mustFindApplicants(body.applicantKind, [body.applicantId], caller);
      const names = await contentNames(db, 'video-question', body.referenceIds);
      const missing = body.referenceIds.filter((id) => !names.has(id));
      if (missing.length)
        throw badRequest(
          'No such video question',
          missing.map((id) => `referenceIds: no video question ${id}`),
        );
      return db.transaction(async (tx) => {
        const group = await repo.insertGroup(tx, {
          type: body.type,
          requisitionApplicantId: applicant!.kind === 'requisition' ? applicant!.id : null,
          manualApplicantId: applicant!.kind === 'manual' ? applicant!.id : null,
          createdBy: caller.userId,
        });
        const values = body.referenceIds.map((refId, index) =>
          newRow(
            applicant!,
            body.type,
            refId,
            { name: names.get(refId)!, content: null },
            body.expiresInDays,
            caller,
            {
              groupId: group.id,
              groupIndex: index,
            },
          ),
        );
        // Video: answers frozen per question, and one invitation for the group (video-groups.ts).
        await insertAndMaybeSend(tx, values, false, body.expiresInDays, caller);
        await snapshotVideoAnswers(tx, values);
        if (body.send)
          await sendVideoGroup(
            tx,
            deps,
            values.map((v) => v.id!),
            body.expiresInDays,
            caller.userId,
          );
        const fresh = await repo.findInterviewsByIds(
          tx,
          values.map((v) => v.id!),
          undefined,
        );
        const interviews = values.map((v) => repo.toListItem(fresh.find((r) => r.row.id === v.id)!));
        return {
          id: group.id,
          type: body.type,
          applicantId: applicant!.id,
          applicantKind: applicant!.kind,
          interviews,
          createdAt: group.createdAt.toISOString(),
        };
      });
    },

    async viewGroup(id: string, index: number, archived: boolean | undefined, caller: AuthContext) {
      assertArchivedAccess(caller, archived);
      const group = await repo.findGroup(db, id);
      if (!group) throw notFound('Interview group');
      const scope = repo.eitherScope(resultsScope(caller), trackerScope(caller, 'view'));
      const rows = await repo.interviewsOfGroup(db, id, scope);
      if (!rows.length) throw notFound('Interview group');
      const at = rows.find((r) => r.row.groupIndex === index);
      if (!at) throw notFound('Interview at this index');
      return {
        group: {
          id: group.id,
          type: group.type as 'video-question',
          applicantId: (group.requisitionApplicantId ?? group.manualApplicantId)!,
          applicantKind: (group.requisitionApplicantId ? 'requisition' : 'manual') as TApplicantKind,
          interviews: rows.map(repo.toListItem),
          createdAt: group.createdAt.toISOString(),
        },
        index,
        interview: await interviewView(db, at),
      };
    },
  };
};
export type InterviewsService = ReturnType<typeof createInterviewsService>;
