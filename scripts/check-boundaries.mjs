// Dependency rules lint cannot express: features never import each other, only *.repo.ts
// (and the db layer) speak Drizzle, and the contract package stays browser-safe.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const walk = (dir) =>
  statSync(dir, { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync(dir).flatMap((f) => (f === 'node_modules' || f === 'dist' ? [] : walk(join(dir, f))))
    : /\.(ts|tsx)$/.test(dir)
      ? [dir]
      : [];

const problems = [];
const importsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

for (const file of walk('apps/web/src/features')) {
  const feature = relative('apps/web/src/features', file).split(sep)[0];
  for (const spec of importsOf(file)) {
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

for (const file of walk('apps/api/src/modules')) {
  if (/\.repo\.ts$|\.test\.ts$|\.test-helper\.ts$|seed/.test(file)) continue;
  for (const spec of importsOf(file)) {
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))
      problems.push(`${file}: only *.repo.ts may import Drizzle (${spec})`);
  }
}

for (const file of walk('packages/contract/src')) {
  for (const spec of importsOf(file)) {
    if (spec.startsWith('node:') || ['fs', 'path', 'crypto', 'drizzle-orm', 'fastify'].includes(spec)) {
      problems.push(`${file}: the contract package must stay browser-safe (${spec})`);
    }
  }
}

if (problems.length) {
  console.error(`Boundary violations:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('boundaries: ok');
