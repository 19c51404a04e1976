// `npm start`: builds whatever is missing, then runs the product on one port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
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
const r = spawnSync(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit' });
process.exit(r.status ?? 0);
