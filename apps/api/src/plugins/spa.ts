import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; unknown non-API paths get index.html so the router can answer. */
export const registerSpa = async (app: FastifyInstance, webDist: string | undefined) => {
  const root = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined;
  if (!root) {
    app.log.warn('web app not built: serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/precompress.ts).
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
};
