import { apiPath, type PathArgs } from '@ats/contract';

/**
 * A contract API path (`*_PATHS`) relative to the API base the web app calls (`ENV.apiBase`,
 * `/api`), its `:params` filled in and encoded: `apiUrl(REQUISITION_PATHS.get, { id })` →
 * `/requisitions/get/<id>`.
 */
export const apiUrl = <P extends string>(path: P, ...params: PathArgs<P>) =>
  apiPath(path, ...params).replace(/^\/api(?=\/)/, '');
