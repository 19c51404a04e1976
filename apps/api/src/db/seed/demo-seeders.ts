import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';

export interface DemoSeedContext {
  db: Db;
  log: FastifyBaseLogger;
  adminUserId: string;
}

/**
 * Demo data loaded once on a fresh install (unless SEED_DEMO=false). Each domain adds its own
 * seeder here, in dependency order. Tests never rely on it.
 */
export const DEMO_SEEDERS: { name: string; run: (ctx: DemoSeedContext) => Promise<void> }[] = [];
