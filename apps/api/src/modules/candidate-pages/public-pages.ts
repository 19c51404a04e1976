import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COUNTRIES,
  jobPostingOf,
  jsonLdText,
  labelOf,
  publicPath,
  type TRequisitionPublic,
} from '@ats/contract';

/**
 * Server-rendered heads of the public job pages (docs/decisions.md, "Application flow"): crawlers
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
}

/** The public pages whose chunks the served HTML announces (web build manifest keys). */
export const PUBLIC_PAGE_MODULES = {
  job: 'src/features/job-page/pages/job-page.tsx',
  board: 'src/features/job-page/pages/job-board-page.tsx',
} as const;
export type PublicPageModule = keyof typeof PUBLIC_PAGE_MODULES;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * `<link rel="modulepreload">` for the chunks a public page needs that the entry does not load
 * itself (the guest layout, the API cache layout, the page and the English messages): the browser
 * fetches them with the entry instead of one round trip after another (Lighthouse, issue 15).
 */
export const modulePreloads = (manifest: Record<string, ManifestChunk>, page: PublicPageModule) => {
  const entry = manifest['public.html'];
  if (!entry) return [];
  const skip = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    const c = manifest[key];
    if (!c || into.has(c.file)) return;
    into.add(c.file);
    for (const k of c.imports ?? []) closure(k, into);
  };
  closure('public.html', skip);
  const lazy = entry.dynamicImports ?? [];
  const roots = [
    lazy.find((k) => k.includes('guest-layout')),
    PUBLIC_PAGE_MODULES[page],
    Object.keys(manifest).find((k) => k.endsWith('i18n/messages/en.json')),
  ].filter((k): k is string => Boolean(k));
  const files = new Set<string>();
  for (const r of roots) closure(r, files);
  return [...files].filter((f) => !skip.has(f) && f.endsWith('.js'));
};

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

/** The web build's folder (the one with public.html), or undefined when it is not built. */
export const webDistDir = (webDist: string | undefined) => {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = webDist
    ? [webDist]
    : [resolve(here, '../../web/dist'), resolve(here, '../../../../web/dist')];
  return candidates.find((d) => existsSync(join(d, 'public.html')));
};

/** The web build's manifest (chunk files by source module), `{}` when there is none. */
export const readManifest = (dir: string): Record<string, ManifestChunk> => {
  const manifestPath = join(dir, '.vite', 'manifest.json');
  return existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
};

/** The built asset whose file name matches `pattern` (hashed names), if any. */
export const assetFile = (dir: string, pattern: RegExp) => {
  const assets = join(dir, 'assets');
  return existsSync(assets) ? readdirSync(assets).find((f) => pattern.test(f)) : undefined;
};

/** `<link rel="preload">` of the Urbanist woff2 files (Latin) of the given weights. */
export const fontPreloads = (dir: string, weights: number[]) =>
  weights
    .map((w) => assetFile(dir, new RegExp(`^urbanist-latin-${w}-normal-[\\w-]+\\.woff2$`)))
    .filter((f): f is string => Boolean(f))
    .map(
      (f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeAttr(f)}" />`,
    );

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

/** public.html of the web build, read once (null when the web app is not built). */
export const publicShell = (webDist: string | undefined) => {
  const dir = webDistDir(webDist);
  if (!dir) return null;
  const html = inlineStylesheets(readFileSync(join(dir, 'public.html'), 'utf8'), dir);
  const manifest = readManifest(dir);
  const preloads = Object.fromEntries(
    (Object.keys(PUBLIC_PAGE_MODULES) as PublicPageModule[]).map((p) => [
      p,
      modulePreloads(manifest, p)
        .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}" />`)
        .join('\n    '),
    ]),
  ) as Record<PublicPageModule, string>;
  /** The shell with its `<title>` replaced by the rendered head and the page's chunks announced after the entry's own. */
  return (head: HeadTags, page?: PublicPageModule) =>
    html
      .replace(/<title>[^<]*<\/title>/, () => headHtml(head))
      .replace('</head>', () => `${page && preloads[page] ? `  ${preloads[page]}\n  ` : ''}</head>`);
};
