import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { usesPublicEntry } from '@ats/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface Spa {
  /**
   * The HTML shell for a client-side route: public.html for the public area (the contract's
   * PUBLIC_ENTRY_AREAS), else index.html.
   */
  shellFor(path: string): string;
}

/** Serves the built web app; unknown non-API paths get an app shell so the router can answer. */
export const registerSpa = async (
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<Spa | undefined> => {
  const root = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined;
  if (!root) {
    app.log.warn('web app not built: serving the API only');
    return undefined;
  }
  const hasPublicEntry = existsSync(join(root, 'public.html'));
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
  return {
    shellFor: (path) => (hasPublicEntry && usesPublicEntry(path) ? 'public.html' : 'index.html'),
  };
};
