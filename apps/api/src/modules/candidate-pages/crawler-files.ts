import { countryCodeOf, jobPostingOf, PUBLIC_URLS, publicPath } from '@ats/contract';
import type { PublishedJobRow } from './job-board.repo';

/**
 * What crawlers and job aggregators read (docs/decisions/candidate-pages.md#for-crawlers-and-job-boards):
 * robots.txt, the sitemap of open jobs and the two job feeds, as text from the published jobs.
 */

/** Allows the job board, the job pages and the guests' hiring form; everything else is not for indexing. */
export const robotsTxt = (publicUrl: string) => {
  const jobPages = PUBLIC_URLS.jobPage.replace('/:requisitionId', '');
  return [
    '# Public job pages are for search engines; staff screens, application steps and links from',
    "# candidates' emails are not.",
    'User-agent: *',
    `Allow: ${PUBLIC_URLS.jobBoard}`,
    `Allow: ${jobPages}/`,
    // A job page has no further segment: the apply steps and the application's own pages do.
    `Disallow: ${jobPages}/*/`,
    `Allow: ${PUBLIC_URLS.hiringForm}`,
    'Allow: /assets/',
    'Allow: /favicon.svg',
    'Disallow: /',
    '',
    `Sitemap: ${publicUrl}${PUBLIC_URLS.sitemap}`,
    '',
  ].join('\n');
};

const xmlText = (s: string) =>
  s
    // Characters XML 1.0 cannot carry at all.
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
    );
/** Text in a CDATA section (as aggregators' feeds carry it): `]]>` split across two sections. */
const cdata = (s: string) =>
  `<![CDATA[${s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const jobUrl = (publicUrl: string, id: string) =>
  `${publicUrl}${publicPath('jobPage', { requisitionId: id })}`;

/** The newest change among the jobs (now for none). */
const lastChangeOf = (jobs: PublishedJobRow[]) =>
  jobs.reduce<Date | null>((max, j) => (!max || j.updatedAt > max ? j.updatedAt : max), null) ?? new Date();

/** sitemaps.org: the board and each open job with the time it last changed. A closed job is not in it. */
export const sitemapXml = (jobs: PublishedJobRow[], publicUrl: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `<url><loc>${xmlText(`${publicUrl}${PUBLIC_URLS.jobBoard}`)}</loc><lastmod>${lastChangeOf(jobs).toISOString()}</lastmod></url>`,
    ...jobs.map(
      (j) =>
        `<url><loc>${xmlText(jobUrl(publicUrl, j.id))}</loc><lastmod>${j.updatedAt.toISOString()}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/**
 * The XML job feed in the format job aggregators ingest (Indeed's, which others read too): one
 * `<job>` per open job with its title, date, reference number, URL, company, city, country,
 * description (HTML), job type, remote type and the pay as written.
 */
export const jobFeedXml = (jobs: PublishedJobRow[], publicUrl: string) => {
  const tag = (name: string, value: string) => `<${name}>${cdata(value)}</${name}>`;
  const job = (j: PublishedJobRow) =>
    [
      '<job>',
      tag('title', j.title),
      tag('date', (j.publishedAt ?? j.updatedAt).toUTCString()),
      tag('referencenumber', j.requisitionUid),
      tag('url', jobUrl(publicUrl, j.id)),
      tag('company', j.clientName),
      tag('city', j.location),
      tag('country', countryCodeOf(j.country)),
      tag('description', j.description || `<p>${xmlText(j.title)}</p>`),
      tag('jobtype', j.type === 'part-time' ? 'parttime' : 'fulltime'),
      ...(j.workEnvironment === 'remote' ? [tag('remotetype', 'Fully remote')] : []),
      ...(j.payText ? [tag('salary', j.payText)] : []),
      '</job>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    '<publisher>ATS Careers</publisher>',
    `<publisherurl>${xmlText(`${publicUrl}${PUBLIC_URLS.jobBoard}`)}</publisherurl>`,
    `<lastBuildDate>${lastChangeOf(jobs).toUTCString()}</lastBuildDate>`,
    ...jobs.map(job),
    '</source>',
    '',
  ].join('\n');
};

/** The open jobs as a schema.org ItemList of JobPosting (the same data as each job page's JSON-LD). */
export const jobFeedJson = (jobs: PublishedJobRow[], publicUrl: string) =>
  JSON.stringify({
    '@context': 'https://schema.org/',
    '@type': 'ItemList',
    name: 'Open jobs',
    url: `${publicUrl}${PUBLIC_URLS.jobBoard}`,
    numberOfItems: jobs.length,
    itemListElement: jobs.map((j, i) => {
      const { '@context': _context, ...posting } = jobPostingOf(
        {
          ...j,
          type: j.type as 'full-time' | 'part-time',
          workEnvironment: j.workEnvironment as 'remote' | 'onsite',
          country: j.country as never,
          publishedAt: j.publishedAt?.toISOString() ?? null,
        },
        jobUrl(publicUrl, j.id),
      );
      return { '@type': 'ListItem', position: i + 1, item: posting };
    }),
  });
