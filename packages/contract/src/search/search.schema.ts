import { z } from 'zod';
import { ZApplicantStatus } from '../common/enums';
import { ZRequisitionStatus } from '../requisitions/requisition-status';

/** Results per kind of the top bar's search. */
export const SEARCH_LIMIT = 6;

export const ZSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'At most 100 characters'),
});

export const ZSearchCandidate = z.object({
  id: z.uuid(),
  /** Which tracker the person is in: a requisition's applicants, or the manual tracker. */
  kind: z.enum(['requisition', 'manual']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: ZApplicantStatus,
  /** The requisition (uid · name) for requisition applicants. */
  context: z.string(),
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
