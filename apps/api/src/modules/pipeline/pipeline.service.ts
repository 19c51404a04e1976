import {
  PIPELINE_COLUMNS,
  PIPELINE_PAGE,
  type TApplicantStatus,
  type TListPage,
  type TPipelineBoard,
  type TPipelineCard,
  type TPipelineMove,
  type TRequisitionApplicant,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { findEmailTemplate } from '../email-templates';
import { createRequisitionApplicantsService } from '../requisition-applicants';
import type { UploadsService } from '../uploads';
import { emitWebhookEvent } from '../webhooks';
import * as repo from './pipeline.repo';

/**
 * The pipeline board of a requisition: its live applicants in one column per status. Reads go
 * through the requisition applicant list (same scope, same keyset paging, newest first); moves go
 * through the tracker's status change, so a card move obeys exactly the tracker's rules.
 */
export const createPipelineService = (db: Db, uploads: UploadsService, publicUrl?: string) => {
  const applicants = createRequisitionApplicantsService(db, uploads, publicUrl);

  const mustFindRequisition = async (id: string, caller: AuthContext) => {
    const requisition = await repo.findBoardRequisition(db, id, caller);
    if (!requisition) throw notFound('Requisition');
    return requisition;
  };

  const page = (
    requisitionId: string,
    status: TApplicantStatus,
    limit: number,
    paginationKey: string | undefined,
    caller: AuthContext,
  ) =>
    applicants.list(
      {
        requisition: [requisitionId],
        status: [status],
        sort: '-createdAt',
        limit,
        paginationKey,
        archived: false,
      } as Parameters<typeof applicants.list>[0],
      caller,
    ) as Promise<TListPage<TRequisitionApplicant>>;

  const cardsOf = async (items: TRequisitionApplicant[]): Promise<TPipelineCard[]> => {
    const dupes = await repo.withPossibleDuplicates(
      db,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, possibleDuplicate: dupes.has(i.id) }));
  };

  return {
    async board(requisitionId: string, caller: AuthContext): Promise<TPipelineBoard> {
      const requisition = await mustFindRequisition(requisitionId, caller);
      const counts = await repo.countByStatus(db, requisitionId);
      const columns = [];
      for (const status of PIPELINE_COLUMNS) {
        const count = counts.get(status) ?? 0;
        const p = count
          ? await page(requisitionId, status, PIPELINE_PAGE, undefined, caller)
          : { items: [], paginationKey: null };
        columns.push({ status, count, items: await cardsOf(p.items), paginationKey: p.paginationKey });
      }
      return {
        requisition,
        total: [...counts.values()].reduce((a, b) => a + b, 0),
        columns,
      };
    },

    async column(
      requisitionId: string,
      q: { status: TApplicantStatus; paginationKey?: string; limit: number },
      caller: AuthContext,
    ): Promise<TListPage<TPipelineCard>> {
      await mustFindRequisition(requisitionId, caller);
      const p = await page(requisitionId, q.status, q.limit, q.paginationKey, caller);
      return { items: await cardsOf(p.items), paginationKey: p.paginationKey };
    },

    /**
     * A card dropped on another column: the tracker's status change (decline needs its reason),
     * with the optional email as the trackers' bulk change sends it: a chosen template (merge
     * fields filled, kept on the record) instead of the fixed status email. An unknown template is
     * refused before anything changes, even when the move itself would change nothing.
     */
    async move(requisitionId: string, input: TPipelineMove, caller: AuthContext) {
      await mustFindRequisition(requisitionId, caller);
      const owner = await repo.requisitionOfApplicant(db, input.applicantId);
      if (!owner || owner.requisitionId !== requisitionId || owner.archivedAt) throw notFound('Applicant');
      if (input.templateId && !(await findEmailTemplate(db, input.templateId)))
        throw badRequest('Validation failed', ['templateId: template not found']);
      const result = await applicants.bulkStatus(
        {
          ids: [input.applicantId],
          status: input.status,
          reason: input.reason ?? null,
          sendStatusEmail: Boolean(input.sendStatusEmail),
          ...(input.templateId ? { templateId: input.templateId } : {}),
          ...(input.language ? { language: input.language } : {}),
        },
        caller,
      );
      if (result.updated === 1)
        await emitWebhookEvent(db, 'applicant.stage_moved', {
          requisitionApplicantId: input.applicantId,
          requisitionId,
          stage: input.status,
          reason: input.reason ?? null,
        });
      const emailed = input.templateId && / 1 emailed$/.test(result.message) ? ', candidate emailed' : '';
      return {
        moved: result.updated === 1,
        message: result.updated === 1 ? `Status changed${emailed}` : 'No change',
      };
    },
  };
};
