import type { FastifyServerOptions } from 'fastify';

/*
 * What the server log may hold: methods, paths, status codes, error types, SQL with placeholders
 * and database error codes. Never request bodies, authorization headers, the values bound to a
 * query, PostgreSQL's `detail` (it quotes the row, e.g. `Key (email)=(jane@…)`), nor search terms
 * (people search by name and email). See docs/decisions/security.md#text-fields-and-the-log.
 */

/** Query parameters whose values may be personal data; logged as `search=…`. */
const PERSONAL_QUERY_PARAMS = ['search', 'email', 'name', 'q'];

/** The request URL with the values of personal query parameters elided. */
export const redactUrl = (url: string) => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return PERSONAL_QUERY_PARAMS.includes(decodeURIComponentSafe(key)) && eq >= 0 ? `${key}=…` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
};

const decodeURIComponentSafe = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Double-quoted fragments of a database message are values (`invalid input syntax … "jane"`). */
const elideQuoted = (message: string) => message.replace(/"[^"]*"/g, '"…"');

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  query?: string;
  params?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

/** The `at …` lines of a stack: its first line repeats the message, which may quote values. */
const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');

/** A database error (pg or PGlite): its code and the names it carries, never `detail`. */
const databaseCause = (cause: ErrorLike) => ({
  type: cause.name,
  message: elideQuoted(String(cause.message ?? '')),
  code: cause.code,
  ...(typeof cause.severity === 'string' ? { severity: cause.severity } : {}),
  ...(typeof cause.routine === 'string' ? { routine: cause.routine } : {}),
  ...(typeof cause.table === 'string' ? { table: cause.table } : {}),
  ...(typeof cause.column === 'string' ? { column: cause.column } : {}),
  ...(typeof cause.constraint === 'string' ? { constraint: cause.constraint } : {}),
});

/**
 * Serializes an error without the values it may carry: a Drizzle query error keeps its SQL (with
 * `$1` placeholders) and drops `params`, which its message also repeats.
 */
interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const serializeError = (value: unknown): SerializedError => {
  if (!value || typeof value !== 'object') return { type: typeof value, message: String(value), stack: '' };
  const err = value as ErrorLike;
  const isQueryError = typeof err.query === 'string' && 'params' in err;
  const cause = err.cause && typeof err.cause === 'object' ? (err.cause as ErrorLike) : undefined;
  return {
    type: String(err.name ?? err.constructor?.name ?? 'Error'),
    message: isQueryError ? `Failed query: ${err.query}` : String(err.message ?? ''),
    ...(err.code !== undefined ? { code: err.code } : {}),
    ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
    stack: frames(err.stack) ?? '',
    ...(cause ? { cause: databaseCause(cause) } : {}),
  };
};

interface RequestLike {
  method: string;
  url: string;
  ip?: string;
  host?: string;
}

/** Fastify's request serializer, with personal query values elided and no headers or body. */
const serializeRequest = (req: RequestLike) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
});

/** The API's logger options: the level, the serializers above, and redaction as a last guard. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  serializers: { err: serializeError, req: serializeRequest },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.body',
      'body',
      'headers.authorization',
      'headers.cookie',
      'err.params',
      'err.detail',
      'err.cause.detail',
    ],
    censor: '[redacted]',
  },
});
