import { JOB_BOARD_LIMIT, ZEnvelope, ZJobBoardItem, ZJobBoardQuery } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCookies } from '../../lib/cookies';
import { iso } from '../../lib/dates';
import type { ModuleDeps } from '../module-deps';
import { crawlerFilesRoutes } from './crawler-files.routes';
import { publishedJobs } from './job-board.repo';
import { pageWords } from './public-i18n';
import { PUBLIC_JOBS_CHANGED_CHANNEL, PublicPageCache } from './public-page-cache';
import { plainText } from './public-pages';
import { servedApplyPagesRoutes } from './served-apply-pages.routes';
import { servedJobPagesRoutes } from './served-job-pages.routes';
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
    const words = pageWords(build?.messages ?? {});
    // What the public pages show is rendered once and kept until the jobs change (migration
    // 0032's notices); while the notices cannot arrive, nothing is served from it.
    const cache = new PublicPageCache();
    const stopNotices = await app.database.listen(
      PUBLIC_JOBS_CHANGED_CHANNEL,
      () => cache.invalidate(),
      (live) => cache.setLive(live),
    );
    // Before the app's own onClose closes the database (PGlite refuses an UNLISTEN once closed).
    app.addHook('preClose', async () => {
      await stopNotices().catch(() => undefined);
    });

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

    await app.register(crawlerFilesRoutes(deps, cache));
    await app.register(servedJobPagesRoutes(deps, cache, build, words));
    // The steps before the application exists (instructions-reminders, personal-info), served whole.
    if (build && words.languages.includes('en'))
      await app.register(servedApplyPagesRoutes(deps, build, words));
  };
