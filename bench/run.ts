// Runs benchmarks and prints their figures. Usage: npm run bench [-- name ...]
// Without names, the in-process benches run; the process-level ones (they start built servers,
// PostgreSQL databases, nginx) run only when named, e.g. `npm run bench -- scale-out`.

import { aiStreaming } from './src/ai-streaming';
import { applyLoad } from './src/apply-load';
import { dashboard } from './src/dashboard';
import { durability } from './src/durability';
import { jobPage } from './src/job-page';
import { lighthouseBench } from './src/lighthouse';
import { listPaging } from './src/list-paging';
import { load } from './src/load';
import { loginTiming } from './src/login-timing';
import { resumeCorpus } from './src/resume-corpus/generate';
import { resumeParse } from './src/resume-parse';
import { scale } from './src/scale';
import { scaleOut } from './src/scale-out';
import { sessionLookup } from './src/session-lookup';
import { tusUpload } from './src/tus-upload';
import { typingPageJs } from './src/typing-page-js';
import { typingRecompute } from './src/typing-recompute';
import { videoUpload } from './src/video-upload';

const BENCHES: Record<string, () => Promise<void>> = {
  'ai-streaming': aiStreaming,
  'login-timing': loginTiming,
  'list-paging': listPaging,
  'session-lookup': sessionLookup,
  'typing-recompute': typingRecompute,
  'typing-page-js': typingPageJs,
  'resume-parse': resumeParse,
};
const NAMED_ONLY: Record<string, () => Promise<void>> = {
  'apply-load': applyLoad,
  dashboard,
  durability,
  'job-page': jobPage,
  scale,
  'scale-out': scaleOut,
  lighthouse: lighthouseBench,
  load,
  'resume-corpus': resumeCorpus,
  'video-upload': videoUpload,
  tus: tusUpload,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((n) => !(n in BENCHES) && !(n in NAMED_ONLY));
if (unknown.length) {
  console.error(
    `Unknown bench: ${unknown.join(', ')}; known: ${Object.keys({ ...BENCHES, ...NAMED_ONLY }).join(', ')}`,
  );
  process.exit(2);
}
for (const [name, run] of Object.entries({ ...BENCHES, ...NAMED_ONLY })) {
  if (wanted.length ? !wanted.includes(name) : name in NAMED_ONLY) continue;
  console.log(`\n== ${name} ==`);
  await run();
}
