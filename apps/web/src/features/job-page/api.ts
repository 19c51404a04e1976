import { jobViewApiPath, type TRequisitionPublic } from '@ats/contract';
import { usePublicQuery } from '../../shared/public-data/use-public-query';

/**
 * The public job page (a published requisition; staff may preview) through the fetch-only public
 * data layer: the first pages a candidate opens ship no RTK Query.
 */
export const usePublicRequisition = (id: string) =>
  usePublicQuery<TRequisitionPublic>(id ? jobViewApiPath(id) : null);
