import { env } from '../fixtures/env';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** Calls the API (under /api) with an optional bearer token; returns `data` of the envelope. */
export const call = async <T = unknown>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<T> => {
  const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  const res = await fetch(`${env.baseUrl}/api${path}${qs}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiError(res.status, body, `${method} ${path}`);
  return (body as { data: T }).data;
};

/**
 * The status of a call, for tests that expect a failure.
 * @public e2e/README.md offers it to specs.
 */
export const statusOf = async (
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
) => {
  try {
    await call(method, path, opts);
    return 200;
  } catch (e) {
    if (e instanceof ApiError) return e.status;
    throw e;
  }
};
