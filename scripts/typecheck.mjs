// Type-checks every workspace, two projects at a time (CI has two cores; each tsc is single
// threaded), and prints each project's errors together. Exits non-zero if any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { delimiter, dirname } from 'node:path';

const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` };

// Longest first (measured on 2 cores: web ~80 s, api ~65 s, bench ~45 s as it checks the API
// sources it imports, e2e ~20 s, contract ~9 s), so the two queues end together.
const projects = ['apps/web', 'apps/api', 'bench', 'e2e', 'packages/contract'];
const concurrency = Math.max(1, Math.min(2, availableParallelism()));

const check = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${project} (${secs} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

const queue = [...projects];
const results = await Promise.all(
  Array.from({ length: concurrency }, async () => {
    let ok = true;
    for (let p = queue.shift(); p; p = queue.shift()) ok = (await check(p)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
