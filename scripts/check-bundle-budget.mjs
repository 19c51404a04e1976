// Fails `npm test` when a page of the public site (candidates on phones, slow networks) ships
// more JavaScript than its budget, measured as gzip bytes of everything the page loads before it
// can render: its entry, its route chunk, and their static imports (from Vite's build manifest).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bundle budget: apps/web/dist/.vite/manifest.json is missing; run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/**
 * Budgets in gzip KB per public page (the public entry, the guest layout and the page's chunks).
 * The goal is 170 KB for every page (issue 17); each ceiling is what a page may weigh today, so
 * the check stops growth while the remaining weight (RTK Query and zod on form pages) is removed.
 */
const GOAL_KB = 170;
const PUBLIC_ENTRY = 'public.html';
const PUBLIC_PAGES = {
  // +48 KB (issue 15): i18next + react-i18next (18 KB) for English/Spanish, the Apply button, the
  // language switcher and the funnel events; the 170 KB goal needs RTK Query off this page.
  'job page': { page: 'src/features/job-page/pages/job-page.tsx', ceilingKb: 238 },
  'hiring form': { page: 'src/features/hiring-form/pages/hiring-form-chooser-page.tsx', ceilingKb: 208 },
  // +1 KB (issue 15): the "Back to your application" link of the application flow.
  'typing assessment': { page: 'src/features/interviews/pages/typing-assessment-page.tsx', ceilingKb: 226 },
  // Application flow (issue 15): the board, the steps before the application exists (personal-info)
  // and the steps after it. Issue 15 asks <= 250 KB per step: today they weigh the shared chunks
  // (RTK Query, MUI, zod through the contract) plus i18next and the form fields; these ceilings
  // stop growth until that weight is removed (docs/decisions.md, "Application flow").
  'job board': { page: 'src/features/job-page/pages/job-board-page.tsx', ceilingKb: 262 },
  'apply (personal-info)': { page: 'src/features/application-flow/pages/apply-page.tsx', ceilingKb: 269 },
  'application step': {
    page: 'src/features/application-flow/pages/application-step-page.tsx',
    ceilingKb: 276,
  },
};

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gz.get(file);
};

/** Every JS file loaded for these manifest keys: the chunks and their static imports. */
const closure = (keys) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const k of keys) visit(k);
  return files;
};

const lazyOf = (key) => manifest[key]?.dynamicImports ?? [];
const layout = lazyOf(PUBLIC_ENTRY).find((k) => k.includes('guest-layout'));
let failed = false;
for (const [name, { page, ceilingKb }] of Object.entries(PUBLIC_PAGES)) {
  if (!manifest[page]) {
    console.error(`bundle budget: ${name} (${page}) is not in the build manifest`);
    failed = true;
    continue;
  }
  const files = closure([PUBLIC_ENTRY, layout, page].filter(Boolean));
  const kb = [...files].reduce((sum, f) => sum + gzipKb(f), 0);
  const ok = kb <= ceilingKb;
  failed ||= !ok;
  const goal = kb <= GOAL_KB ? 'within the goal' : `goal ${GOAL_KB} KB`;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: ${kb.toFixed(1)} KB gzip of JS in ${files.size} files (ceiling ${ceilingKb} KB, ${goal})`,
  );
  if (!ok || process.env.BUDGET_VERBOSE)
    for (const f of [...files].sort((a, b) => gzipKb(b) - gzipKb(a)))
      console.log(`       ${gzipKb(f).toFixed(1).padStart(6)} KB  ${f}`);
}
process.exit(failed ? 1 : 0);
