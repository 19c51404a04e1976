import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COUNTRIES,
  jobPostingOf,
  jsonLdText,
  labelOf,
  publicPath,
  type TRequisitionPublic,
} from '@ats/contract';
import { SHARE_IMAGE } from './share-image';
import type { WebBuild } from './web-build';

/**
 * Server-rendered heads of the public job pages (docs/decisions/candidate-pages.md#the-apps-job-page-and-the-board): crawlers
 * and share previews run no JavaScript, so the HTML as served carries the title, description,
 * canonical URL, Open Graph and Twitter card tags and the JobPosting JSON-LD. A published job's
 * posting is in the body too (plain HTML in `#root`), which the browser's render replaces.
 */
export const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain text of sanitized HTML, for descriptions (at most `max` characters, cut at a word). */
export const plainText = (html: string, max = 200) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  jsonLd?: unknown;
  noindex?: boolean;
  /** Same-origin URLs the page fetches first (`<link rel="preload" as="fetch">`). */
  preloadFetch?: string[];
  /** The share preview image (absolute URL, 1200 × 630) and its description for screen readers. */
  image?: { url: string; alt: string };
  /** The page's language as Open Graph writes it (`es_CR`). */
  locale?: string;
  /** Other formats of the page's content (the board's job feeds). */
  alternates?: { type: string; title: string; href: string }[];
}

export const headHtml = (h: HeadTags) =>
  [
    `<title>${escapeAttr(h.title)}</title>`,
    `<meta name="description" content="${escapeAttr(h.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(h.canonical)}" />`,
    h.noindex ? '<meta name="robots" content="noindex" />' : '',
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeAttr(h.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(h.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(h.canonical)}" />`,
    '<meta property="og:site_name" content="ATS Careers" />',
    h.locale ? `<meta property="og:locale" content="${escapeAttr(h.locale)}" />` : '',
    ...(h.image
      ? [
          `<meta property="og:image" content="${escapeAttr(h.image.url)}" />`,
          '<meta property="og:image:type" content="image/png" />',
          `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
          `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
          `<meta property="og:image:alt" content="${escapeAttr(h.image.alt)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${h.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttr(h.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(h.description)}" />`,
    ...(h.image
      ? [
          `<meta name="twitter:image" content="${escapeAttr(h.image.url)}" />`,
          `<meta name="twitter:image:alt" content="${escapeAttr(h.image.alt)}" />`,
        ]
      : []),
    ...(h.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" type="${escapeAttr(a.type)}" title="${escapeAttr(a.title)}" href="${escapeAttr(a.href)}" />`,
    ),
    h.jsonLd ? `<script type="application/ld+json">${jsonLdText(h.jsonLd)}</script>` : '',
    ...(h.preloadFetch ?? []).map(
      (u) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(u)}" />`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');

export const jobHead = (job: TRequisitionPublic, publicUrl: string): HeadTags => {
  const canonical = `${publicUrl}${publicPath('jobPage', { requisitionId: job.id })}`;
  const place = [job.location, labelOf(COUNTRIES, job.country)].filter(Boolean).join(', ');
  return {
    title: `${job.title} – ${job.clientName}`,
    description: plainText(job.description) || `${job.title} at ${job.clientName}, ${place}.`,
    canonical,
    jsonLd: jobPostingOf(job, canonical),
  };
};

/**
 * The entry's small stylesheets (its @font-face rules) written into the page: a stylesheet
 * link blocks the first paint until it arrives, and on a phone's connection it queues behind
 * the scripts (Lighthouse, issue 15). Larger sheets stay links.
 */
const inlineStylesheets = (html: string, dir: string) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(dir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    return css.length <= 16_384 && !css.includes('</') ? `<style>${css}</style>` : link;
  });

/** The public page the app renders under a served head, whose chunks the head announces. */
export type PublicPageModule = 'job';

/** public.html of the web build, read once (null when the web app is not built). */
export const publicShell = (build: WebBuild | null) => {
  if (!build) return null;
  const html = inlineStylesheets(readFileSync(join(build.dir, 'public.html'), 'utf8'), build.dir);
  const preloads = (page: PublicPageModule) =>
    build.manifest.modulePreloads[page]
      .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}" />`)
      .join('\n    ');
  const announced = { job: preloads('job') };
  /** The shell with its `<title>` replaced by the rendered head and the page's chunks announced after the entry's own. */
  return (head: HeadTags, page?: PublicPageModule) =>
    html
      .replace(/<title>[^<]*<\/title>/, () => headHtml(head))
      .replace('</head>', () => `${page && announced[page] ? `  ${announced[page]}\n  ` : ''}</head>`);
};
