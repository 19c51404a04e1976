import { apiPath, JOB_BOARD_LIMIT, PUBLIC_URLS, REQUISITION_PATHS, ZJobBoardQuery } from '@ats/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { createRequisitionsService } from '../requisitions';
import { publishedJob, publishedJobs } from './job-board.repo';
import { BOARD_CSS, type BoardFilters, jobBoardBody } from './job-board-html';
import { servedJobPage } from './job-page-html';
import { chooseLanguage, localeOf, type PageWords, rememberLanguage } from './public-i18n';
import { type PublicPageCache, type RenderedPage, renderedPage } from './public-page-cache';
import { type HeadTags, jobHead, publicShell } from './public-pages';
import { sendRendered } from './rendered-reply';
import { servedDocument } from './served-page-style';
import { shareImagePng } from './share-image';
import type { WebBuild } from './web-build';

const HTML = 'text/html; charset=utf-8';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The board's filters from its query: an unknown country or work mode is no filter, as "Any". */
const boardFiltersOf = (query: unknown): BoardFilters => {
  const q = (query ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const parsed = ZJobBoardQuery.partial().safeParse({
    search: text(q.search).trim().slice(0, 100) || undefined,
  });
  const country = ZJobBoardQuery.shape.country.safeParse(text(q.country) || undefined);
  const workMode = ZJobBoardQuery.shape.workMode.safeParse(text(q.workMode) || undefined);
  return {
    search: (parsed.success && parsed.data.search) || '',
    country: (country.success && country.data) || '',
    workMode: (workMode.success && workMode.data) || '',
  };
};

/**
 * The job page and the job board as whole HTML documents, rendered once per (page, language,
 * version) and answered from memory with validators (docs/decisions/candidate-pages.md#public-pages-rendered-once),
 * and the share preview image they name.
 */
export const servedJobPagesRoutes =
  (
    deps: ModuleDeps,
    cache: PublicPageCache,
    build: WebBuild | null,
    words: PageWords,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const requisitions = createRequisitionsService(deps.db);
    const shell = publicShell(build);
    const { languages } = words;
    const jobPage = servedJobPage(build, words);
    const script = build?.manifest.scripts.jobPage;
    // The board is only ever this page (the web app has no board of its own); without the job
    // page's script (its language choice) it still works, as a form and links.
    const boardDocument = build && languages.includes('en') ? servedDocument(build, BOARD_CSS) : null;

    // Drawn on first use (a fifth of a second), then kept: it changes only with the code.
    let png: RenderedPage | undefined;
    const started = new Date();
    app.get(PUBLIC_URLS.shareImage, { config: { access: { public: true } } }, async (req, reply) => {
      png ??= renderedPage(shareImagePng(), started, 'image/png');
      return sendRendered(req, reply, png);
    });
    const image = (lng: string) => ({
      url: `${deps.publicUrl}${PUBLIC_URLS.shareImage}`,
      alt: words.t(lng)('board.imageAlt'),
    });

    if (!shell) return;
    const html = (reply: FastifyReply) => {
      reply.type(HTML);
      reply.header('cache-control', 'no-cache');
    };
    // The job page and the board may query the database: they count under the public rate limit
    // like the JSON API. Past the limit they are a page that says so, not JSON.
    const counted = {
      config: { access: { public: true as const }, rateLimit: { allowList: () => false } },
      errorHandler: (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
        const status = err.statusCode === 429 ? 429 : (err.statusCode ?? 500);
        if (status >= 500) reply.log.error({ err }, 'public page failed');
        if (err instanceof HttpError) reply.headers(err.headers);
        html(reply);
        return reply.code(status >= 400 && status < 600 ? status : 500).send(
          shell({
            title: status === 429 ? 'Too many requests' : 'Something went wrong',
            description:
              status === 429 ? 'Too many requests from this address; try again in a minute.' : 'Try again.',
            canonical: `${deps.publicUrl}${PUBLIC_URLS.jobBoard}`,
            noindex: true,
          }),
        );
      },
    };
    /** Answers a rendered page in the language chosen, remembering a language just picked. */
    const answer = (
      req: FastifyRequest,
      reply: FastifyReply,
      page: RenderedPage,
      lang: { lng: string; picked: boolean },
    ) => {
      if (lang.picked) rememberLanguage(reply, lang.lng);
      reply.header('content-language', lang.lng);
      return sendRendered(req, reply, page, { vary: ['Accept-Language', 'Cookie'], personal: lang.picked });
    };

    app.get(PUBLIC_URLS.jobPage, counted, async (req, reply) => {
      const { requisitionId } = req.params as { requisitionId: string };
      const valid = UUID.test(requisitionId);
      const lang = chooseLanguage(req, languages);
      if (jobPage && valid) {
        const id = requisitionId.toLowerCase();
        const page = await cache.resolve(`job:${id}:${lang.lng}`, async () => {
          const job = await publishedJob(deps.db, id);
          if (!job) return undefined;
          const head = {
            ...jobHead(job, deps.publicUrl),
            image: image(lang.lng),
            locale: ogLocale(lang.lng),
          };
          return renderedPage(jobPage(job, head, lang.lng), job.updatedAt, HTML);
        });
        if (page) return answer(req, reply, page, lang);
      }
      html(reply);
      // Not published (a staff preview in the app), unknown, or no served page in this build.
      const job = valid
        ? await requisitions.view(requisitionId, null).catch((err) => {
            if (err instanceof HttpError && err.statusCode === 404) return null;
            throw err;
          })
        : null;
      if (!job) {
        return shell({
          title: 'Job no longer open',
          description: 'This job is no longer open.',
          canonical: `${deps.publicUrl}${PUBLIC_URLS.jobBoard}`,
          noindex: true,
        });
      }
      return shell(
        { ...jobHead(job, deps.publicUrl), preloadFetch: [apiPath(REQUISITION_PATHS.view, { id: job.id })] },
        'job',
      );
    });

    app.get(PUBLIC_URLS.jobBoard, counted, async (req, reply) => {
      const lang = chooseLanguage(req, languages);
      if (!boardDocument) throw notFound('Job board');
      const filters = boardFiltersOf(req.query);
      const render = async () => {
        const jobs = await publishedJobs(deps.db, filters, JOB_BOARD_LIMIT);
        const body = jobBoardBody(jobs, filters, words, lang.lng);
        const head = { ...boardHead(lang.lng), image: image(lang.lng), locale: ogLocale(lang.lng) };
        // A list's Last-Modified is when it was rendered: a job leaving it changes no row in it.
        return renderedPage(boardDocument({ lng: lang.lng, head, body, script }), new Date(), HTML);
      };
      const filtered = Boolean(filters.search || filters.country || filters.workMode);
      const page = filtered ? await render() : await cache.resolve(`board:${lang.lng}`, render);
      return answer(req, reply, page!, lang);
    });

    const boardHead = (lng: string): HeadTags => {
      const t = words.t(lng);
      const feed = (type: string, title: string, path: string) => ({
        type,
        title,
        href: `${deps.publicUrl}${path}`,
      });
      return {
        title: t('board.title') || 'Open jobs',
        description: t('board.intro') || 'Find a job and apply online in a few minutes.',
        canonical: `${deps.publicUrl}${PUBLIC_URLS.jobBoard}`,
        alternates: [
          feed('application/xml', t('board.feedXml'), PUBLIC_URLS.jobFeedXml),
          feed('application/ld+json', t('board.feedJson'), PUBLIC_URLS.jobFeedJson),
        ],
      };
    };
  };

/** Open Graph's locale of a page language ("es_CR", "en_US"). */
const ogLocale = (lng: string) => (lng === 'en' ? 'en_US' : localeOf(lng).replace('-', '_'));
