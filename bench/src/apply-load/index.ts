// apply-load (issue 32): N candidates at once through the real public flow against the built API
// on a fresh PostgreSQL database. Usage: npm run bench -- apply-load [--candidates=200] [--ramp=10]
// [--video-questions=1] [--typing-seconds=12] [--no-recording-time] [--pg=postgres://…] [--raise-limits]
// [--cpu-prof=DIR] (V8 CPU profiles of the API's processes, written when the run stops it) [--processes=N]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  freePort,
  freshPgDatabase,
  ROOT,
  SERVER_JS,
  signIn,
  startApi,
  stopProcess,
  waitHealthy,
} from '../processes';
import { applyOnce, type FlowInputs } from './candidate-flow';
import { ANSWER_SECONDS, answerWebm, resumeFiles } from './media';
import { applyLoadOptions } from './options';
import { Recorder } from './recorder';
import { printFailures, printRecorder } from './report';
import { startSampler } from './sampler';
import { seedJob } from './seed';

const STEP_ORDER = [
  'plan',
  'personal-info (consent)',
  'resume upload-url',
  'resume PUT',
  'resume upload-complete',
  'resume parse (prefill)',
  'resume submit',
  'questions submit',
  'pre-screening',
  'video start',
  'video open',
  'video checks',
  'video question start',
  'video tus create',
  'video tus PATCH (5 MB)',
  'video tus HEAD (resume)',
  'video answer status',
  'video submit',
  'typing start',
  'typing open',
  'typing interview start',
  'typing submit',
  'complete (success page)',
];

/**
 * The public limits the product ships with (settings in apps/api/src/config.ts). Each candidate
 * speaks from its own address, so the per-address limits apply per candidate as in production;
 * `--raise-limits` lifts them for a test of raw capacity, and the run says so.
 */
const RAISED_LIMITS = {
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  RESUME_PARSES_PER_ADDRESS_HOUR: '100000',
  PUBLIC_UPLOAD_MB_PER_ADDRESS_HOUR: '1000000',
  PUBLIC_UPLOAD_MB_PER_HOUR: '10000000',
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

/** Builds what `npm start` would build when it is missing (as scripts/start.mjs does). */
const ensureBuilt = () => {
  for (const [file, ws] of [
    ['apps/web/dist/index.html', 'apps/web'],
    [SERVER_JS, 'apps/api'],
  ] as const) {
    if (existsSync(file.startsWith('/') ? file : join(ROOT, file))) continue;
    console.log(`building ${ws} (missing)…`);
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`npm run build -w ${ws} failed`);
  }
};

