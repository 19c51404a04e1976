import { ZEnvelope } from '@ats/contract';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './route-access';

/** What routes declared together share: their access, tags and (for token routes) path parameters. */
interface DataRouteGroup<Params extends z.ZodType | undefined> {
  config: { access: RouteAccess };
  tags: string[];
  params?: Params;
}

/** What one route adds: its summary and body (then its size limit and pre-validation check). */
interface DataRouteOptions<Body extends z.ZodType | undefined> {
  summary?: string;
  body?: Body;
  bodyLimit?: number;
  preValidation?: preValidationHookHandler;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type DataRequest<Params, Body> = FastifyRequest<{ Params: Parsed<Params>; Body: Parsed<Body> }>;

/**
 * Declares routes that share access, tags and path parameters — a candidate's calls by the token of
 * their link, say — one line each: method, path, the schema of what it answers and the handler. The
 * handler's value is answered as `{ data }`, and the OpenAPI document says so.
 */
export const dataRoutes = <Params extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  group: DataRouteGroup<Params>,
) => {
  const declare =
    (method: 'GET' | 'PUT' | 'POST') =>
    <Data extends z.ZodType, Body extends z.ZodType | undefined = undefined>(
      url: string,
      data: Data,
      handle: (req: DataRequest<Params, Body>) => Promise<z.input<Data>>,
      { summary, body, ...options }: DataRouteOptions<Body> = {},
    ) => {
      app.route({
        method,
        url,
        ...options,
        config: group.config,
        schema: {
          tags: group.tags,
          ...(summary && { summary }),
          ...(group.params && { params: group.params }),
          ...(body && { body }),
          response: { 200: ZEnvelope(data) },
        },
        handler: async (req) => ({ data: await handle(req as DataRequest<Params, Body>) }),
      });
    };
  return { get: declare('GET'), put: declare('PUT'), post: declare('POST') };
};
