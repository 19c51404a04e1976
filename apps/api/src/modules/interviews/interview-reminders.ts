import type { JobSet } from '../../adapters/jobs/job-queue';
import { periodicJob } from '../../adapters/jobs/periodic-job';
import type { Db } from '../../db/client';
import type { SendingDeps } from './interview-sending';
import { remindInterview } from './interview-sending';
import { claimDueReminders } from './interviews.repo';

/** The periodic job that sends due reminders (adapters/jobs: one row, whatever the replica count). */
const INTERVIEW_REMINDERS_JOB = 'interviews.remind';

export interface InterviewReminders {
  /** Sends the reminders due now; answers how many. Tests call it by hand. */
  runOnce(now?: Date): Promise<number>;
  /** The reminders as a periodic job of the job queue, every `pollMs`. */
  jobs: JobSet;
}

const BATCH = 50;

/**
 * The reminder job (docs/decisions/interviews.md#interview-reminders): one email per interview that was
 * sent `reminderHours` ago and not started. Rows are claimed with SKIP LOCKED and stamped in the
 * same transaction as the queued mail, so replicas never remind twice and a crash reminds nobody.
 * It runs as a periodic job of the one background-work runner (adapters/jobs/job-queue.ts).
 */
export const createInterviewReminders = (opts: {
  db: Db;
  deps: SendingDeps;
  reminderHours: number;
  pollMs: number;
}): InterviewReminders => {
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

  return periodicJob(
    INTERVIEW_REMINDERS_JOB,
    opts.reminderHours > 0 ? opts.pollMs : undefined,
    (now: Date = new Date()) => remind(now),
  );
};
