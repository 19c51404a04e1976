// Dependency rules lint cannot express (docs/architecture.md):
// - API modules use each other only through the other module's `index.ts`, never both ways,
//   and module-level and file-level import cycles are refused everywhere;
// - web layers point one way (app → features → entities → shared), features never import each
//   other;
// - only *.repo.ts (and the db layer) speak Drizzle, and the contract package stays browser-safe;
// - no production file is longer than 400 lines (split it by job instead);
// - API route paths come from the contract's `*_PATHS` tables, in the API's `*.routes.ts` files
//   and the web app's API slices, not string literals; the web app's router paths and links come
//   from STAFF_URLS (scripts/route-literals.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { apiSliceLiteralsOf, routeLiteralsOf, staffUrlLiteralsOf } from './route-literals.mjs';

const walk = (dir) =>
  statSync(dir, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(dir).flatMap((f) => (f === 'node_modules' || f === 'dist' ? [] : walk(join(dir, f))))
    : /\.(ts|tsx)$/.test(dir) && !dir.endsWith('.d.ts')
      ? [dir]
      : [];

const problems = [];
const isTest = (file) => /\.test\.tsx?$|\.test-helper\.ts$|[\\/]test[\\/]/.test(file);

/** Import specifiers of a file, static and dynamic. */
const importsOf = (file) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|[;\s])(?:(import|export)\s+(type\s+)?[^'"`;]*?\sfrom\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g,
    ),
  ].map((m) => ({ spec: m[3] }));

/** The file a relative specifier names, or undefined for packages. */
const resolveSpec = (file, spec) => {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(file), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative('.', candidate);
  return undefined;
};

/** Strongly connected components with more than one node (Tarjan), i.e. import cycles. */
const cyclesOf = (graph) => {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const cycles = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? new Set()).has(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) visit(v);
  return cycles;
};

/** File-level import graph of a source tree (type-only imports count too, as madge counts them). */
const fileGraphOf = (root) => {
  const graph = new Map();
  for (const file of walk(root)) {
    const from = relative('.', file);
    const edges = new Set();
    for (const { spec } of importsOf(file)) {
      const target = resolveSpec(file, spec);
      if (target) edges.add(target);
    }
    graph.set(from, edges);
  }
  return graph;
};

// No import cycle is tolerated (the last one, router → authenticated layout → breadcrumbs →
// router, went when the breadcrumbs started reading the route tree from app/route-tree.tsx).
for (const root of ['apps/api/src', 'apps/web/src', 'packages/contract/src'])
  for (const cycle of cyclesOf(fileGraphOf(root)))
    problems.push(`import cycle in ${root}: ${cycle.join(' → ')}`);

// ── API modules ─────────────────────────────────────────────────────────────────────────────
const MODULES = 'apps/api/src/modules';
const moduleOf = (file) => {
  const rel = relative(MODULES, file);
  if (rel.startsWith('..')) return undefined;
  const [first, ...rest] = rel.split(sep);
  return rest.length ? first : undefined;
};
const moduleGraph = new Map();
for (const file of walk(MODULES)) {
  const from = moduleOf(file);
  if (!from) continue;
  if (!moduleGraph.has(from)) moduleGraph.set(from, new Set());
  for (const { spec } of importsOf(file)) {
    const target = resolveSpec(file, spec);
    const to = target && moduleOf(target);
    if (!to || to === from) continue;
    const entry = relative(join(MODULES, to), target);
    // Tests may use another module's test helpers (fixtures), never its internals.
    if (entry !== 'index.ts' && !(isTest(file) && target.endsWith('.test-helper.ts')))
      problems.push(`${relative('.', file)}: reaches into module "${to}" (${spec}); import its index.ts`);
    if (!isTest(file)) moduleGraph.get(from).add(to);
  }
}
// The rest of the API (plugins, adapters, lib, db, the app, scripts, tests) uses a module only
// through its index.ts too (tests may also use its test helpers).
for (const file of walk('apps/api/src')) {
  if (moduleOf(file) || relative(MODULES, file) === 'index.ts') continue;
  for (const { spec } of importsOf(file)) {
    const target = resolveSpec(file, spec);
    const to = target && moduleOf(target);
    if (!to) continue;
    const entry = relative(join(MODULES, to), target);
    if (entry !== 'index.ts' && !(isTest(file) && target.endsWith('.test-helper.ts')))
      problems.push(`${relative('.', file)}: reaches into module "${to}" (${spec}); import its index.ts`);
  }
}

for (const [a, targets] of moduleGraph)
  for (const b of targets)
    if (a < b && moduleGraph.get(b)?.has(a)) problems.push(`modules "${a}" and "${b}" depend on each other`);
for (const cycle of cyclesOf(moduleGraph))
  if (cycle.length > 2) problems.push(`module cycle: ${cycle.join(' → ')}`);

for (const file of walk(MODULES)) {
  if (/\.repo\.ts$|\.test\.ts$|\.test-helper\.ts$|seed/.test(file)) continue;
  for (const { spec } of importsOf(file)) {
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))
      problems.push(`${file}: only *.repo.ts may import Drizzle (${spec})`);
  }
}

// ── web layers ──────────────────────────────────────────────────────────────────────────────
for (const file of walk('apps/web/src/features')) {
  const feature = relative('apps/web/src/features', file).split(sep)[0];
  for (const { spec } of importsOf(file)) {
    const m = spec.match(/features\/([^/]+)/);
    if (m && m[1] !== feature)
      problems.push(`${file}: feature "${feature}" imports feature "${m[1]}" (${spec})`);
    if (
      spec.startsWith('../') &&
      relative('apps/web/src/features', join(file, '..', spec)).split(sep)[0] !== feature
    ) {
      const target = relative('apps/web/src', join(file, '..', spec));
      if (target.startsWith('features')) problems.push(`${file}: imports another feature (${spec})`);
    }
  }
}

