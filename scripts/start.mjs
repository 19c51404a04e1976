// `npm start`: builds whatever is missing, then runs the product on one port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';

// Builds and the server run on this runtime (the pinned Node, see scripts/test.mjs).
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` };

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) {
  console.log('Building the web app (first start only)…');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
if (!existsSync('apps/api/dist/server.js')) {
  console.log('Building the API (first start only)…');
  run('npm', ['run', 'build', '-w', 'apps/api']);
}
const r = spawnSync(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });
process.exit(r.status ?? 0);
