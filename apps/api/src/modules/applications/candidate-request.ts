import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CandidateContext, IssuedCookie } from './applications.service';

/** Cookies of the request (values are opaque tokens: base64url, at most `maxValue` characters). */
export const cookiesOf = (header: string | undefined, maxValue = 200) => {
  const out: Record<string, string> = {};
  const value = new RegExp(`^[A-Za-z0-9_-]{1,${maxValue}}$`);
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const v = part.slice(eq + 1).trim();
    if (/^[A-Za-z0-9_-]{1,80}$/.test(name) && value.test(v)) out[name] = v;
  }
  return out;
};

/** A `Set-Cookie` value: HttpOnly, SameSite=Lax, Secure whenever the request came over HTTPS. */
export const cookieHeader = (
  req: FastifyRequest,
  name: string,
  value: string,
  path: string,
  maxAge: number,
) =>
  `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;

/** The candidate's cookies, address and browser, as the application flow's service reads them. */
export const contextOf = (req: FastifyRequest): CandidateContext => ({
  cookies: cookiesOf(req.headers.cookie),
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
});

/**
 * The application's cookie, only sent to the API. Appended, so a response can set other cookies
 * too.
 */
export const setCookie = (req: FastifyRequest, reply: FastifyReply, c: IssuedCookie) => {
  reply.header('set-cookie', cookieHeader(req, c.name, c.value, '/api', c.maxAgeSeconds));
};
