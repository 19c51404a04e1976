import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Runs short programs (ffprobe, ffmpeg) from one small helper process instead of the API's own.
 *
 * Starting a program copies the calling process's memory map and blocks its event loop while it
 * does: from an API process of a few hundred MB that was ~20% of its CPU while candidates sent
 * video answers (three programs per answer), and every request in flight waited behind it
 * (`npm run bench -- apply-load --cpu-prof=DIR`). The helper is a bare Node process (~40 MB) started
 * once and kept; it starts each program, collects its output (capped) and kills it at its time
 * limit. If the helper dies, the programs it was running fail and the next call starts a new one.
 */

export interface ProgramResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Output kept per stream; the callers read a few fields or log lines. */
const OUTPUT_CAP = 1_000_000;

const HELPER = `
const { spawn } = require('node:child_process');
process.on('message', ({ id, bin, args, timeoutMs, cap }) => {
  let stdout = '', stderr = '', done = false;
  const reply = (m) => { if (!done) { done = true; process.send({ id, ...m }); } };
  let p;
  try { p = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }); }
  catch (e) { return reply({ error: e.message, errorCode: e.code }); }
  p.stdout.on('data', (d) => { if (stdout.length < cap) stdout += d; });
  p.stderr.on('data', (d) => { if (stderr.length < cap) stderr += d; });
  const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
  p.on('error', (e) => { clearTimeout(timer); reply({ error: e.message, errorCode: e.code }); });
  p.on('close', (code) => { clearTimeout(timer); reply({ code, stdout, stderr }); });
});
process.on('disconnect', () => process.exit(0));
`;

type Reply = Partial<ProgramResult> & { id: number; error?: string; errorCode?: string };
interface Pending {
  resolve: (r: ProgramResult) => void;
  reject: (e: Error) => void;
}
interface Helper {
  process: ChildProcess;
  pending: Map<number, Pending>;
}

let current: Helper | undefined;
let nextId = 0;

/** The channel keeps the API alive only while a program runs. */
const holdOpen = (h: Helper) => {
  if (h.pending.size) h.process.channel?.ref();
  else h.process.channel?.unref();
};

const startHelper = (): Helper => {
  const child = spawn(process.execPath, ['-e', HELPER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // The helper needs none of the API's flags (a CPU profile, a heap size, a loader).
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const h: Helper = { process: child, pending: new Map() };
  const end = (reason: string) => {
    if (current === h) current = undefined;
    for (const p of h.pending.values()) p.reject(new Error(reason));
    h.pending.clear();
  };
  child.on('message', (m: Reply) => {
    const p = h.pending.get(m.id);
    if (!p) return;
    h.pending.delete(m.id);
    holdOpen(h);
    if (m.error !== undefined)
      p.reject(Object.assign(new Error(m.error), m.errorCode ? { code: m.errorCode } : {}));
    else p.resolve({ code: m.code ?? null, stdout: m.stdout ?? '', stderr: m.stderr ?? '' });
  });
  child.on('error', (err) => end(`the program runner could not start: ${err.message}`));
  child.on('exit', () => end('the program runner stopped'));
  child.unref();
  return h;
};

/** Runs `bin args…` to its end (or `timeoutMs`, then SIGKILL) and answers its exit code and output. */
export const runProgram = (bin: string, args: string[], timeoutMs: number) =>
  new Promise<ProgramResult>((resolve, reject) => {
    current ??= startHelper();
    const h = current;
    const id = nextId++;
    h.pending.set(id, { resolve, reject });
    holdOpen(h);
    h.process.send({ id, bin, args, timeoutMs, cap: OUTPUT_CAP }, (err) => {
      if (!err || !h.pending.delete(id)) return;
      holdOpen(h);
      reject(err);
    });
  });

/** Ends the helper (tests, shutdown); the programs it runs fail and the next run starts a new one. */
export const stopProgramRunner = () => {
  current?.process.kill();
  current = undefined;
};
