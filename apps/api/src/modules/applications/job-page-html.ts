import { applicationStepPath, type TRequisitionPublic } from '@ats/contract';
import { languageName, localeOf, type Messages, translator } from './public-i18n';
import {
  assetFile,
  escapeAttr,
  FONT,
  fontPreloads,
  type HeadTags,
  headHtml,
  LOGO,
  PRIMARY,
  readManifest,
} from './public-pages';

/**
 * The public job page as the server sends it (docs/decisions.md, "The served job page"): the whole
 * page in plain HTML and CSS, in the candidate's language, with links and a GET form for the
 * language, so it shows and works before (and without) any script. One small module adds what
 * only a browser can: the visit count, the funnel events and remembering the language choice.
 * It looks like the app's job page (apps/web job-page.tsx), which the app still renders when a
 * candidate gets there without loading a document (e.g. the flow's logo).
 */

const WEIGHTS = [400, 600, 700];

/** The page script's module in the web build (manifest key). */
export const JOB_PAGE_SCRIPT = 'src/features/job-page/served/job-page-script.ts';

const CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  `body{margin:0;background:#f4f6fa;color:#172033;font-family:${FONT};font-size:1rem;line-height:1.5;letter-spacing:.00938em;-webkit-font-smoothing:antialiased}`,
  '.page{min-height:100vh;display:flex;flex-direction:column}',
  'header{padding:16px;border-bottom:1px solid #e3e8ef;background:#fff}',
  `.logo{display:inline-flex;align-items:center;gap:8px;color:${PRIMARY};font-size:1.25rem;font-weight:700;line-height:1.6;text-decoration:none}`,
  '.logo span{color:#172033;letter-spacing:1px}',
  'main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:16px}',
  'article{max-width:860px;margin:0 auto}',
  '.top{display:flex;justify-content:space-between;gap:16px;margin-bottom:16px;flex-wrap:wrap}',
  '.langs{display:flex;align-items:center;gap:4px;color:#4a5568}',
  '.langs form{display:flex;gap:4px;margin:0}',
  '.langs svg{fill:#4a5568;margin-right:4px}',
  `.btn{display:inline-flex;align-items:center;justify-content:center;min-height:38px;padding:6px 16px;border:0;border-radius:8px;font:inherit;font-size:.875rem;font-weight:600;line-height:1.75;letter-spacing:inherit;text-decoration:none;cursor:pointer;color:${PRIMARY};background:transparent;transition:background-color .25s}`,
  '.btn:hover{background:rgba(0,0,0,.04)}',
  `.btn:focus-visible{outline:3px solid ${PRIMARY};outline-offset:2px}`,
  '.btn-s{min-height:32px;padding:4px 10px;font-size:.8125rem}',
  `.btn-l{min-height:44px;padding:8px 22px;font-size:.9375rem}`,
  `.btn-c{color:#fff;background:${PRIMARY}}`,
  '.btn-c:hover{background:#1536a3}',
  '.paper{background:#fff;border:1px solid #e3e8ef;border-radius:8px;padding:20px}',
  '.client{margin:0;font-size:.75rem;font-weight:400;line-height:1.5;letter-spacing:.08333em;text-transform:uppercase;color:#4a5568}',
  'h1{margin:0 0 12px;font-size:1.6rem;font-weight:700;line-height:1.167;overflow-wrap:anywhere}',
  '.tags{display:flex;flex-wrap:wrap;gap:8px}',
  `.tag{display:inline-flex;align-items:center;height:32px;padding:0 12px;border-radius:32px;border:1px solid ${PRIMARY};color:${PRIMARY};font-size:.8125rem}`,
  'dl{display:grid;grid-template-columns:1fr;gap:16px;margin:24px 0 0}',
  '.fact{display:grid;grid-template-columns:24px 1fr;column-gap:12px;align-items:start;min-width:0}',
  'dt{display:contents}',
  `.fact svg{grid-row:span 2;margin-top:2px;fill:${PRIMARY}}`,
  '.label{display:block;font-size:.75rem;font-weight:600;line-height:1.66;color:#4a5568}',
  'dd{margin:0;grid-column:2;overflow-wrap:anywhere}',
  '.apply{margin-top:24px}',
  'hr{margin:24px 0;border:0;border-top:1px solid #e3e8ef}',
  'h2{margin:0;font-size:1.25rem;font-weight:700;line-height:1.6}',
  '.rich{overflow-wrap:anywhere}',
  '.rich h2,.rich h3,.rich h4{font-size:1.1rem;font-weight:700;margin:24px 0 8px}',
  '.rich p{margin:10px 0;line-height:1.7}',
  '.rich ul,.rich ol{padding-left:24px;margin:10px 0}',
  '.rich li{margin-bottom:4px;line-height:1.6}',
  `.rich a{color:${PRIMARY}}`,
  'footer{padding:16px;text-align:center;font-size:.75rem;line-height:1.66;color:#4a5568}',
  '@media (min-width:600px){main{padding:16px 24px}dl{grid-template-columns:1fr 1fr}}',
  '@media (min-width:900px){header{padding:16px 32px}main{padding:32px 24px}.paper{padding:32px}h1{font-size:2.1rem}}',
].join('');

