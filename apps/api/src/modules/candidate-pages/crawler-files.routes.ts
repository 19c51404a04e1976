import { PUBLIC_URLS } from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps';
import { jobFeedJson, jobFeedXml, robotsTxt, sitemapXml } from './crawler-files';
import type { PublishedJobRow } from './job-board.repo';
import { publishedJobs } from './job-board.repo';
import { type PublicPageCache, renderedPage } from './public-page-cache';
import { sendRendered } from './rendered-reply';

/** At most this many jobs in the sitemap and the feeds (one sitemap file holds 50,000 URLs). */
const ALL_OPEN_JOBS = 49_999;

/**
 * robots.txt, the sitemap and the job feeds (docs/decisions/candidate-pages.md#for-crawlers-and-job-boards):
 * rendered once per version of the open jobs, like the job pages, and answered with validators.
 */
export const crawlerFilesRoutes =
  (deps: ModuleDeps, cache: PublicPageCache): FastifyPluginAsyncZod =>
  async (app) => {
    const robots = renderedPage(robotsTxt(deps.publicUrl), new Date(), 'text/plain; charset=utf-8');
    app.get(PUBLIC_URLS.robots, { config: { access: { public: true } } }, async (req, reply) =>
      sendRendered(req, reply, robots),
    );
    // They read the database when the jobs changed: counted under the public rate limit.
    const counted = { config: { access: { public: true as const }, rateLimit: { allowList: () => false } } };
    const file = (key: string, contentType: string, render: (jobs: PublishedJobRow[]) => string) =>
      app.get(key, counted, async (req, reply) => {
        const page = await cache.resolve(key, async () => {
          const jobs = await publishedJobs(deps.db, {}, ALL_OPEN_JOBS);
          // A list's Last-Modified is when it was rendered: a job leaving it changes no row in it.
          return renderedPage(render(jobs), new Date(), contentType);
        });
        return sendRendered(req, reply, page!);
      });
    file(PUBLIC_URLS.sitemap, 'application/xml; charset=utf-8', (jobs) => sitemapXml(jobs, deps.publicUrl));
    file(PUBLIC_URLS.jobFeedXml, 'application/xml; charset=utf-8', (jobs) =>
      jobFeedXml(jobs, deps.publicUrl),
    );
    file(PUBLIC_URLS.jobFeedJson, 'application/ld+json; charset=utf-8', (jobs) =>
      jobFeedJson(jobs, deps.publicUrl),
    );
  };
