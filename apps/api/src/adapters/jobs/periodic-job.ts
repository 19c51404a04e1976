import type { JobSet } from './job-queue';

/**
 * A periodic job of the one background-work runner (job-queue.ts) that can also be run by hand
 * (tests): `runOnce` joins a run in progress instead of starting a second one in this process,
 * and `jobs` has the runner call it every `everyMs` (never when `everyMs` is undefined).
 */
export const periodicJob = <Args extends unknown[]>(
  kind: string,
  everyMs: number | undefined,
  run: (...args: Args) => Promise<number>,
) => {
  let running: Promise<number> | undefined;
  const runOnce = (...args: Args) => {
    running ??= run(...args).finally(() => {
      running = undefined;
    });
    return running;
  };
  const jobs: JobSet = {
    handlers: {
      [kind]: async () => {
        await runOnce(...([] as unknown[] as Args));
      },
    },
    periodic: everyMs === undefined ? [] : [{ kind, everyMs }],
  };
  return { runOnce, jobs };
};
