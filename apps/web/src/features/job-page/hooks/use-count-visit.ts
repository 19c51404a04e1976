import { useEffect } from 'react';
import { countVisit } from './count-visit';

/** Counts the visit of a published job's page once it shows (see countVisit). */
export const useCountVisit = (requisitionId: string | undefined, published: boolean | undefined) => {
  useEffect(() => {
    if (requisitionId && published) countVisit(requisitionId);
  }, [requisitionId, published]);
};
