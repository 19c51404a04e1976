import { availableParallelism } from 'node:os';

/** The default of WEB_CONCURRENCY (see server.ts). */
export const defaultWorkerCount = (env: NodeJS.ProcessEnv, cpus = availableParallelism()) =>
  env.DATABASE_URL ? Math.min(64, Math.max(1, cpus)) : 1;
