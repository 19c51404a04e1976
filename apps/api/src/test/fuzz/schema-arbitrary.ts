import fc from 'fast-check';

/** The part of JSON Schema that @fastify/swagger emits from our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Ids that exist, so generated requests reach rows rather than stopping at 404. */
export interface IdPools {
  /** Every known id, for a uuid field no hint matches. */
  all: string[];
  /** Ids per hint (a word matched case-insensitively against the field name). */
  byHint: [RegExp, string[]][];
}

const RANDOM_UUID = fc.uuid({ version: 4 });

const uuidFor = (name: string, pools: IdPools): fc.Arbitrary<string> => {
  const hinted = pools.byHint.find(([re]) => re.test(name))?.[1];
  const known = hinted?.length ? hinted : pools.all;
  return known.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: RANDOM_UUID })
    : RANDOM_UUID;
};

/** The patterns that only forbid control characters say nothing about a value's shape. */
const isCharsetPattern = (p: string) => p.startsWith('^(?:[^\\u0000') || p.startsWith('^[^\\u0000');

const patternOf = (s: JsonSchema): string | undefined =>
  [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].find((p) => p && !isCharsetPattern(p));

const plainText = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.'),
    minLength: min,
    maxLength: Math.max(min, Math.min(max, 24)),
  });

const stringArb = (s: JsonSchema, name: string, pools: IdPools): fc.Arbitrary<string> => {
  if (s.format === 'uuid') return uuidFor(name, pools);
  if (s.format === 'email' || /email/i.test(name))
    return fc.constantFrom('fuzz.one@example.com', 'fuzz.two@example.org', 'someone@example.net');
  if (s.format === 'date') return fc.constantFrom('2026-01-15', '2026-12-31', '2024-02-29', '1970-01-01');
  if (s.format === 'date-time') return fc.constantFrom('2026-01-15T10:00:00.000Z', '2026-06-30T23:59:59Z');
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 40;
  const pattern = patternOf(s);
  if (pattern) {
    try {
      return fc.stringMatching(new RegExp(pattern)).map((v) => v.slice(0, max));
    } catch {
      return plainText(min, max);
    }
  }
  return plainText(min, max);
};

/**
 * A valid-looking value for a schema: the fuzzer then breaks one part of it, so most requests get
 * past the first validation and reach services and SQL.
 */
export const validish = (
  s: JsonSchema | undefined,
  pools: IdPools,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> => {
  if (!s || depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => validish(u, pools, name, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (!type && s.allOf?.length)
    return validish({ ...s.allOf[0], ...s, allOf: undefined }, pools, name, depth);
  switch (type) {
    case 'string':
      return stringArb(s, name, pools);
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000);
      return fc.integer({
        min: Math.ceil(min),
        max: Math.max(Math.ceil(min), Math.floor(Math.min(max, 1e9))),
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validish(s.items, pools, name, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, validish(v, pools, k, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.constant(null);
  }
};
