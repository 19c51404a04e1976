// Runs the API suite on PGlite (the embedded default), and on PostgreSQL when DATABASE_URL is set.
//
// With both databases, every file runs on PostgreSQL (the production profile) and PGlite runs the
// files whose code differs by driver: the database client and its listeners, lists, exports and
// search (cursor streaming on PostgreSQL, keyset batches on PGlite; pg_trgm loaded as a PGlite
// extension), raw-query repositories, the dashboard (parallel queries vs PGlite's one connection),
// the session cache (NOTIFY), the embedded database's back-pressure, and the candidate's
// application flow end to end. Everything else is
// the same Drizzle SQL on both; running it twice cost ~5 minutes of CI for no new failure mode.
// Without DATABASE_URL the whole suite runs on PGlite. `API_TESTS_PGLITE=all` runs it all on both.
// Arguments (vitest filters) run as given on each database.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';

const PGLITE_ALSO = [
  'src/db/',
  'src/lib/',
  'src/app.routes.test.ts',
  'src/modules/search/',
  'src/modules/dashboard/',
  'src/modules/candidates/',
  'src/modules/sessions/',
  'src/modules/applications/applications.routes.test.ts',
  'src/modules/uploads/uploads.routes.test.ts',
  'src/plugins/exports.routes.test.ts',
  'src/plugins/back-pressure.routes.test.ts',
];

const args = process.argv.slice(2);
const run = (label, env, filters) => {
  console.log(`\n== API tests on ${label} ==`);
  const r = spawnSync('npx', ['vitest', 'run', ...filters], {
    stdio: 'inherit',
    // vitest runs on this runtime (the pinned Node), whatever node the machine has.
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
      ...env,
    },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const both = Boolean(process.env.DATABASE_URL);
const subset = both && args.length === 0 && process.env.API_TESTS_PGLITE !== 'all';
run(
  subset ? 'PGlite (driver-specific files)' : 'PGlite',
  { TEST_DATABASE_URL: '' },
  subset ? PGLITE_ALSO : args,
);
if (both) run('PostgreSQL', { TEST_DATABASE_URL: process.env.DATABASE_URL }, args);
else console.log('\nDATABASE_URL is not set: the PostgreSQL pass was skipped.');
