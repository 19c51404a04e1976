/** The error body of every API failure: `{ message, errors: [...] }` (ARCHITECTURE.md). */
interface ErrorLike {
  status?: number | string;
  data?: unknown;
  error?: string;
}

/** First entry of `errors`, else `message`, else a generic line (SPEC §8 for 400s). */
export const errorMessageOf = (e: unknown, fallback = 'Something went wrong. Please try again.'): string => {
  const err = e as ErrorLike | undefined;
  const data = err?.data as { message?: unknown; errors?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (Array.isArray(data.errors) && typeof data.errors[0] === 'string' && data.errors[0])
      return data.errors[0];
    if (typeof data.message === 'string' && data.message) return data.message;
  }
  if (err?.status === 'FETCH_ERROR') return 'The server cannot be reached. Check your connection.';
  if (err?.status === 'TIMEOUT_ERROR') return 'The server took too long to answer.';
  return fallback;
};

export const statusOf = (e: unknown): number | string | undefined => (e as ErrorLike | undefined)?.status;

/**
 * Field errors of a 400, keyed by field name, when the API names the field as the start of an
 * entry (`"email: …"`). Forms show these in place.
 */
export const fieldErrorsOf = (e: unknown): Record<string, string> => {
  const data = (e as ErrorLike | undefined)?.data as { errors?: unknown } | undefined;
  const out: Record<string, string> = {};
  if (!Array.isArray(data?.errors)) return out;
  for (const entry of data.errors) {
    if (typeof entry !== 'string') continue;
    const m = entry.match(/^([a-zA-Z][\w.]*): (.+)$/);
    if (m?.[1] && m[2] && !out[m[1]]) out[m[1]] = m[2];
  }
  return out;
};
