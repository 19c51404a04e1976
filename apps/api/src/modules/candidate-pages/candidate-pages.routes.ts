import {
  JOB_BOARD_LIMIT,
  PSEUDO_LOCALE,
  PUBLIC_URLS,
  ZEnvelope,
  ZJobBoardItem,
  ZJobBoardQuery,
} from '@ats/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCookies } from '../../lib/cookies';
import { iso } from '../../lib/dates';
import { HttpError, notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { createRequisitionsService } from '../requisitions';
import { publishedJobs } from './job-board.repo';
import { servedJobPage } from './job-page-html';
import { chooseLanguage, pageWords, rememberLanguage } from './public-i18n';
import { jobHead, plainText, publicShell } from './public-pages';
import { servedApplyPagesRoutes } from './served-apply-pages.routes';
import { readWebBuild } from './web-build';

/** The public job board's data, the served HTML of the job pages and the steps before the application. */
export const candidatePagesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await useCookies(app);
    const requisitions = createRequisitionsService(deps.db);
    const build = readWebBuild(deps.config.webDist);
    const shell = publicShell(build);
    const words = pageWords(build?.messages ?? {}, { pseudo: deps.config.pseudoLocale });
    const { languages } = words;
    const jobPage = servedJobPage(build, words);

    app.get(
      '/api/jobs/list',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['application flow'],
          summary: 'Published jobs for the public board (newest first)',
          querystring: ZJobBoardQuery,
          response: { 200: ZEnvelope(z.object({ items: z.array(ZJobBoardItem) })) },
        },
      },
      async (req) => {
        const rows = await publishedJobs(deps.db, req.query, JOB_BOARD_LIMIT);
        return {
          data: {
            items: rows.map((r) => ({
              ...r,
              country: r.country as z.infer<typeof ZJobBoardItem>['country'],
              type: r.type as z.infer<typeof ZJobBoardItem>['type'],
              workEnvironment: r.workEnvironment as z.infer<typeof ZJobBoardItem>['workEnvironment'],
              publishedAt: iso(r.publishedAt),
              summary: plainText(r.description, 180),
            })),
          },
        };
      },
    );

    // Tests only: whether the pages may use the pseudo-locale (PSEUDO_LOCALE=true), else 404.
    app.get(
      '/api/public/pseudo-locale',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['application flow'],
          summary: 'Whether the test-only pseudo-locale is on (404 when it is not)',
          response: { 200: ZEnvelope(z.object({ locale: z.string() })) },
        },
      },
      async () => {
        if (!deps.config.pseudoLocale) throw notFound('Pseudo-locale');
        return { data: { locale: PSEUDO_LOCALE } };
      },
    );

    if (!shell) return;
    const html = (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
      reply.type('text/html; charset=utf-8');
      reply.header('cache-control', 'no-cache');
    };
    // The job page queries the database: it counts under the public rate limit like the JSON API
    // (the static board shell does not). Past the limit it is a page that says so, not JSON.
    const counted = {
      config: { access: { public: true as const }, rateLimit: { allowList: () => false } },
      errorHandler: (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
        const status = err.statusCode === 429 ? 429 : (err.statusCode ?? 500);
        if (status >= 500) reply.log.error({ err }, 'job page failed');
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
    app.get(PUBLIC_URLS.jobPage, counted, async (req, reply) => {
      const { requisitionId } = req.params as { requisitionId: string };
      html(reply);
      const job = /^[0-9a-f-]{36}$/i.test(requisitionId)
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
      const head = jobHead(job, deps.publicUrl);
      if (job.published && jobPage) {
        const { lng, picked } = chooseLanguage(req, languages);
        if (picked) rememberLanguage(reply, lng);
        reply.header('content-language', lng);
        reply.header('vary', 'Accept-Language, Cookie');
        return jobPage(job, head, lng);
      }
      return shell({ ...head, preloadFetch: [`/api/requisitions/view/${job.id}`] }, 'job');
    });
    // The steps before the application exists (instructions-reminders, personal-info), served whole.
    if (build && languages.includes('en')) await app.register(servedApplyPagesRoutes(deps, build, words));
    app.get(PUBLIC_URLS.jobBoard, async (req, reply) => {
      html(reply);
      const filtered = req.url.includes('?');
      return shell(
        {
          title: 'Open jobs',
          description: 'Find a job and apply online in a few minutes.',
          canonical: `${deps.publicUrl}${PUBLIC_URLS.jobBoard}`,
          ...(filtered ? {} : { preloadFetch: ['/api/jobs/list'] }),
        },
        'board',
      );
    });
  };
