import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, jobPostingOf, jsonLdText, labelOf, type TRequisitionPublic } from '@ats/contract';

/**
 * Server-rendered heads of the public job pages (docs/decisions.md, "Application flow"): crawlers
 * and share previews run no JavaScript, so the HTML as served carries the title, description,
 * canonical URL, Open Graph and Twitter card tags and the JobPosting JSON-LD. A published job's
 * posting is in the body too (plain HTML in `#root`), which the browser's render replaces.
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
  /** Same-origin URLs the page fetches first (`<link rel="preload" as="fetch">`). */
  preloadFetch?: string[];
}

/** The public pages whose chunks the served HTML announces (web build manifest keys). */
export const PUBLIC_PAGE_MODULES = {
  job: 'src/features/job-page/pages/job-page.tsx',
  board: 'src/features/job-page/pages/job-board-page.tsx',
  apply: 'src/features/application-flow/pages/apply-page.tsx',
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
    page === 'apply' ? lazy.find((k) => k.includes('store-layout')) : undefined,
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
  const canonical = `${publicUrl}/interviews/requisition/${job.id}`;
  const place = [job.location, labelOf(COUNTRIES, job.country)].filter(Boolean).join(', ');
  return {
    title: `${job.title} – ${job.clientName}`,
    description: plainText(job.description) || `${job.title} at ${job.clientName}, ${place}.`,
    canonical,
    jsonLd: jobPostingOf(job, canonical),
  };
};

/**
 * The job as plain HTML inside `#root`: the first paint (and the largest one) needs no script, and
 * crawlers read the posting too. The browser's render replaces it with the interactive page (same
 * text, same column). The description is the server-sanitized HTML the page itself renders.
 */
export const jobBody = (job: TRequisitionPublic) => {
  const font = "'Urbanist', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  return [
    `<div style="min-height:100vh;background:#f4f6fa;color:#172033;font-family:${font}">`,
    '<header style="padding:16px 16px;border-bottom:1px solid #e3e8ef;background:#fff;font-weight:700;font-size:1.25rem">ATS</header>',
    '<main style="display:block;max-width:860px;margin:0 auto;padding:64px 16px 16px;box-sizing:border-box">',
    '<article style="display:block;background:#fff;border:1px solid #e3e8ef;border-radius:8px;padding:20px;line-height:1.7">',
    `<p style="margin:0;font-size:.75rem;letter-spacing:.08em;text-transform:uppercase;color:#4a5568">${escapeAttr(job.clientName)}</p>`,
    `<h1 style="font-size:1.6rem;margin:0 0 12px;line-height:1.3">${escapeAttr(job.title)}</h1>`,
    `<div>${job.description}</div>`,
    '</article></main></div>',
  ].join('');
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
  const manifestPath = join(dir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const preloads = Object.fromEntries(
    (Object.keys(PUBLIC_PAGE_MODULES) as PublicPageModule[]).map((p) => [
      p,
      modulePreloads(manifest, p)
        .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}" />`)
        .join('\n    '),
    ]),
  ) as Record<PublicPageModule, string>;
  /**
   * The shell with its `<title>` replaced by the rendered head (and the page's chunks announced),
   * and `body` (server-rendered HTML) inside `#root` until the browser renders the page.
   */
  return (head: HeadTags, page?: PublicPageModule, body?: string) =>
    html
      .replace(
        /<title>[^<]*<\/title>/,
        () => `${headHtml(head)}${page && preloads[page] ? `\n    ${preloads[page]}` : ''}`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${body ?? ''}</div>`);
};
