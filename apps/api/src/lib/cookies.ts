import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Cookies of the candidate and guest routes, through `@fastify/cookie` (one parser, one
 * `Set-Cookie` writer). A module registers it in its own scope with `useCookies(app)`; its routes
 * then read `req.cookies` and write with `reply.setCookie`.
 */
export const useCookies = (app: FastifyInstance) => app.register(fastifyCookie);

/** HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export const httpOnlyCookie = (path: string, maxAgeSeconds: number): CookieSerializeOptions => ({
  path,
  maxAge: maxAgeSeconds,
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
});

/**
 * The request's cookies that are opaque tokens (names of at most 80 and values of at most
 * `maxValue` base64url characters): anything else a browser sends is not ours.
 */
export const tokenCookiesOf = (req: FastifyRequest, maxValue = 200) => {
  const value = new RegExp(`^[A-Za-z0-9_-]{1,${maxValue}}$`);
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(req.cookies ?? {}))
    if (v !== undefined && /^[A-Za-z0-9_-]{1,80}$/.test(name) && value.test(v)) out[name] = v;
  return out;
};
