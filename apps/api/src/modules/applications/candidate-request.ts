import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookie, tokenCookiesOf } from '../../lib/cookies';
import type { CandidateContext, IssuedCookie } from './application-context';

/** The candidate's cookies, address and browser, as the application flow's service reads them. */
export const contextOf = (req: FastifyRequest): CandidateContext => ({
  cookies: tokenCookiesOf(req),
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
});

/** The application's cookie, only sent to the API (other cookies of the reply are kept). */
export const setCookie = (_req: FastifyRequest, reply: FastifyReply, c: IssuedCookie) => {
  reply.setCookie(c.name, c.value, httpOnlyCookie('/api', c.maxAgeSeconds));
};
