import {
  CANDIDATE_PAGE_PATHS,
  JOB_BOARD_LIMIT,
  PSEUDO_LOCALE,
  PUBLIC_JOB_VISIT,
  ZEnvelope,
  ZJobBoardItem,
  ZJobBoardQuery,
  ZRequisitionVisitReply,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backgroundWork } from '../../lib/background-work';
import { useCookies } from '../../lib/cookies';
import { iso } from '../../lib/dates';
import { notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { crawlerFilesRoutes } from './crawler-files.routes';
import { addVisits, publishedJobIds, publishedJobs } from './job-board.repo';
import { pageWords } from './public-i18n';
import { PUBLIC_JOBS_CHANGED_CHANNEL, PublicPageCache } from './public-page-cache';
import { plainText } from './public-pages';
import { servedApplyPagesRoutes } from './served-apply-pages.routes';
import { servedJobPagesRoutes } from './served-job-pages.routes';
import { VisitCounter } from './visit-counter';
import { readWebBuild } from './web-build';

/**
 * The public job board's data, the served HTML of the board and the job pages, the files for
 * crawlers and job boards, and the steps before the application.
 */
export const candidatePagesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await useCookies(app);
    const build = readWebBuild(deps.config.webDist);
    const words = pageWords(build?.messages ?? {}, { pseudo: deps.config.pseudoLocale });
    // What the public pages show is rendered once and kept until the jobs change (migration
    // 0032's notices); while the notices cannot arrive, nothing is served from it.
    const cache = new PublicPageCache();
    const stopNotices = await cache.listenTo(app.database, PUBLIC_JOBS_CHANGED_CHANNEL);
    // Visits are counted in memory and written in batches.
    const visits = new VisitCounter((counts) => addVisits(deps.db, counts));
    // Before the app's own onClose closes the database (PGlite refuses an UNLISTEN once closed).
    app.addHook('preClose', async () => {
      await visits.flush().catch((err) => app.log.error({ err }, 'job page visits not written'));
      await stopNotices().catch(() => undefined);
    });

    app.put(
      PUBLIC_JOB_VISIT,
      {
        config: { access: { public: true }, rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['application flow'],
          summary:
            'Counts a visit of a published job page (once per visitor in 30 minutes, written in batches)',
          params: z.object({ id: z.uuid() }),
          response: { 200: ZEnvelope(ZRequisitionVisitReply) },
        },
      },
      async (req) => {
        // Which jobs are open is known from memory until the jobs change: no query per visit.
        const open = await cache.resolve('published-ids', () => publishedJobIds(deps.db));
        if (!open?.has(req.params.id.toLowerCase())) throw notFound('Job');
        const visitor = { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') };
        const counted = visits.count(req.params.id.toLowerCase(), visitor);
        if (visits.due)
          await visits.flush().catch((err) => req.log.error({ err }, 'job page visits not written yet'));
        else {
          const later = visits.laterFlush();
          if (later) backgroundWork(deps).push('job page visits', later);
        }
        return { data: { counted } };
      },
    );

    // Tests only: whether the pages may use the pseudo-locale (PSEUDO_LOCALE=true), else 404.
    app.get(
      CANDIDATE_PAGE_PATHS.pseudoLocale,
      {
        config: { access: { public: true }, errors: [404] },
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

    app.get(
      CANDIDATE_PAGE_PATHS.jobs,
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

    await app.register(crawlerFilesRoutes(deps, cache));
    await app.register(servedJobPagesRoutes(deps, cache, build, words));
    // The steps before the application exists (instructions-reminders, personal-info), served whole.
    if (build && words.languages.includes('en'))
      await app.register(servedApplyPagesRoutes(deps, build, words));
  };
