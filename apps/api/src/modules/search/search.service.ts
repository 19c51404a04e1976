import {
  isAllowed,
  SEARCH_LIMIT,
  type TApplicantListArgs,
  type TRequisitionApplicantListArgs,
  type TSearchApplication,
  type TSearchCandidate,
  type TSearchResult,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { manualApplicantScope, requisitionApplicantScope } from '../../lib/scope';
import type { AuthContext } from '../../plugins/route-access';
import { createApplicantsService } from '../applicants';
import { createRequisitionApplicantsService } from '../requisition-applicants';
import { listRequisitions } from '../requisitions';
import type { UploadsService } from '../uploads';
import { candidateIdsOf, liveApplicationsOf } from './search.repo';

/** Applications listed under one person (the matched ones first). */
const APPLICATIONS_PER_PERSON = 5;

/**
 * The top bar's search. Each kind is searched through its own list (same scope — lines of
 * business, small teams — and the same trigram-indexed search of name, email and phone digits, or
 * requisition uid and name), and only when the caller may view that list. Applicant hits are then
 * grouped by candidate record (docs/decisions/search.md#grouped-by-candidate): one row per
 * person, with their other live applications in the caller's scope read by the candidate index.
 */
export const createSearchService = (db: Db, uploads: UploadsService) => {
  const requisitionApplicants = createRequisitionApplicantsService(db, uploads);
  const manualApplicants = createApplicantsService(db, uploads);
  // Twice the people shown: two hits of one person still leave SEARCH_LIMIT people.
  const page = { search: '', limit: SEARCH_LIMIT * 2, sort: '-createdAt', archived: false };

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
          ? listRequisitions(db, caller, { ...page, limit: SEARCH_LIMIT, search: q } as Parameters<
              typeof listRequisitions
            >[2])
          : null,
      ]);
      const hits = [
        ...(fromRequisitions?.items ?? []).map((a) => ({
          kind: 'requisition' as const,
          person: a,
          app: {
            id: a.id,
            kind: 'requisition' as const,
            status: a.status,
            context: `${a.requisition.requisitionUid} · ${a.requisition.name}`,
            matched: true,
          },
        })),
        ...(manual?.items ?? []).map((a) => ({
          kind: 'manual' as const,
          person: a,
          app: {
            id: a.id,
            kind: 'manual' as const,
            status: a.status,
            context: 'Manual applicant',
            matched: true,
          },
        })),
      ];
      const candidateOf = await candidateIdsOf(db, {
        manual: hits.filter((h) => h.kind === 'manual').map((h) => h.app.id),
        requisition: hits.filter((h) => h.kind === 'requisition').map((h) => h.app.id),
      });
      const people = new Map<string, TSearchCandidate>();
      for (const h of hits) {
        const candidateId = candidateOf.get(`${h.kind}:${h.app.id}`) ?? null;
        const key = candidateId ?? `${h.kind}:${h.app.id}`;
        const found = people.get(key);
        if (found) found.applications.push(h.app);
        else if (people.size < SEARCH_LIMIT)
          people.set(key, {
            candidateId,
            name: `${h.person.firstName} ${h.person.lastName}`.trim(),
            email: h.person.email,
            phone: h.person.phone,
            applications: [h.app],
          });
      }
      const ids = [...people.values()].flatMap((p) => (p.candidateId ? [p.candidateId] : []));
      const others = await liveApplicationsOf(db, ids, {
        manual: can('applicant-tracker') && manualApplicantScope(caller),
        requisition: can('req-applicant-tracker') && requisitionApplicantScope(caller),
      });
      others.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      for (const o of others) {
        const p = o.candidateId ? people.get(o.candidateId) : undefined;
        if (!p || p.applications.some((a) => a.kind === o.kind && a.id === o.id)) continue;
        if (p.applications.length >= APPLICATIONS_PER_PERSON) continue;
        const app: TSearchApplication = {
          id: o.id,
          kind: o.kind,
          status: o.status,
          context: o.context,
          matched: false,
        };
        p.applications.push(app);
      }
      return {
        candidates: [...people.values()],
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
