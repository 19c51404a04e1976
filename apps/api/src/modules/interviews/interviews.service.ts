import type {
  TApplicantInterviewEvaluate,
  TApplicantInterviewListArgs,
  TApplicantInterviewSend,
  TApplicantKind,
  TSingleInterviewType,
  ZApplicantInterviewCreate,
  ZApplicantInterviewSendBulk,
} from '@ats/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { csvStream } from '../../lib/list/csv';
import type { AuthContext } from '../../plugins/route-access';
import { assertArchivedAccess } from '../applicant-common';
import { recordAudit } from '../audit';
import { assertTracker, resultsScope, trackerScope } from './interview-access';
import { auditInterview, INTERVIEW_ENTITY } from './interview-audit';
import { createInterviewGroupsService } from './interview-groups.service';
import { assertMove, phaseOf } from './interview-lifecycle';
import { createInterviewRows } from './interview-rows';
import { assertEmails, type SendingDeps, sendInterview } from './interview-sending';
import { findApplicants, type InterviewApplicant } from './interview-subjects.repo';
import { interviewView } from './interview-view';
import { INTERVIEW_CSV_COLUMNS } from './interviews.csv';
import * as repo from './interviews.repo';

type CreateArgs = z.output<typeof ZApplicantInterviewCreate>;
type BulkArgs = z.output<typeof ZApplicantInterviewSendBulk>;

export const createInterviewsService = (db: Db, deps: SendingDeps) => {
  const interviewRows = createInterviewRows(db, deps);
  const { mustFindApplicants, contentFor, newRow, insertAndMaybeSend } = interviewRows;

  const mustFindForEdit = async (tx: Db, id: string, caller: AuthContext, op: 'edit' | 'delete' = 'edit') => {
    const j = await repo.findInterviewById(tx, id, trackerScope(caller, op), true);
    if (!j) throw notFound('Interview');
    return j;
  };

  return {
    ...createInterviewGroupsService(db, deps, interviewRows),

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
        const [item] = await insertAndMaybeSend(
          tx,
          values,
          body.send,
          body.expiresInDays,
          caller,
          'interview_send',
          body.language,
        );
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
            await sendInterview(tx, deps, j, {
              expiresInDays: body.expiresInDays,
              actorId: caller.userId,
              language: body.language,
            });
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
        const items = await insertAndMaybeSend(
          tx,
          values,
          true,
          bulk.expiresInDays,
          caller,
          'interview_send',
          bulk.language,
        );
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
  };
};
