import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './public-page-cache';

/**
 * How long shared caches (a CDN) may hold a public page before asking again; browsers always
 * ask (and get a 304 while it is unchanged). A change reaches this server's next reply at once
 * and a CDN's within these seconds (docs/decisions/candidate-pages.md#public-pages-rendered-once).
 */
const SHARED_CACHE_SECONDS = 30;

/** The best content encoding `accept-encoding` allows (brotli, then gzip), or null for none. */
const encodingOf = (accept: string | undefined): 'br' | 'gzip' | null => {
  const allowed = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    allowed.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (allowed.get(name) ?? (allowed.has('*') ? allowed.get('*')! : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
};

/** True when the request's validators say the client's copy is `page` (If-None-Match first). */
const notModified = (req: FastifyRequest, page: RenderedPage) => {
  const match = req.headers['if-none-match'];
  if (match !== undefined)
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === page.etag.replace(/^W\//, ''));
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && page.lastModified.getTime() <= since;
};

/**
 * Answers a rendered page: 304 when the client has it, else its compressed bytes, with the
 * validators and a cache policy. `personal` replies (one that sets the language cookie) are
 * for this browser only. `vary` names the request headers the page depends on.
 */
export const sendRendered = (
  req: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  opts: { vary?: string[]; personal?: boolean } = {},
) => {
  reply.header('etag', page.etag);
  reply.header('last-modified', page.lastModified.toUTCString());
  reply.header(
    'cache-control',
    opts.personal ? 'private, no-cache' : `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`,
  );
  const vary = [...(page.compressed ? ['Accept-Encoding'] : []), ...(opts.vary ?? [])];
  if (vary.length) reply.header('vary', vary.join(', '));
  reply.type(page.contentType);
  if (notModified(req, page)) return reply.code(304).send();
  const encoding = page.compressed ? encodingOf(req.headers['accept-encoding']) : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
};