/** Material icons (24 px) of the job's facts and the language choice, as inline SVG. */
const ICONS = {
  place:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  pay: 'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z',
  shift:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  start:
    'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z',
  language:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
} as const;
const icon = (d: string, size = 24) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;

/** A calendar date (`YYYY-MM-DD`) or a timestamp, as the app's pages write it ("3 de diciembre de 2026"). */
const longDate = (value: string, lng: string) =>
  new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value),
  );

/** The page's body (everything inside `<body>` but the script), in the language `lng`. */
export const jobPageBody = (job: TRequisitionPublic, all: Record<string, Messages>, lng: string) => {
  const raw = translator(all, lng);
  const t = (key: string, values?: Record<string, string | number>) => escapeAttr(raw(key, values));
  const place = [job.location, raw(`countries.${job.country}`)].filter(Boolean).join(', ');
  const fact = (d: string, label: string, value: string) =>
    `<div class="fact"><dt>${icon(d)}<span class="label">${label}</span></dt><dd>${escapeAttr(value)}</dd></div>`;
  const facts = [
    fact(
      ICONS.place,
      t('job.location'),
      job.workEnvironment === 'remote' ? raw('job.remote', { place }) : place,
    ),
    job.payText ? fact(ICONS.pay, t('job.pay'), job.payText) : '',
    job.shiftText ? fact(ICONS.shift, t('job.shift'), job.shiftText) : '',
    job.startDate ? fact(ICONS.start, t('job.startDate'), longDate(job.startDate, lng)) : '',
  ].join('');
  const apply = `<div class="apply"><a class="btn btn-l btn-c" data-apply href="${escapeAttr(
    applicationStepPath(job.id, null, 'instructions-reminders'),
  )}">${t('job.apply')}</a></div>`;
  const languages = Object.keys(all)
    .sort()
    .map(
      (code) =>
        `<button class="btn btn-s${code === lng ? ' btn-c' : ''}" name="lang" value="${escapeAttr(code)}" lang="${escapeAttr(code)}" aria-pressed="${code === lng}">${escapeAttr(languageName(code))}</button>`,
    )
    .join('');
  return [
    '<div class="page">',
    `<header><a class="logo" href="/interviews/requisition/${escapeAttr(job.id)}" aria-label="ATS: the job">${LOGO}<span>ATS</span></a></header>`,
    `<main data-requisition-id="${escapeAttr(job.id)}"><article>`,
    `<div class="top"><a class="btn" href="/jobs">${t('job.allJobs')}</a>`,
    `<div class="langs" role="group" aria-label="${t('language.label')}">${icon(ICONS.language, 20)}<form method="get">${languages}</form></div></div>`,
    '<div class="paper">',
    `<p class="client">${escapeAttr(job.clientName)}</p>`,
    `<h1>${escapeAttr(job.title)}</h1>`,
    `<div class="tags"><span class="tag">${t(`employment.${job.type}`)}</span><span class="tag">${t(`workMode.${job.workEnvironment}`)}</span></div>`,
    `<dl>${facts}</dl>`,
    apply,
    '<hr />',
    `<h2>${t('job.about')}</h2>`,
    // Sanitized on the server before storing (the app's page renders the same HTML).
    job.description ? `<div class="rich">${job.description}</div>` : `<p>${t('job.noDescription')}</p>`,
    apply,
    '</div></article></main>',
    `<footer>© ${new Date().getFullYear()} ATS</footer>`,
    '</div>',
  ].join('');
};

/**
 * The served job page's renderer for a web build folder (null when the build lacks the page
 * script): a whole HTML document for a published job.
 */
export const servedJobPage = (dir: string | undefined, all: Record<string, Messages>) => {
  if (!dir || !all.en) return null;
  const script = readManifest(dir)[JOB_PAGE_SCRIPT]?.file;
  if (!script) return null;
  const fonts = fontPreloads(dir, WEIGHTS).join('\n    ');
  return (job: TRequisitionPublic, head: HeadTags, lng: string) =>
    [
      '<!doctype html>',
      `<html lang="${escapeAttr(lng)}" dir="ltr">`,
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '    <meta name="theme-color" content="#1e4fd8" />',
      '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      `    ${headHtml(head)}`,
      `    ${fonts}`,
      `    <style>${fontFaces(dir)}${CSS}</style>`,
      '  </head>',
      '  <body>',
      `    ${jobPageBody(job, all, lng)}`,
      `    <script type="module" src="/${escapeAttr(script)}"></script>`,
      '  </body>',
      '</html>',
    ].join('\n');
};

/**
 * Urbanist (Latin: English and Spanish) for the weights the page uses. `optional`: a phone that
 * has not got the font by the first paint keeps the fallback for this page, so nothing reflows.
 */
const fontFaces = (dir: string) =>
  WEIGHTS.map((w) => [w, assetFile(dir, new RegExp(`^urbanist-latin-${w}-normal-[\\w-]+\\.woff2$`))] as const)
    .filter(([, file]) => file)
    .map(
      ([w, file]) =>
        `@font-face{font-family:Urbanist;font-style:normal;font-display:optional;font-weight:${w};src:url(/assets/${escapeAttr(file ?? '')}) format("woff2")}`,
    )
    .join('');
