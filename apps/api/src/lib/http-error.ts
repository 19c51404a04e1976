/** A failure meant for the caller: status, message and one entry per problem. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 507,
    message: string,
    readonly errors: string[] = [message],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: string[]) =>
  new HttpError(400, message, errors ?? [message]);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (entity: string) => new HttpError(404, `${entity} not found`);
export const conflict = (message: string, errors?: string[]) =>
  new HttpError(409, message, errors ?? [message]);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, [message], {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
