import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COUNTRIES,
  jobPostingOf,
  jsonLdText,
  labelOf,
  type TApplicationPlan,
  type TRequisitionPublic,
} from '@ats/contract';
import { languageName, localeOf, type Messages, translator } from './public-i18n';

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
  // The apply steps fetch without the API cache (no store layout: docs/decisions.md).
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
  const canonical = `${publicUrl}/interviews/requisition/${job.id}`;
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
  // The body font of the first paints (Latin, regular): fetched at once, so the served text is
  // drawn in it instead of in a fallback that the page's render then reflows.
  const fontPreload = fontPreloads(dir, [400])
    .map((l) => `\n    ${l}`)
    .join('');
  /**
   * The shell with its `<title>` replaced by the rendered head, the page's chunks announced after
   * the entry's own, and `first` (a server-rendered first paint, see applyFirstPaint) before
   * `#root`, which the page removes once it shows its own content, in the language `lang`.
   */
  return (head: HeadTags, page?: PublicPageModule, first?: { html: string; lang: string }) =>
    html
      .replace(/<html lang="[^"]*"/, (m) => (first ? `<html lang="${escapeAttr(first.lang)}"` : m))
      .replace(/<title>[^<]*<\/title>/, () => `${headHtml(head)}${first ? fontPreload : ''}`)
      .replace('</head>', () => `${page && preloads[page] ? `  ${preloads[page]}\n  ` : ''}</head>`)
      .replace('<div id="root"></div>', () => `${first?.html ?? ''}<div id="root"></div>`);
};

export const FONT = "'Urbanist', 'Helvetica Neue', Arial, sans-serif";
export const PRIMARY = '#1e4fd8';

/** The first paint's styles: the guest layout, the flow layout and the step, as MUI draws them. */
const FIRST_PAINT_CSS = [
  '#server-shell~#root{display:none}',
  // The page's CssBaseline (not loaded yet) sets this too: the same width, so nothing moves.
  'body{margin:0}',
  `#server-shell{min-height:100vh;display:flex;flex-direction:column;background:#f4f6fa;color:#172033;font-family:${FONT};font-size:1rem;line-height:1.5;letter-spacing:.00938em}`,
  '#server-shell header{padding:16px;border-bottom:1px solid #e3e8ef;background:#fff}',
  `#server-shell .ss-logo{display:inline-flex;align-items:center;gap:8px;color:${PRIMARY};font-size:1.25rem;font-weight:700;line-height:1.6}`,
  '#server-shell .ss-logo span{color:#172033;letter-spacing:1px}',
  '#server-shell main{flex:1;width:100%;max-width:1266px;margin:0 auto;box-sizing:border-box;padding:16px}',
  '#server-shell .ss-col{max-width:760px;margin:0 auto}',
  '#server-shell .ss-job{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;margin-bottom:16px;flex-wrap:wrap}',
  '#server-shell .ss-client{margin:0;font-size:.75rem;text-transform:uppercase;letter-spacing:.08333em;color:#4a5568}',
  '#server-shell .ss-title{margin:0;font-weight:600;overflow-wrap:anywhere}',
  '#server-shell .ss-langs{display:flex;align-items:center;gap:4px;min-height:32px;font-size:.8125rem;font-weight:600;line-height:1.75}',
  `#server-shell .ss-lang{padding:4px 10px;border-radius:8px;color:${PRIMARY}}`,
  `#server-shell .ss-lang[aria-current]{background:${PRIMARY};color:#fff}`,
  '#server-shell nav{margin-bottom:24px}',
  '#server-shell nav p{margin:0;font-weight:600}',
  `#server-shell .ss-bar{margin:12px 0;height:8px;border-radius:4px;background:#aabcf0;overflow:hidden}`,
  `#server-shell .ss-bar div{height:100%;background:${PRIMARY}}`,
  '#server-shell .ss-paper{background:#fff;border:1px solid #e3e8ef;border-radius:8px;padding:16px}',
  '#server-shell h1{margin:0 0 16px;font-size:1.5rem;font-weight:700;line-height:1.167;letter-spacing:-.01562em}',
  '#server-shell h2{margin:24px 0 8px;font-size:1.15rem;font-weight:700;line-height:1.2}',
  '#server-shell .ss-intro{margin:0 0 16px}',
  '#server-shell ul{padding-left:24px;margin-top:0}',
  '#server-shell .ss-rich p{margin:8px 0}',
  '#server-shell .ss-small{margin:0 0 8px;font-size:.875rem;line-height:1.43;letter-spacing:.01071em}',
  '@media (min-width:768px){#server-shell main{padding:16px 24px}}',
  '@media (min-width:1024px){#server-shell header{padding:16px 32px}#server-shell main{padding:32px 24px}#server-shell .ss-paper{padding:32px}#server-shell h1{font-size:1.9rem}}',
].join('');

