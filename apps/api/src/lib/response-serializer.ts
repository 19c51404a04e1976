/**
 * The response serializer: each route's zod response schema compiled once (on its first response)
 * into a `fast-json-stringify` function (docs/decisions/performance.md#response-serializer).
 *
 * - Plain data schemas (objects, arrays, strings, numbers, enums, nullable…) compile to a function
 *   that writes only the declared properties: an unknown field on a row (a password hash, an
 *   internal column) cannot leak, and no zod parse runs per response.
 * - Schemas with a transform, codec, default or a type JSON cannot carry (a `Date`) keep zod's
 *   encode, as before.
 * - One bad row does not take a page down: when zod's encode (or the compiled function) rejects a
 *   response, the array elements the problems point at are left out, logged by route and index,
 *   and the rest is answered. Only a response whose problem is not inside a list still fails.
 * - The JSON text is answered as its UTF-8 bytes, encoded once here. Left a string, Fastify
 *   measured its UTF-8 length for `content-length` and Node's `http` joined it to the header text
 *   and flattened and encoded the joined text again on the socket: with a character past Latin-1
 *   (an en dash in a name) that is a two-byte string, and those passes were ~4% of the CPU of a
 *   list page (issue 32). Same bytes, same `content-length`.
 */

import fastJsonStringify from 'fast-json-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type core, type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/** Kinds whose output a JSON schema cannot describe, or that zod's encode changes: zod keeps them. */
const ZOD_ONLY = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'custom']);
/** Output checks the compiled function does not make (it writes, it does not validate). */
const STRIP = new Set([
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  '$schema',
  'description',
]);

const stripChecks = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(stripChecks);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (STRIP.has(k)) continue;
    // `additionalProperties: false` would make an unknown field a mismatch inside anyOf; left
    // out, the compiled function still writes declared properties only.
    if (k === 'additionalProperties' && v === false) continue;
    out[k] = k === 'properties' || k === '$defs' ? mapValues(v, stripChecks) : stripChecks(v);
  }
  return out;
};
const mapValues = (o: unknown, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o as Record<string, unknown>).map(([k, v]) => [k, f(v)]));

/** The JSON schema of what the route sends, or null when only zod can write it faithfully. */
export const outputJsonSchema = (schema: ZodType): Record<string, unknown> | null => {
  let zodOnly = false;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
      metadata: z.registry(),
      override: (ctx) => {
        if (ZOD_ONLY.has((ctx.zodSchema as core.$ZodType)._zod.def.type)) zodOnly = true;
      },
    });
    return zodOnly ? null : (stripChecks(json) as Record<string, unknown>);
  } catch {
    return null;
  }
};

/** Leaves out of `data` (a copy) the array elements that the issues' paths point into. */
const withoutBadElements = (data: unknown, issues: readonly core.$ZodIssue[]) => {
  const bad = new Map<string, { path: PropertyKey[]; indexes: Set<number> }>();
  for (const issue of issues) {
    let at = issue.path.length - 1;
    while (at >= 0 && typeof issue.path[at] !== 'number') at--;
    if (at < 0) return null;
    const path = issue.path.slice(0, at);
    const key = JSON.stringify(path.map(String));
    const entry = bad.get(key) ?? { path, indexes: new Set<number>() };
    entry.indexes.add(issue.path[at] as number);
    bad.set(key, entry);
  }
  const copy = structuredClone(data) as Record<PropertyKey, unknown>;
  for (const { path, indexes } of bad.values()) {
    let parent: unknown = copy;
    for (const p of path) parent = (parent as Record<PropertyKey, unknown>)?.[p as string];
    if (!Array.isArray(parent)) return null;
    const kept = parent.filter((_, i) => !indexes.has(i));
    parent.splice(0, parent.length, ...kept);
  }
  return {
    copy,
    dropped: [...bad.values()].map((b) => ({ path: b.path.join('.'), indexes: [...b.indexes] })),
  };
};

export const createResponseSerializer =
  (log: FastifyBaseLogger) =>
  ({
    schema,
    method,
    url,
  }: {
    schema: unknown;
    method: string;
    url: string;
  }): ((data: unknown) => Buffer) => {
    const zodSchema = schema as ZodType;
    const viaZod: Serialize = (data) => {
      let result = z.safeEncode(zodSchema, data as never);
      if (result.error) {
        const trimmed = withoutBadElements(data, result.error.issues);
        if (trimmed) {
          log.error(
            {
              route: `${method} ${url}`,
              dropped: trimmed.dropped,
              problems: result.error.issues.slice(0, 5),
            },
            'response rows that do not match the schema were left out',
          );
          result = z.safeEncode(zodSchema, trimmed.copy as never);
        }
      }
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const compile = (): Serialize => {
      const json = outputJsonSchema(zodSchema);
      if (!json) return viaZod;
      let compiled: Serialize;
      try {
        compiled = fastJsonStringify(json as unknown as Parameters<typeof fastJsonStringify>[0]) as Serialize;
      } catch {
        return viaZod;
      }
      return (data) => {
        try {
          return compiled(data);
        } catch {
          // A required property missing or a value of another type: zod says where, the rest is sent.
          return viaZod(data);
        }
      };
    };
    // Compiled on the route's first response, not at start-up: a process answers only some of its
    // hundreds of routes (a test file a handful), and compiling them all cost ~1 s of CPU per start.
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= compile();
      return Buffer.from(serialize(data), 'utf8');
    };
  };
