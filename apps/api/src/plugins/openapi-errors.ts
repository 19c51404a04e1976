import { ZErrorBody } from '@ats/contract';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './route-access';

/** Error statuses a route may answer beyond those its access and shape imply (documented only). */
type DeclaredErrorStatus = 401 | 404 | 409 | 413 | 422 | 503 | 507;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Statuses the route's own logic answers (e.g. 409 on a duplicate), for the OpenAPI document. */
    errors?: readonly DeclaredErrorStatus[];
  }
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (malformed body, wrong types, unknown sort or filter): one entry per problem',
  401: 'Missing, invalid, expired or revoked token',
  403: 'Signed in without the permission this call needs, or a cross-site request refused',
  404: 'No such record, or one the caller may not see',
  409: 'Conflicts with the current state (in use, duplicate, already done)',
  413: 'Body or file larger than the limit',
  414: 'A path parameter longer than any id',
  422: 'Well-formed but unusable input (e.g. an unreadable file)',
  429: 'Too many requests; `retry-after` says when to try again',
  503: 'Not available right now; try again later',
  507: 'Not enough storage left to accept the upload',
};

const { $schema: _draft, ...ERROR_BODY } = z.toJSONSchema(ZErrorBody) as Record<string, unknown>;

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a JSON schema names a record anywhere (a uuid-formatted value). */
const namesRecords = (schema: unknown): boolean =>
  Boolean(schema) &&
  typeof schema === 'object' &&
  ((schema as { format?: unknown }).format === 'uuid' || Object.values(schema as object).some(namesRecords));

/**
 * The error statuses one route can answer, from its own declarations: every route validates its
 * input (400, an unsupported content type included) and is rate limited (429); a route that changes
 * state can refuse its body's size (413) and conflict with what is stored (409: a unique value taken, a record in use); a
 * staff route refuses a missing token (401) and a missing permission (403), a public route that
 * changes state refuses cross-site requests (403); an id in the path, body or query may name
 * nothing the caller can see (404), and one in the path may be longer than any id (414);
 * `config.errors` lists what the route's own logic adds.
 */
const errorStatusesOf = (
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  schema: { body?: unknown; querystring?: unknown } = {},
): number[] => {
  const config = (route.config ?? {}) as { access?: RouteAccess; errors?: readonly number[] };
  const methods = [route.method].flat().map(String);
  const statuses = new Set<number>([400, 429]);
  if (methods.some((m) => WITH_BODY.has(m))) {
    statuses.add(409);
    statuses.add(413);
  }
  if (config.access && !('public' in config.access)) {
    statuses.add(401);
    statuses.add(403);
  } else if (methods.some((m) => WITH_BODY.has(m))) statuses.add(403);
  if (/[:*]/.test(route.url)) {
    statuses.add(404);
    statuses.add(414);
  }
  if (namesRecords(schema.body) || namesRecords(schema.querystring)) statuses.add(404);
  for (const s of config.errors ?? []) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
};

/** Wraps a schema transform so each `/api` operation documents its error responses and their body. */
export const withErrorResponses =
  (transform: SwaggerTransform): SwaggerTransform =>
  (input) => {
    const out = transform(input);
    if (!input.url.startsWith('/api/') || !input.route) return out;
    const response = { ...((out.schema.response as Record<string, unknown> | undefined) ?? {}) };
    // A route that declares no success body still succeeds: CSV exports, event streams, media.
    if (!Object.keys(response).some((s) => s.startsWith('2')))
      response[200] = input.url.endsWith('/export')
        ? { description: 'CSV (RFC 4180), streamed', content: { 'text/csv': { schema: { type: 'string' } } } }
        : // No content type named: event streams, media and redirects describe themselves.
          { description: 'Success (see the operation description)', type: 'null' };
    for (const status of errorStatusesOf(
      input.route,
      out.schema as { body?: unknown; querystring?: unknown },
    ))
      response[status] ??= { description: DESCRIPTIONS[status], ...ERROR_BODY };
    return { ...out, schema: { ...out.schema, response } };
  };
