import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseAttempt } from './parse-attempt';

/**
 * Resume files are read in worker threads, never on the request thread
 * (docs/decisions/resume-parsing.md#worker-threads-and-bad-input): each task has a time cap (the worker is terminated)
 * and each worker a V8 heap cap (`resourceLimits`), so an endless PDF or a zip bomb costs one
 * worker, not the API. Workers are reused while they behave and replaced when they are stopped.
 */
export const WORKER_LIMITS = {
  /** Old-generation heap of one parse worker (a 10 MB resume needs well under half of it). */
  heapMb: 256,
  youngMb: 32,
  stackMb: 4,
  /** Parses waiting for a worker; more are refused (429-style) instead of queueing without end. */
  queue: 32,
  /** An idle worker is ended after this long (its PDF reader holds ~50 MB). */
  idleMs: 30_000,
  /** Loading a new worker's code (not counted in a parse's time cap, which starts once it is ready). */
  startMs: 60_000,
} as const;

export type PoolFailure = 'timeout' | 'memory' | 'crashed' | 'busy';
type PoolOutcome = { ok: true; value: ParseAttempt } | { ok: false; reason: PoolFailure };

/**
 * Where the worker's code is: `resume-parse-worker.js` beside the bundle (`build.mjs` emits it),
 * or, running from source (tsx, vitest), `parse-worker.ts` behind a bootstrap that registers tsx
 * first (Node 20 does not apply a worker's `--import` hooks to its entry module).
 */
const workerTarget = (): URL => {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) return new URL('./resume-parse-worker.js', here);
  const tsxApi = createRequire(here)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const boot = `import { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)}; register(); await import(${JSON.stringify(new URL('./parse-worker.ts', here).href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
};

interface Task {
  bytes: Uint8Array;
  ext: string;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve(o: PoolOutcome): void;
  reject(err: unknown): void;
}

interface Slot {
  worker: Worker;
  idleTimer: NodeJS.Timeout | null;
  /** Resolves true once the worker has loaded its code (it posts `{ready: true}`), false if it never does. */
  ready: Promise<boolean>;
}

/**
 * Workers per process: at most 2, and the CPUs shared with the other server processes
 * (WEB_CONCURRENCY, each with its own event loop and pool), so parses never outnumber the cores.
 */
export const parsePoolSize = (
  cpus = availableParallelism(),
  processes = Number(process.env.ATS_WORKER_COUNT ?? 1),
) => Math.max(1, Math.min(2, Math.floor(cpus / Math.max(1, processes || 1))));

const createParsePool = (size = parsePoolSize()) => {
  const idle: Slot[] = [];
  const queue: Task[] = [];
  let live = 0;

  const spawn = (): Slot => {
    const worker = new Worker(workerTarget(), {
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_LIMITS.heapMb,
        maxYoungGenerationSizeMb: WORKER_LIMITS.youngMb,
        stackSizeMb: WORKER_LIMITS.stackMb,
      },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    live++;
    worker.once('exit', () => {
      live--;
    });
    const ready = new Promise<boolean>((resolve) => {
      const cap = setTimeout(() => resolve(false), WORKER_LIMITS.startMs);
      cap.unref();
      worker.once('message', (m: { ready?: boolean }) => {
        clearTimeout(cap);
        resolve(m?.ready === true);
      });
      worker.once('error', () => resolve(false));
      worker.once('exit', () => resolve(false));
    });
    return { worker, idleTimer: null, ready };
  };

  const release = (slot: Slot): void => {
    const next = queue.shift();
    if (next) {
      run(slot, next);
      return;
    }
    slot.idleTimer = setTimeout(() => {
      const i = idle.indexOf(slot);
      if (i >= 0) idle.splice(i, 1);
      void slot.worker.terminate();
    }, WORKER_LIMITS.idleMs);
    slot.idleTimer.unref();
    idle.push(slot);
  };

  const drop = (slot: Slot): void => {
    slot.worker.removeAllListeners('message');
    void slot.worker.terminate();
    const next = queue.shift();
    if (next) run(spawn(), next);
  };

  const run = (slot: Slot, task: Task): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    void slot.ready.then((ok) => {
      if (ok) dispatch(slot, task);
      else {
        task.resolve({ ok: false, reason: 'crashed' });
        drop(slot);
      }
    });
  };

  /** Sends the file to a ready worker; the time cap starts here. */
  const dispatch = (slot: Slot, task: Task): void => {
    const { worker } = slot;
    if (task.signal?.aborted) {
      task.reject(task.signal.reason);
      release(slot);
      return;
    }
    let settled = false;
    const finish = (outcome: PoolOutcome | { error: unknown }, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      task.signal?.removeEventListener('abort', onAbort);
      if ('error' in outcome) task.reject(outcome.error);
      else task.resolve(outcome);
      if (healthy) release(slot);
      else drop(slot);
    };
    // A parse stopped by a size cap may have left the worker holding memory: it is not reused.
    const onMessage = (value: ParseAttempt) =>
      finish({ ok: true, value }, value.problem?.reason !== 'too-large');
    const onError = (err: { code?: string }) =>
      finish({ ok: false, reason: err?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed' }, false);
    const onExit = () => finish({ ok: false, reason: 'crashed' }, false);
    const onAbort = () => finish({ error: task.signal!.reason }, false);
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }, false), task.timeoutMs);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    task.signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage({ bytes: task.bytes, ext: task.ext }, [task.bytes.buffer as ArrayBuffer]);
  };

  return {
    /** Parses in a worker; the outcome says when a cap stopped it. Rejects only when `signal` aborts. */
    parse(bytes: Buffer, ext: string, timeoutMs: number, signal?: AbortSignal): Promise<PoolOutcome> {
      return new Promise<PoolOutcome>((resolve, reject) => {
        // A private copy: the original may share a pooled ArrayBuffer, and the copy is transferred.
        const task: Task = { bytes: new Uint8Array(bytes), ext, timeoutMs, signal, resolve, reject };
        const slot = idle.pop();
        if (slot) return run(slot, task);
        if (live < size) return run(spawn(), task);
        if (queue.length >= WORKER_LIMITS.queue) return resolve({ ok: false, reason: 'busy' });
        queue.push(task);
        signal?.addEventListener(
          'abort',
          () => {
            const i = queue.indexOf(task);
            if (i >= 0) {
              queue.splice(i, 1);
              reject(signal.reason);
            }
          },
          { once: true },
        );
      });
    },
  };
};

let shared: ReturnType<typeof createParsePool> | null = null;
let timeoutMs = 10_000;
/** The time cap of one parse, from the app's config (`RESUME_PARSE_SECONDS`). */
export const setParseTimeout = (ms: number) => {
  timeoutMs = ms;
};
export const parseTimeout = () => timeoutMs;
/** The process's parse pool (created on first use). */
export const parsePool = () => {
  shared ??= createParsePool();
  return shared;
};
