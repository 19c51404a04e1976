import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';

export interface DemoSeedContext {
  db: Db;
  log: FastifyBaseLogger;
  adminUserId: string;
}
