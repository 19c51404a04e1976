import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SendingDeps } from './interview-sending';
import { remindInterview } from './interview-sending';
import { claimDueReminders } from './interviews.repo';

export interface InterviewReminders {
  /** Sends the reminders due now; answers how many. Tests call it by hand. */
  runOnce(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const BATCH = 50;

/**
 * The reminder job (docs/decisions/interviews.md#interview-reminders): one email per interview that was
 * sent `reminderHours` ago and not started. Rows are claimed with SKIP LOCKED and stamped in the
 * same transaction as the queued mail, so replicas never remind twice and a crash reminds nobody.
 */
export const createInterviewReminders = (opts: {
  db: Db;
  deps: SendingDeps;
  reminderHours: number;
  pollMs: number;
  log: FastifyBaseLogger;
}): InterviewReminders => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const remind = async (now: Date) => {
    if (opts.reminderHours <= 0) return 0;
    const sentBefore = new Date(now.getTime() - opts.reminderHours * 3_600_000);
    let total = 0;
    for (;;) {
      const n = await opts.db.transaction(async (tx) => {
        const due = await claimDueReminders(tx, sentBefore, BATCH);
        for (const j of due) await remindInterview(tx, opts.deps, j);
        return due.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  };

  const runOnce = (now = new Date()) => {
    running ??= remind(now).finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        runOnce().catch((err) => opts.log.error({ err }, 'interview reminders failed'));
      }, opts.pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};
