import type { TApplicantKind, ZApplicantInterviewGroupCreate } from '@ats/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { assertArchivedAccess } from '../applicant-common';
import { resultsScope, trackerScope } from './interview-access';
import type { InterviewRows } from './interview-rows';
import type { SendingDeps } from './interview-sending';
import { contentNames } from './interview-subjects.repo';
import { interviewView } from './interview-view';
import * as repo from './interviews.repo';
import { sendVideoGroup, snapshotVideoAnswers } from './video-groups';

type GroupArgs = z.output<typeof ZApplicantInterviewGroupCreate>;

/** Video interview groups: one interview per question, sent with one invitation, viewed by index. */
export const createInterviewGroupsService = (db: Db, deps: SendingDeps, rows: InterviewRows) => {
  const { mustFindApplicants, newRow, insertAndMaybeSend } = rows;
  return {
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
            body.language,
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
