import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** What every module's service is built from; `app.ts` creates it once. */
export interface ModuleDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Base URL for links in mail (no trailing slash). */
  publicUrl: string;
}
