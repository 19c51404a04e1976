import fc from 'fast-check';
import { type FuzzRoute, isPublic } from './fuzz-routes';
import {
  hostileQueryFragment,
  hostileString,
  hostileValue,
  PROTOTYPE_KEYS,
  SQL_INJECTIONS,
  TRAVERSALS,
} from './hostile-values';
import { type IdPools, validish } from './schema-arbitrary';

type Caller = 'admin' | 'anonymous' | 'garbage-token';

/** A generated request, printable for reproduction. */
export interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  payload?: string;
  /** Which generator made it, for the summary. */
  kind: string;
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
export const encodeAny = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...Buffer.from(v, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

const GARBAGE_AUTH = [
  'Bearer x',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4Iiwic2Vzc2lvbklkIjoieSJ9.',
  'Bearer \u0000',
  'bearer',
];

/** Strings for ids and keys in the path: traversal, injection, wrong shapes. */
const hostilePathSegment = fc.oneof(
  fc.constantFrom(...TRAVERSALS, ...SQL_INJECTIONS, ...PROTOTYPE_KEYS),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'null',
    'undefined',
    '00000000-0000-0000-0000-000000000000',
    'A'.repeat(3_000),
  ),
  hostileString,
);

/** Query parameters whose values reach SQL: these get injection payloads most often. */
const SQL_FACING = /^(sort|search|paginationKey|q|filter)$/;

type Mutation = {
  op: 'replace' | 'drop' | 'protoKey' | 'unknownKey';
  at: number;
  value: unknown;
  key: string;
};

const pathsOf = (v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) => {
  if (v && typeof v === 'object') {
    for (const k of Object.keys(v)) {
      const p = [...prefix, Array.isArray(v) ? Number(k) : k];
      out.push(p);
      pathsOf((v as Record<string, unknown>)[k], p, out);
    }
  }
  return out;
};

/**
 * Applies one mutation to a JSON value (a copy): the fuzzer's way to break a valid body. A body an
 * earlier mutation made thousands of levels deep is too deep to copy or walk on a worker's stack:
 * the mutation then replaces it whole.
 */
const mutate = (body: unknown, m: Mutation): unknown => {
  try {
    return mutateCopy(body, m);
  } catch (err) {
    if (err instanceof RangeError) return { [m.key]: m.value };
    throw err;
  }
};

const mutateCopy = (body: unknown, m: Mutation): unknown => {
  if (!body || typeof body !== 'object') return m.value;
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const paths = pathsOf(copy);
  const target = paths.length ? paths[m.at % paths.length]! : [];
  let parent: Record<string, unknown> = copy;
  for (const k of target.slice(0, -1)) parent = parent[k as string] as Record<string, unknown>;
  const last = target.at(-1);
  if (m.op === 'replace' && last !== undefined) parent[last as string] = m.value;
  else if (m.op === 'drop' && last !== undefined) delete parent[last as string];
  else if (m.op === 'protoKey') {
    // JSON.parse keeps `__proto__` as an own key, so it survives JSON.stringify below.
    const injected = JSON.parse(`{${JSON.stringify(m.key)}: ${JSON.stringify(m.value ?? null)}}`);
    const host = (parent[last as string] ?? parent) as Record<string, unknown>;
    if (host && typeof host === 'object' && !Array.isArray(host)) Object.assign(host, injected);
    else Object.assign(copy, injected);
  } else copy[m.key] = m.value;
  return copy;
};

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('replace', 'replace', 'replace', 'drop', 'protoKey', 'unknownKey'),
  at: fc.nat(),
  value: hostileValue,
  key: fc.constantFrom(...PROTOTYPE_KEYS, 'isAdmin', 'roleId', 'id', 'createdBy', 'x'),
});

/** Past the 1 MiB body limit: built once, not per request. */
const HUGE_BODY = JSON.stringify({ x: 'A'.repeat(1_100_000) });

