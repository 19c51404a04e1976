// `npm test`: every check, in order from cheapest to slowest; stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and format', 'npm', ['run', 'lint']],
  ['type-check', 'npm', ['run', 'typecheck']],
  ['contract unit tests', 'npm', ['run', 'test:contract']],
  ['web unit tests', 'npm', ['run', 'test:web']],
  ['API tests', 'npm', ['run', 'test:api']],
  ['build', 'npm', ['run', 'build']],
  ['public page JS budget', 'node', ['scripts/check-bundle-budget.mjs']],
  ['durability (kill -9 during writes, restart)', 'npm', ['run', 'bench', '--', 'durability']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [label, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n━━ ${label} ━━`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  console.log(
    `━━ ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
