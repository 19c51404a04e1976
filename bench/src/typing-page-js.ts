import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
const ASSETS = join(DIST, 'assets');

/** Every chunk a module loads statically (its `import … from "./x.js"`), itself included. */
const closure = (start: string[]) => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(ASSETS, file), 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(m[1]!);
  };
  for (const f of start) visit(f);
  return seen;
};

const gz = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(ASSETS, f))).length, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * JS a candidate's browser loads for the typing pages (gzip): the app entry, the guest layout and
 * the page's lazy chunk, each with what they import statically. Needs `npm run build -w apps/web`.
 */
export const typingPageJs = async () => {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('apps/web/dist is missing: run `npm run build -w apps/web` first');
    return;
  }
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  const find = (prefix: string) =>
    readdirSync(ASSETS).find((f) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(f));
  const base = closure([entry!, find('guest-layout')!]);
  for (const page of ['typing-assessment-page', 'typing-assessment-test-page']) {
    const all = closure([...base, find(page)!]);
    const own = [...all].filter((f) => !base.has(f));
    console.log(
      `${page}: ${kb(gz(all))} gzip in all (${all.size} chunks); its own chunks ${kb(gz(own))} (${own.join(', ')})`,
    );
  }
};
