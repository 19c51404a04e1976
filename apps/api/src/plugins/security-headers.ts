import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once and set on every response. `@fastify/helmet` ran `helmet()`
 * on each request, which parsed the CSP directives and built every middleware again: ~2 % of the
 * CPU of a list request. A route may still set its own (e.g. a stricter CSP for stored files).
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, collector as never, (err?: unknown) => {
    if (err) throw err;
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
};
