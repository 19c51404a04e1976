// Runs the API suite on PGlite, then again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (label, env) => {
  console.log(`\n== API tests on ${label} ==`);
  const r = spawnSync('npx', ['vitest', 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('PGlite', { TEST_DATABASE_URL: '' });
if (process.env.DATABASE_URL) run('PostgreSQL', { TEST_DATABASE_URL: process.env.DATABASE_URL });
else console.log('\nDATABASE_URL is not set: the PostgreSQL pass was skipped.');
