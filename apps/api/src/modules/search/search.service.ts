import {
  isAllowed,
  SEARCH_LIMIT,
  type TApplicantListArgs,
  type TRequisitionApplicantListArgs,
  type TSearchCandidate,
  type TSearchResult,
} from '@ats/contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import { createApplicantsService } from '../applicants/applicants.service';
import { createRequisitionApplicantsService } from '../requisition-applicants/requisition-applicants.service';
import { listRequisitions } from '../requisitions/requisitions.repo';
import type { UploadsService } from '../uploads/uploads.service';

/**
 * The top bar's search. Each kind is searched through its own list (same scope — lines of
 * business, small teams — and the same trigram-indexed search of name, email and phone digits, or
 * requisition uid and name), and only when the caller may view that list.
 */
export const createSearchService = (db: Db, uploads: UploadsService) => {
  const requisitionApplicants = createRequisitionApplicantsService(db, uploads);
  const manualApplicants = createApplicantsService(db, uploads);
  const page = { search: '', limit: SEARCH_LIMIT, sort: '-createdAt', archived: false };

  return {
    async search(q: string, caller: AuthContext): Promise<TSearchResult> {
      const can = (item: string) => isAllowed(caller.permissions, item, 'view');
      const [fromRequisitions, manual, requisitions] = await Promise.all([
        can('req-applicant-tracker')
          ? requisitionApplicants.list({ ...page, search: q } as TRequisitionApplicantListArgs, caller)
          : null,
        can('applicant-tracker')
          ? manualApplicants.list({ ...page, search: q } as TApplicantListArgs, caller)
          : null,
        can('requisitions')
          ? listRequisitions(db, caller, { ...page, search: q } as Parameters<typeof listRequisitions>[2])
          : null,
      ]);
      const candidates: TSearchCandidate[] = [
        ...(fromRequisitions?.items ?? []).map((a) => ({
          id: a.id,
          kind: 'requisition' as const,
          name: `${a.firstName} ${a.lastName}`.trim(),
          email: a.email,
          phone: a.phone,
          status: a.status,
          context: `${a.requisition.requisitionUid} · ${a.requisition.name}`,
        })),
        ...(manual?.items ?? []).map((a) => ({
          id: a.id,
          kind: 'manual' as const,
          name: `${a.firstName} ${a.lastName}`.trim(),
          email: a.email,
          phone: a.phone,
          status: a.status,
          context: 'Manual applicant',
        })),
      ];
      return {
        candidates,
        requisitions: (requisitions?.items ?? []).map((r) => ({
          id: r.id,
          requisitionUid: r.requisitionUid,
          name: r.name,
          status: r.status,
        })),
      };
    },
  };
};
