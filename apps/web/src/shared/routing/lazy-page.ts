import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

/** Rejects a chunk import that has not arrived within 120 s (SPEC §9). */
const withChunkTimeout = <T>(p: Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('Loading the page took too long')), CHUNK_LOAD_TIMEOUT_MS);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });

/**
 * Route-level code splitting: `lazy: lazyPage(() => import('./pages/users-page'))` loads the
 * page module (its default export) only when the route is first visited.
 */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await withChunkTimeout(load())).default });
