// `npm test`: every check, in order from cheapest to slowest; stops at the first failure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

// Every step runs on this runtime: the Node pinned as a root dev dependency (`node` package), which
// npm scripts find first in node_modules/.bin, also when the machine's own node is older.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` };

const steps = [
  ['lint and format', 'npm', ['run', 'lint']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['contract unit tests', 'npm', ['run', 'test:contract']],
  ['web unit tests', 'npm', ['run', 'test:web']],
  ['API tests', 'npm', ['run', 'test:api']],
  ['build', 'npm', ['run', 'build']],
  ['public page JS budget', process.execPath, ['scripts/check-bundle-budget.mjs']],
  ['durability (kill -9 during writes, restart)', 'npm', ['run', 'bench', '--', 'durability']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

// The runtime every step gets: `node -v` as the steps' scripts see it, which must be the pinned
// major (package.json `engines`), not whatever node the machine has installed.
const nodeV = spawnSync('node', ['-v'], { env, encoding: 'utf8' }).stdout.trim();
console.log(`━━ runtime: node -v ${nodeV} (${process.execPath})`);
const wanted = JSON.parse(readFileSync('package.json', 'utf8')).engines.node.match(/\d+/)[0];
if (nodeV.split('.')[0] !== `v${wanted}`) {
  console.error(`━━ runtime: FAILED, Node ${wanted} expected; run \`npm install\` first`);
  process.exit(1);
}

const started = Date.now();
for (const [label, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n━━ ${label} ━━`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  console.log(
    `━━ ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
