import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, jobPostingOf, jsonLdText, labelOf, type TRequisitionPublic } from '@ats/contract';

/**
 * Server-rendered heads of the public job pages (docs/decisions.md, "Application flow"): crawlers
 * and share previews run no JavaScript, so the HTML as served carries the title, description,
 * canonical URL, Open Graph and Twitter card tags and the JobPosting JSON-LD. The body stays the
 * public entry's shell; the browser renders the page.
 */
const escapeAttr = (s: string) =>
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
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeAttr(h.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(h.description)}" />`,
    h.jsonLd ? `<script type="application/ld+json">${jsonLdText(h.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');

export const jobHead = (job: TRequisitionPublic, publicUrl: string): HeadTags => {
  const canonical = `${publicUrl}/interviews/requisition/${job.id}`;
  const place = [job.location, labelOf(COUNTRIES, job.country)].filter(Boolean).join(', ');
  return {
    title: `${job.title} – ${job.clientName}`,
    description: plainText(job.description) || `${job.title} at ${job.clientName}, ${place}.`,
    canonical,
    jsonLd: jobPostingOf(job, canonical),
  };
};

/** public.html of the web build, read once (null when the web app is not built). */
export const publicShell = (webDist: string | undefined) => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = webDist
    ? [webDist]
    : [resolve(here, '../../web/dist'), resolve(here, '../../../../web/dist')];
  const dir = candidates.find((d) => existsSync(join(d, 'public.html')));
  if (!dir) return null;
  const html = readFileSync(join(dir, 'public.html'), 'utf8');
  /** The shell with its `<title>` replaced by the rendered head. */
  return (head: HeadTags) => html.replace(/<title>[^<]*<\/title>/, headHtml(head));
};
