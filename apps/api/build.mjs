// Bundles the API (and the contract package it imports as TypeScript) into dist/.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@ats/'));

await build({
  // The resume-parse worker is its own file beside the bundle (parse-pool.ts loads it by URL).
  entryPoints: {
    server: 'src/server.ts',
    'resume-parse-worker': 'src/modules/resume-parsing/parse-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'info',
});
