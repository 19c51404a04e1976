import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CandidateContext, IssuedCookie } from './applications.service';

/** Cookies of the request (only the application ones matter; values are opaque tokens). */
const cookiesOf = (header: string | undefined) => {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (/^[A-Za-z0-9_-]{1,80}$/.test(name) && /^[A-Za-z0-9_-]{1,200}$/.test(value)) out[name] = value;
  }
  return out;
};

/** The candidate's cookies, address and browser, as the application flow's service reads them. */
export const contextOf = (req: FastifyRequest): CandidateContext => ({
  cookies: cookiesOf(req.headers.cookie),
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
});

/**
 * The application's cookie: HttpOnly, SameSite=Lax, only sent to the API; Secure whenever the
 * request came over HTTPS. Appended, so a response can set other cookies too.
 */
export const setCookie = (req: FastifyRequest, reply: FastifyReply, c: IssuedCookie) => {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${c.name}=${c.value}; Path=/api; Max-Age=${c.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
};
