import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../plugins/route-access';
import type { JsonSchema } from './schema-arbitrary';

/** One `/api` route as the fuzzer sees it: read from the OpenAPI document and the access table. */
export interface FuzzRoute {
  /** `POST /api/users/update/{id}` */
  key: string;
  method: string;
  /** OpenAPI path, with `{param}` placeholders. */
  path: string;
  access: RouteAccess;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every `/api` route of the app, with its parameters and body schema from `app.swagger()`. */
export const fuzzRoutesOf = (app: FastifyInstance): FuzzRoute[] => {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: FuzzRoute[] = [];
  for (const r of app.apiRoutes) {
    const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const op = doc.paths[path]?.[r.method.toLowerCase()];
    const params = op?.parameters ?? [];
    routes.push({
      key: `${r.method} ${path}`,
      method: r.method,
      path,
      access: r.access,
      // Routes missing from the document still get fuzzed: their params come from the URL.
      pathParams: [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string),
      query: params
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
      body: op?.requestBody?.content?.['application/json']?.schema,
    });
  }
  return routes;
};

export const isPublic = (r: FuzzRoute) => 'public' in r.access;
