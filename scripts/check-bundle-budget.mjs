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
  'job page': { page: 'src/features/job-page/pages/job-page.tsx', ceilingKb: 190 },
  'hiring form': { page: 'src/features/hiring-form/pages/hiring-form-chooser-page.tsx', ceilingKb: 208 },
  'typing assessment': { page: 'src/features/interviews/pages/typing-assessment-page.tsx', ceilingKb: 225 },
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