export const LOGO =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M9 23l7-14 7 14h-3.4L16 15.6 12.4 23z" fill="#fff"/></svg>';

/**
 * The first paint of the steps before the application exists (instructions-reminders,
 * personal-info) as plain HTML in the candidate's language: the job, the progress, the step's
 * heading and its text, so the first and largest paint need no script (Lighthouse, issue 15).
 * It sits before `#root` (hidden meanwhile) and the page removes it when it renders its own
 * content, so the candidate never sees a spinner in between and nothing moves. The form itself
 * comes with the page's script (a form that cannot be used yet is not drawn).
 */
export const applyFirstPaint = (
  plan: TApplicationPlan,
  step: string,
  all: Record<string, Messages>,
  lng: string,
): string | null => {
  if (step !== 'instructions-reminders' && step !== 'personal-info') return null;
  if (!all.en) return null;
  const raw = translator(all, lng);
  const t = (key: string, values?: Record<string, string | number>) => escapeAttr(raw(key, values));
  const number = new Intl.NumberFormat(localeOf(lng));
  const active = plan.steps.filter((s) => s.state !== 'skipped');
  const index = Math.max(
    0,
    active.findIndex((s) => s.step === step),
  );
  const progress = t('progress.stepOf', {
    current: index + 1,
    total: active.length,
    name: raw(`steps.${step}`),
  });
  const percent = Math.round(((index + 1) / Math.max(1, active.length)) * 100);
  const languages = Object.keys(all)
    .sort()
    .map(
      (code) =>
        `<span class="ss-lang" lang="${escapeAttr(code)}"${code === lng ? ' aria-current="true"' : ''}>${escapeAttr(languageName(code))}</span>`,
    )
    .join('');
  let content: string;
  if (step === 'personal-info') {
    content = `<p class="ss-intro">${t('personal.intro')}</p>`;
  } else {
    const todo = plan.steps.filter((s) => s.state !== 'skipped' && s.minutes > 0);
    content = [
      `<p class="ss-intro">${t('instructions.intro', { minutes: number.format(plan.totalMinutes) })}</p>`,
      `<ul>${todo
        .map(
          (s) =>
            `<li>${t(`steps.${s.step}`)} — ${t('instructions.minutes', { count: s.minutes, n: number.format(s.minutes) })}</li>`,
        )
        .join('')}</ul>`,
      `<h2>${t('instructions.needTitle')}</h2>`,
      '<ul>',
      plan.needsCamera ? `<li>${t('instructions.needCamera')}</li>` : '',
      `<li>${t('instructions.needQuiet', { minutes: number.format(plan.totalMinutes) })}</li>`,
      `<li>${t('instructions.needResume')}</li>`,
      '</ul>',
      // Sanitized on the server before storing (the page renders the same HTML).
      plan.instructions ? `<div class="ss-rich">${plan.instructions}</div>` : '',
      plan.reminders ? `<div class="ss-rich">${plan.reminders}</div>` : '',
      `<h2>${t('instructions.privacyTitle')}</h2>`,
      `<p class="ss-small">${t('instructions.privacyText', { client: plan.clientName })}</p>`,
    ].join('');
  }
  return [
    `<div id="server-shell"><style>${FIRST_PAINT_CSS}</style>`,
    `<header><span class="ss-logo">${LOGO}<span>ATS</span></span></header>`,
    '<main><div class="ss-col">',
    `<div class="ss-job"><div style="min-width:0"><p class="ss-client">${escapeAttr(plan.clientName)}</p>`,
    `<p class="ss-title">${escapeAttr(plan.title)}</p></div>`,
    `<div class="ss-langs" aria-label="${t('language.label')}">${languages}</div></div>`,
    `<nav aria-label="${t('progress.label')}"><p>${progress}</p><div class="ss-bar"><div style="width:${percent}%"></div></div></nav>`,
    `<div class="ss-paper"><h1>${t(`steps.${step}`)}</h1>${content}</div>`,
    '</div></main></div>',
  ].join('');
};
