import { ENV } from '../config/environment';

/**
 * A failed call in the shape RTK Query gives (`status` and the error body as `data`), so
 * shared/api-error.ts reads it the same: `FETCH_ERROR` when the server cannot be reached.
 */
interface PublicCallError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

/**
 * `POST {apiBase}{url}` with a JSON body → the reply's `data`, for public pages that send one
 * thing and need no API cache (the hiring form): no Redux on their first visit. Throws a
 * `PublicCallError` on a network failure or a non-2xx answer.
 */
export const postPublic = async <T>(url: string, body: unknown): Promise<T> => {
  const res = await fetch(`${ENV.apiBase}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {
    throw { status: 'FETCH_ERROR' } satisfies PublicCallError;
  });
  const reply = (await res.json().catch(() => undefined)) as { data?: T } | undefined;
  if (!res.ok) throw { status: res.status, data: reply } satisfies PublicCallError;
  return reply?.data as T;
};