export const applyLoad = async () => {
  const opts = applyLoadOptions();
  const raise = process.argv.includes('--raise-limits');
  ensureBuilt();
  const webm = answerWebm();
  const inputs = {
    webm: { bytes: readFileSync(webm.file), durationMs: ANSWER_SECONDS * 1000 },
    resumes: await resumeFiles(),
  };
  const db = await freshPgDatabase(opts.pgServer, 'ats_apply_load');
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-apply-load-'));
  const port = await freePort();
  const env: Record<string, string> = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...(raise ? RAISED_LIMITS : {}),
    ...(opts.processes ? { WEB_CONCURRENCY: String(opts.processes) } : {}),
  };
  const nodeArgs = opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(opts.cpuProfDir)}`] : [];
  const server = startApi('apply-load server', port, env, nodeArgs);
  try {
    await waitHealthy(`${server.url}/api/health`, 180_000, server);
    const job = await seedJob(server.url, await signIn(server.url), opts.videoQuestions);
    const runId = Date.now().toString(36);
    const flow = (i: number): FlowInputs => ({
      base: server.url,
      job,
      webm: inputs.webm,
      resume: inputs.resumes[i % inputs.resumes.length]!,
      typingSeconds: opts.typingSeconds,
      recordInRealTime: opts.recordInRealTime,
      runId,
    });
    console.log(
      `PostgreSQL (fresh database), built API pid ${server.child.pid}, ${cpus().length} CPUs; ` +
        `${opts.candidates} candidates arriving over ${opts.rampSeconds} s, each from its own address; ` +
        `resume: ${inputs.resumes.length} fixture files (PDF, DOCX, text) in turn; ` +
        `${opts.videoQuestions} video answer(s) of ${(webm.size / 1024 / 1024).toFixed(1)} MB WebM (${ANSWER_SECONDS} s VP8/Opus) over tus, ${opts.recordInRealTime ? `each recorded for ${ANSWER_SECONDS} s first` : 'sent without recording time (--no-recording-time)'}; ` +
        `typing ${opts.typingSeconds} s`,
    );
    console.log(
      raise
        ? `public limits RAISED for this run (--raise-limits): ${Object.entries(RAISED_LIMITS)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')}`
        : 'public limits: the product defaults (per-address limits apply to each candidate)',
    );

    // One candidate alone first: the quiet figures beside the loaded ones.
    const solo = new Recorder();
    await applyOnce(opts.candidates, flow(opts.candidates), solo);
    console.log(`\n-- one candidate alone (${solo.completed ? 'sent' : 'FAILED'}) --`);
    printRecorder(solo, STEP_ORDER);
    printFailures(solo);

    console.log(`\n-- ${opts.candidates} candidates at once -- load average before: ${load()}`);
    const rec = new Recorder();
    const sampler = startSampler(server.child.pid!);
    const t0 = performance.now();
    const benchCpu0 = process.cpuUsage();
    await Promise.all(
      Array.from({ length: opts.candidates }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i * opts.rampSeconds * 1000) / opts.candidates));
        await applyOnce(i, flow(i), rec);
      }),
    );
    const wallMs = performance.now() - t0;
    const benchCpu = process.cpuUsage(benchCpu0);
    const s = sampler.stop();
    const over = printRecorder(rec, STEP_ORDER);
    printFailures(rec);
    const flowP50 = rec.flowMs.length
      ? [...rec.flowMs].sort((a, b) => a - b)[Math.floor(rec.flowMs.length / 2)]!
      : 0;
    console.log(
      `completed ${rec.completed}/${opts.candidates} applications in ${(wallMs / 1000).toFixed(1)} s: ` +
        `${((rec.completed / wallMs) * 60_000).toFixed(1)} applications/minute (one application p50 ${(flowP50 / 1000).toFixed(1)} s, ` +
        `of which ${opts.typingSeconds} s typing${opts.recordInRealTime ? ` and ${opts.videoQuestions * ANSWER_SECONDS} s recording` : ''})`,
    );
    console.log(
      `API CPU (${s.processes} processes) ${s.cpuOwnS.toFixed(1)} s (${((s.cpuOwnS / Math.max(1, rec.completed)) * 1000).toFixed(0)} ms per application) ` +
        `+ ${s.cpuChildrenS.toFixed(1)} s in the programs it ran (ffprobe/ffmpeg and their runner) over ${(wallMs / 1000).toFixed(1)} s; ` +
        `the bench's own candidates ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s (same machine)`,
    );
    console.log(
      `API RSS ${s.rssStartMb.toFixed(0)} → peak ${s.rssPeakMb.toFixed(0)} → end ${s.rssEndMb.toFixed(0)} MB; ` +
        `load average (1 min) ${s.loadStart.toFixed(1)} → peak ${s.loadPeak.toFixed(1)} → end ${s.loadEnd.toFixed(1)}; now ${load()}`,
    );
    console.log(
      `goal (0 errors, p99 < 1 s on every step but the parse): ${
        !rec.failures.length && !over.length && rec.completed === opts.candidates
          ? 'MET'
          : `NOT MET${rec.failures.length ? `; ${rec.failures.length} errors` : ''}${over.length ? `; p99 ≥ 1 s: ${over.join(', ')}` : ''}`
      }`,
    );
    if (server.child.exitCode !== null) throw new Error(`the server died:\n${server.output()}`);
    if (opts.cpuProfDir)
      console.log(`CPU profiles: ${resolve(opts.cpuProfDir)} (written as the server stops)`);
    const logged = server.output().trim();
    if (logged)
      console.log(`server log (warnings and errors, last 2000 characters):\n${logged.slice(-2000)}`);
  } finally {
    await stopProcess(server.child, server.exited);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
