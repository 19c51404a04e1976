import { z } from 'zod';
import { ZApplicantStatus } from '../common/enums';
import { ZRequisitionStatus } from '../requisitions/requisition-status';

/** Results per kind of the top bar's search (people for candidates). */
export const SEARCH_LIMIT = 6;

export const ZSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'At most 100 characters'),
});

/** One application of a person in the search results. */
export const ZSearchApplication = z.object({
  id: z.uuid(),
  /** Which tracker: a requisition's applicants, or the manual tracker. */
  kind: z.enum(['requisition', 'manual']),
  status: ZApplicantStatus,
  /** The requisition (uid · name) for requisition applicants; "Manual applicant" otherwise. */
  context: z.string(),
  /** This application matched the search (others are the same person's other applications). */
  matched: z.boolean(),
});
export type TSearchApplication = z.infer<typeof ZSearchApplication>;

/**
 * One person (candidate record) with the applications the caller may see, the matched ones first
 * (docs/decisions/search.md#grouped-by-candidate).
 */
export const ZSearchCandidate = z.object({
  /** The candidate record; null only for an application not linked yet (shown on its own). */
  candidateId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  applications: z.array(ZSearchApplication).min(1),
});
export type TSearchCandidate = z.infer<typeof ZSearchCandidate>;

export const ZSearchRequisition = z.object({
  id: z.uuid(),
  requisitionUid: z.string(),
  name: z.string(),
  status: ZRequisitionStatus,
});
export type TSearchRequisition = z.infer<typeof ZSearchRequisition>;

/** The top bar's search: what the caller may see, within their lines of business. */
export const ZSearchResult = z.object({
  candidates: z.array(ZSearchCandidate),
  requisitions: z.array(ZSearchRequisition),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
