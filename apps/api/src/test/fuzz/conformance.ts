import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

interface DocumentedResponse {
  content?: Record<string, { schema?: object }>;
}
type Operations = Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;

export type Violation = 'status' | 'content-type' | 'schema';

/**
 * The checks schemathesis calls `status_code_conformance`, `content_type_conformance` and
 * `response_schema_conformance`, against the app's own OpenAPI document: the status is documented
 * for the operation; where the document gives content types for that status the response's is one
 * of them; a JSON body matches the documented schema (JSON Schema 2020-12, as OpenAPI 3.1 has it).
 */
export const conformanceChecker = (app: FastifyInstance) => {
  const doc = app.swagger() as { paths: Operations };
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction | null>();

  return (
    route: { method: string; path: string },
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
  ): { violation: Violation; detail: string } | null => {
    const op = doc.paths[route.path]?.[route.method.toLowerCase()];
    // Routes hidden from the document (the signed local-storage URLs, a storage protocol like S3's
    // presigned URLs) are not part of it and are not held to it.
    if (!op) return null;
    const documented = op?.responses?.[String(res.statusCode)] ?? op?.responses?.default;
    if (!documented)
      return {
        violation: 'status',
        detail: `${res.statusCode} is not documented (documented: ${Object.keys(op?.responses ?? {}).join(', ')})`,
      };
    const types = Object.keys(documented.content ?? {});
    if (!types.length || !res.body) return null;
    const contentType = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!types.includes(contentType))
      return {
        violation: 'content-type',
        detail: `${contentType || 'none'} is not one of ${types.join(', ')}`,
      };
    if (contentType !== 'application/json') return null;
    const key = `${route.method} ${route.path} ${res.statusCode}`;
    if (!compiled.has(key)) {
      const schema = documented.content?.[contentType]?.schema;
      compiled.set(key, schema ? ajv.compile(schema) : null);
    }
    const validate = compiled.get(key);
    if (!validate) return null;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return { violation: 'schema', detail: 'the body is not JSON' };
    }
    return validate(body)
      ? null
      : { violation: 'schema', detail: ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300) };
  };
};
