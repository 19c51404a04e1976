import { ENV } from '../config/environment';

/**
 * A JSON call of a public page without RTK Query (docs/decisions.md, "Public entry weight"):
 * `{apiBase}{url}` → the reply's `data`. A failure throws what RTK Query's fetchBaseQuery would
 * (`{ status, data }`, or `{ status: 'FETCH_ERROR' }` when the server cannot be reached), so the
 * shared error helpers (`fieldErrorsOf`, `statusOf`) read it the same way.
 */
export const publicSend = async <T>(method: 'POST' | 'PUT', url: string, body: unknown): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(`${ENV.apiBase}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  const reply = (await res.json().catch(() => null)) as { data?: T } | null;
  if (!res.ok) throw { status: res.status, data: reply };
  return reply?.data as T;
};
