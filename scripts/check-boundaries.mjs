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
    for (const spec of importsOf(file)) {
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
