import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request hands off instead of doing before it answers, e.g. the password e-mail: the
 * caller gets the same answer at the same speed whether or not the address has an account
 * (docs/decisions/auth.md#password-reset-and-invitation). One queue per app, run in order, one task at a time;
 * a failure is logged and does not stop the queue. `idle()` resolves once every task queued so
 * far has finished (graceful shutdown and tests wait on it).
 */
export interface WorkQueue {
  push(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

const queues = new WeakMap<object, WorkQueue>();

const createWorkQueue = (log: FastifyBaseLogger): WorkQueue => {
  let tail: Promise<void> = Promise.resolve();
  return {
    push(name, task) {
      tail = tail.then(task).then(
        () => undefined,
        (err: unknown) => log.error({ err }, `background task failed: ${name}`),
      );
    },
    async idle() {
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
  };
};

/** The queue of the app that `deps` belongs to (the same object for every module of one app). */
export const backgroundWork = (deps: { log: FastifyBaseLogger }): WorkQueue => {
  let queue = queues.get(deps);
  if (!queue) {
    queue = createWorkQueue(deps.log);
    queues.set(deps, queue);
  }
  return queue;
};
