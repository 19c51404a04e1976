import type { TJobBoardItem, TJobBoardQuery, TRequisitionPublic } from '@ats/contract';
import { usePublicQuery } from '../../shared/public-data/use-public-query';

/**
 * The public job page (a published requisition; staff may preview) and the public job board,
 * through the fetch-only public data layer: the first pages a candidate opens ship no RTK Query.
 */
export const usePublicRequisition = (id: string) =>
  usePublicQuery<TRequisitionPublic>(id ? `/requisitions/view/${encodeURIComponent(id)}` : null);

export const useJobBoard = (query: TJobBoardQuery) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
  return usePublicQuery<{ items: TJobBoardItem[] }>(`/jobs/list${params ? `?${params}` : ''}`);
};
