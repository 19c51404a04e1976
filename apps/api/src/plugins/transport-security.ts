import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * HSTS and CSP `upgrade-insecure-requests` only when the app is reached over HTTPS: PUBLIC_URL
 * is https, or the request itself is (TLS here, or `X-Forwarded-Proto: https` from a proxy we
 * trust: Fastify reads that header only with TRUST_PROXY). A plain-HTTP intranet install then
 * keeps working: sent over HTTP, both would make browsers ask for https URLs nothing answers
 * (docs/decisions/security.md#transport-security-headers).
 */
const HSTS = 'max-age=31536000; includeSubDomains';

export const registerTransportSecurity = (app: FastifyInstance, publicUrl: string | undefined) => {
  // PUBLIC_URL is read once; only a plain-HTTP PUBLIC_URL (or none) asks each request. A callback
  // hook, not an async one: no promise per response (issue 32).
  const alwaysHttps = Boolean(publicUrl?.toLowerCase().startsWith('https://'));
  const servedOverHttps = (req: FastifyRequest) => alwaysHttps || req.protocol === 'https';
  app.addHook('onSend', (req, reply, payload, done) => {
    if (servedOverHttps(req)) {
      reply.header('strict-transport-security', HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
      }
    }
    done(null, payload);
  });
};
