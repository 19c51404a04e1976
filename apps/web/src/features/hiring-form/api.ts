import type { TClassRequestSubmit, TClassRequestSubmitResult } from '@ats/contract';
import { postPublic } from '../../shared/public-data/post-public';

/**
 * The public form's only call: send a hiring request (no sign-in). A plain `fetch`, not the API
 * cache, so the form's first visit downloads no Redux (issue 30 budget).
 */
export const submitHiringRequest = (body: TClassRequestSubmit) =>
  postPublic<TClassRequestSubmitResult>('/talent-discovery-requests/submit', body);
