import { jobVisitApiPath } from '@ats/contract';
import { ENV } from '../../../shared/config/environment';

const storageKey = (id: string) => `job-visit:${id}`;

/**
 * Counts one visit per browser session (sessionStorage), for a published job. A plain `fetch`
 * with keepalive: a failure (offline, 429) is not the visitor's concern, so no alert.
 */
export const countVisit = (requisitionId: string) => {
  try {
    if (sessionStorage.getItem(storageKey(requisitionId))) return;
    sessionStorage.setItem(storageKey(requisitionId), new Date().toISOString());
  } catch {
    // Storage disabled (private mode): count anyway; the server dedupes per visitor.
  }
  // Counted in memory by the server and written in batches (no database write per visit).
  void fetch(`${ENV.apiBase}${jobVisitApiPath(requisitionId)}`, {
    method: 'PUT',
    keepalive: true,
  }).catch(() => undefined);
};
