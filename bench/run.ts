// Runs every benchmark and prints its figures. Usage: npm run bench [-- name ...]

import { listPaging } from './src/list-paging';
import { loginTiming } from './src/login-timing';

const BENCHES: Record<string, () => Promise<void>> = {
  'login-timing': loginTiming,
  'list-paging': listPaging,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  await run();
}