const bodyArb = (
  route: FuzzRoute,
  pools: IdPools,
): fc.Arbitrary<{ kind: string; payload?: string; type?: string }> => {
  const valid = validish(route.body, pools);
  const json = (v: unknown) => {
    try {
      return JSON.stringify(v) ?? 'null';
    } catch {
      return 'null';
    }
  };
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.tuple(valid, fc.array(mutationArb, { minLength: 1, maxLength: 3 })).map(([v, ms]) => ({
        kind: 'mutated body',
        payload: json(ms.reduce(mutate, v)),
        type: 'application/json',
      })),
    },
    {
      weight: 3,
      arbitrary: valid.map((v) => ({ kind: 'valid body', payload: json(v), type: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: hostileValue.map((v) => ({
        kind: 'hostile body',
        payload: json(v),
        type: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          payload: fc.constantFrom(
            '{"a":',
            '{"__proto__":{"isAdmin":true}}',
            '{"constructor":{"prototype":{"isAdmin":true}}}',
            '',
            'null',
            '[]',
            '"x"',
            '\u0000',
            '{"a":1,"a":2}',
            'name=x&email=a%40b.c',
            '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
          ),
          type: fc.constantFrom(
            'application/json',
            'application/json; charset=utf-16',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            '',
          ),
        })
        .map((r) => ({ kind: 'raw body', ...r })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'huge body',
        payload: HUGE_BODY,
        type: 'application/json',
      }),
    },
  );
};

const queryValueArb = (q: FuzzRoute['query'][number], pools: IdPools): fc.Arbitrary<string[]> => {
  const valid = validish(q.schema, pools, q.name).map((v) =>
    Array.isArray(v) ? v.map(String) : [String(v)],
  );
  const hostile = SQL_FACING.test(q.name)
    ? fc.oneof(fc.constantFrom(...SQL_INJECTIONS), hostileString)
    : hostileString;
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 3, arbitrary: fc.array(hostile, { minLength: 1, maxLength: 2 }) },
  );
};

/** The arbitrary of hostile requests for one route. */
export const requestArb = (route: FuzzRoute, pools: IdPools): fc.Arbitrary<FuzzRequest> => {
  const pathValues = route.pathParams.map((name) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: validish(
          { type: 'string', format: 'uuid' },
          pools,
          `${name}@${route.path}`,
        ) as fc.Arbitrary<string>,
      },
      { weight: 3, arbitrary: hostilePathSegment },
    ),
  );
  const queries = route.query.map((q) =>
    fc.option(queryValueArb(q, pools), { freq: 2, nil: undefined }).map((vals) => [q.name, vals] as const),
  );
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const callers: Caller[] = isPublic(route) ? ['anonymous', 'anonymous', 'admin'] : ['admin'];
  return fc
    .record({
      path: fc.tuple(...pathValues),
      query: fc.tuple(...queries),
      fragment: fc.option(hostileQueryFragment, { freq: 8, nil: undefined }),
      body: hasBody ? bodyArb(route, pools) : fc.constant(undefined),
      caller: fc.oneof(
        { weight: 19, arbitrary: fc.constantFrom(...callers) },
        { weight: 1, arbitrary: fc.constant<Caller>('garbage-token') },
      ),
      garbageAuth: fc.constantFrom(...GARBAGE_AUTH),
    })
    .map(({ path, query, fragment, body, caller, garbageAuth }) => {
      let i = 0;
      const pathname = route.path.replace(/\{[A-Za-z0-9_]+\}/g, () => encodeAny(String(path[i++])));
      const parts = query.flatMap(([name, vals]) => (vals ?? []).map((v) => `${name}=${encodeAny(v)}`));
      if (fragment) parts.push(fragment);
      const headers: Record<string, string> = {};
      if (caller === 'garbage-token') headers.authorization = garbageAuth;
      if (body?.type) headers['content-type'] = body.type;
      return {
        route: route.key,
        method: route.method,
        url: parts.length ? `${pathname}?${parts.join('&')}` : pathname,
        caller,
        headers,
        ...(body?.payload !== undefined ? { payload: body.payload } : {}),
        kind: body?.kind ?? (fragment ? 'raw query' : 'query'),
      };
    });
};
