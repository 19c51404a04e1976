// Seeds a database for the scale bench. Usage (from the repository root):
//   npm run seed:scale -- --applicants 1000000            (PostgreSQL at DATABASE_URL)
//   npm run seed:scale -- --applicants 20000 --data-dir ./data-scale   (PGlite, without DATABASE_URL)
// Migrates the schema, then tops both applicant tables up to N rows each; prints the time taken.
import { join, resolve } from 'node:path';
import { createDatabase } from '../apps/api/src/db/client';
import { DEFAULT_SCALE_DATA_DIR, seedScale } from './src/scale/seed';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const url = process.env.DATABASE_URL;
const n = Number(arg('applicants') ?? (url ? 1_000_000 : 20_000));
if (!Number.isInteger(n) || n < 1) {
  console.error('--applicants must be a positive whole number');
  process.exit(2);
}
// npm runs workspace scripts in bench/: relative paths are taken from where npm was started.
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), arg('data-dir') ?? DEFAULT_SCALE_DATA_DIR);
const t0 = performance.now();
const database = await createDatabase(url ? { url, poolSize: 1 } : { pgliteDir: join(dataDir, 'pgdata') });
try {
  console.log(
    url ? `PostgreSQL ${new URL(url).pathname.slice(1)}` : `PGlite in ${dataDir} (use it as DATA_DIR)`,
  );
  await database.migrate();
  const report = await seedScale(database.db, n, (line) => console.log(line));
  const secs = (performance.now() - t0) / 1000;
  const added = report.added.requisitionApplicants + report.added.manualApplicants;
  console.log(
    `${added ? `added ${report.added.requisitionApplicants} requisition and ${report.added.manualApplicants} manual applicants` : 'nothing to add'} in ${secs.toFixed(1)} s${added ? ` (${Math.round(added / secs)} rows/s, including migrations and vacuum analyze)` : ''}`,
  );
} finally {
  await database.close();
}
