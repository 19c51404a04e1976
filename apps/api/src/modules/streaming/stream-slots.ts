import { tooManyRequests } from '../../lib/http-error';

/**
 * Open streams per user, counted in this process (docs/decisions/prompts.md#budgets: with several
 * streaming replicas the limit applies per replica, and a load balancer with sticky sessions
 * keeps a user on one).
 */
export const createStreamSlots = (maxPerUser: number) => {
  const open = new Map<string, number>();
  return {
    /** Takes a slot or answers 429; the returned function gives it back (once). */
    acquire(userId: string): () => void {
      const n = open.get(userId) ?? 0;
      if (n >= maxPerUser)
        throw tooManyRequests(
          `You already have ${n} AI answers streaming; wait for one to finish (limit ${maxPerUser})`,
          5,
        );
      open.set(userId, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left <= 0) open.delete(userId);
        else open.set(userId, left);
      };
    },
    openFor: (userId: string) => open.get(userId) ?? 0,
  };
};
export type StreamSlots = ReturnType<typeof createStreamSlots>;
