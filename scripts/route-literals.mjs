// Route paths are written once, in a table: the API's in the contract's `*_PATHS` tables (used by
// the `*.routes.ts` files and the web app's API slices). This finds a path written out as a string
// where a table's entry belongs, so the count of literals cannot creep back (issue 28).

/** The source without comments (a `//` inside a string is kept: only `//` after space or line start). */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[ \t])\/\/.*$/gm, '$1');

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Path literals in a `*.routes.ts` file: a string or template literal starting `/api/`, a route
 * method's (or `deleteByIdRoute`'s) path given as a literal, or a template path built on a local
 * prefix (`${BASE}/list`).
 */
export const routeLiteralsOf = (source) => {
  const text = withoutComments(source);
  const found = [];
  const patterns = [
    /(['"`])\/api\/[^'"`]*\1?/g,
    /\b(?:app|instance|scope)\.(?:get|post|put|patch|delete|head|all|options|route)\(\s*['"`][^'"`]*/g,
    /\bdeleteByIdRoute\(\s*\w+,\s*['"`][^'"`]*/g,
    /`\$\{[A-Za-z_]+\}\/[\w:/-]*`/g,
  ];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern))
      found.push({ line: lineOf(text, m.index + m[0].length - 1), text: m[0].replace(/\s+/g, ' ') });
  return [...new Map(found.map((f) => [f.line, f])).values()];
};

/**
 * Path literals in a web API slice (`*api.ts`): a string or template literal starting with `/`
 * and a letter is an API path written out; `apiUrl(<TABLE>.<name>, params)` builds it instead.
 */
export const apiSliceLiteralsOf = (source) => {
  const text = withoutComments(source);
  return [...text.matchAll(/(['"`])\/[a-z$][^'"`\s]*\1?/g)].map((m) => ({
    line: lineOf(text, m.index),
    text: m[0],
  }));
};

/** The staff app's areas (STAFF_URLS in packages/contract/src/menu/staff-urls.ts). */
const STAFF_AREA =
  '(?:login|reset-password|set-new-password|dashboard|my-interviews|clients|talent-discovery|talent-acquisition|testing-results|archived-items|generative-ai|settings)(?=[/?"\'`]|$)';

/**
 * Staff URLs written out in the web app: a link, redirect or navigation target (`'/talent-discovery/…'`)
 * or a router path (`path: 'settings/…'`). They come from STAFF_URLS (`staffPath`, `staffRoute`).
 */
export const staffUrlLiteralsOf = (source) => {
  const text = withoutComments(source);
  const patterns = [
    new RegExp(`(['"\`])/${STAFF_AREA}[^'"\`\\n]*\\1?`, 'g'),
    new RegExp(`\\bpath: (['"\`])${STAFF_AREA}[^'"\`\\n]*\\1?`, 'g'),
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => ({ line: lineOf(text, m.index), text: m[0] })),
  );
};