// Web layers point one way: app → features → entities → shared. Features do not import app;
// entities import no feature or app code and reach another entity only through its index.ts;
// shared imports no feature, entity or app code. Tests may read across layers (a test of a
// shared helper checks the message files of the pages that use it).
function checkWebLayers() {
  const src = 'apps/web/src';
  const layerOf = (path) => path.split(sep)[0];
  for (const file of walk(src)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const from = relative(src, file);
    const layer = layerOf(from);
    if (!['features', 'entities', 'shared'].includes(layer)) continue;
    for (const { spec } of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = relative(src, join(file, '..', spec));
      const targetLayer = layerOf(target);
      const say = (why) => problems.push(`${file}: ${why} (${spec})`);
      if (layer === 'features' && targetLayer === 'app') say('a feature imports app');
      if (layer === 'entities' && ['features', 'app'].includes(targetLayer))
        say(`an entity imports ${targetLayer}`);
      if (layer === 'shared' && ['features', 'entities', 'app'].includes(targetLayer))
        say(`shared imports ${targetLayer}`);
      if (layer === 'entities' && targetLayer === 'entities') {
        const [, entity] = from.split(sep);
        const [, other, ...rest] = target.split(sep);
        const inner = rest.join('/').replace(/\.tsx?$/, '');
        if (other !== entity && inner !== '' && inner !== 'index')
          say(`entity "${entity}" reaches inside entity "${other}": import its index.ts`);
      }
    }
  }
}
checkWebLayers();

// ── contract ────────────────────────────────────────────────────────────────────────────────
for (const file of walk('packages/contract/src')) {
  for (const { spec } of importsOf(file)) {
    if (spec.startsWith('node:') || ['fs', 'path', 'crypto', 'drizzle-orm', 'fastify'].includes(spec)) {
      problems.push(`${file}: the contract package must stay browser-safe (${spec})`);
    }
  }
}

// ── route paths ─────────────────────────────────────────────────────────────────────────────
for (const file of walk('apps/api/src').filter((f) => f.endsWith('.routes.ts') && !isTest(f)))
  for (const { line, text } of routeLiteralsOf(readFileSync(file, 'utf8')))
    problems.push(
      `${file}:${line}: route path written as a literal (${text}); use the contract's *_PATHS table`,
    );
// The web app's API calls: its API slices (`*api.ts`, or a file that injects endpoints or makes
// a streamed call) build each path with apiUrl(<*_PATHS>.<name>).
// Written out for the public pages' bundle budget (scripts/check-bundle-budget.mjs): the
// candidate's application flow and hiring form would download their tables, and staff slices
// using INTERVIEW_PATHS, ASSESSMENT_PATHS, ANPS_PATHS or VIDEO_QUESTION_TEST_PATHS would move that
// table out of the candidate pages' chunk into one more file each of them loads.
const API_PATH_EXCEPTIONS = new Set([
  'apps/web/src/features/application-flow/api.ts',
  'apps/web/src/features/interview-results/api.ts',
  'apps/web/src/entities/interviews/api.ts',
  'apps/web/src/entities/interviews/video-interviews-api.ts',
  'apps/web/src/features/interview-results/video-api.ts',
  'apps/web/src/features/interview-results/assessment-api.ts',
  'apps/web/src/features/requisitions/anps-api.ts',
  'apps/web/src/entities/applicants/send-assessment-dialog.tsx',
  'apps/web/src/features/hiring-form/api.ts',
]);
for (const file of walk('apps/web/src').filter(
  (f) => !isTest(f) && !API_PATH_EXCEPTIONS.has(relative('.', f)),
)) {
  const source = readFileSync(file, 'utf8');
  if (!/api\.ts$/.test(file) && !/injectEndpoints\(|useStreamedCall\b/.test(source)) continue;
  for (const { line, text } of apiSliceLiteralsOf(source))
    problems.push(`${file}:${line}: API path written as a literal (${text}); use apiUrl(<*_PATHS>.<name>)`);
}
// The staff app's URLs: router paths, links and redirects come from STAFF_URLS. constants.ts keeps
// HOME_PATH and LOGIN_PATH written out for the public entry (its test keeps them equal to the table).
const STAFF_URL_EXCEPTIONS = new Set(['apps/web/src/shared/config/constants.ts']);
for (const file of walk('apps/web/src').filter(
  (f) => !isTest(f) && !STAFF_URL_EXCEPTIONS.has(relative('.', f)),
))
  for (const { line, text } of staffUrlLiteralsOf(readFileSync(file, 'utf8')))
    problems.push(
      `${file}:${line}: staff URL written as a literal (${text}); use STAFF_URLS / staffPath / staffRoute`,
    );

const MAX_LINES = 400;
const isFixture = (file) => /[\\/]fixtures[\\/]/.test(file);
for (const root of ['apps/api/src', 'apps/web/src', 'packages/contract/src']) {
  for (const file of walk(root).filter((f) => !isTest(f) && !isFixture(f))) {
    const lines = readFileSync(file, 'utf8').split('\n').length - 1;
    if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}; split it by job)`);
  }
}

if (problems.length) {
  console.error(`Boundary violations (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('boundaries: ok');
