import { publicPath } from '@ats/contract';
import { languageName, type PageWords } from './public-i18n';
import { escapeAttr, type HeadTags, headHtml } from './public-pages';
import type { WebBuild } from './web-build';

/**
 * What the pages served whole as HTML share (the job page, the steps before the application):
 * the guest layout's look (header with the logo, page column, paper card, buttons, footer), the
 * fonts, the language choice as a GET form and the document around a page's body. One copy, so
 * the pages look alike and like the app's guest layout (apps/web guest-layout.tsx).
 */

const FONT = "'Urbanist', 'Helvetica Neue', Arial, sans-serif";
export const PRIMARY = '#1e4fd8';
export const TEXT = '#172033';
export const MUTED = '#4a5568';
const DIVIDER = '#e3e8ef';

const LOGO =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M9 23l7-14 7 14h-3.4L16 15.6 12.4 23z" fill="#fff"/></svg>';

/** The font weights the served pages draw with. */
const WEIGHTS = [400, 600, 700];

/** The guest layout, the buttons and the paper card (MUI's look, without MUI). */
const BASE_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  `body{margin:0;background:#f4f6fa;color:${TEXT};font-family:${FONT};font-size:1rem;line-height:1.5;letter-spacing:.00938em;-webkit-font-smoothing:antialiased}`,
  '.page{min-height:100vh;display:flex;flex-direction:column}',
  `header{padding:16px;border-bottom:1px solid ${DIVIDER};background:#fff}`,
  `.logo{display:inline-flex;align-items:center;gap:8px;color:${PRIMARY};font-size:1.25rem;font-weight:700;line-height:1.6;text-decoration:none}`,
  `.logo span{color:${TEXT};letter-spacing:1px}`,
  'main{flex:1;width:100%;max-width:1200px;margin:0 auto;padding:16px}',
  '.top{display:flex;justify-content:space-between;gap:16px;margin-bottom:16px;flex-wrap:wrap}',
  `.langs{display:flex;align-items:center;gap:4px;color:${MUTED}}`,
  '.langs form{display:flex;gap:4px;margin:0}',
  `.langs svg{fill:${MUTED};margin-right:4px}`,
  `.btn{display:inline-flex;align-items:center;justify-content:center;min-height:38px;padding:6px 16px;border:0;border-radius:8px;font:inherit;font-size:.875rem;font-weight:600;line-height:1.75;letter-spacing:inherit;text-decoration:none;cursor:pointer;color:${PRIMARY};background:transparent;transition:background-color .25s}`,
  '.btn:hover{background:rgba(0,0,0,.04)}',
  `.btn:focus-visible{outline:3px solid ${PRIMARY};outline-offset:2px}`,
  '.btn-s{min-height:32px;padding:4px 10px;font-size:.8125rem}',
  '.btn-l{min-height:44px;padding:8px 22px;font-size:.9375rem}',
  `.btn-c{color:#fff;background:${PRIMARY}}`,
  '.btn-c:hover{background:#1536a3}',
  `.paper{background:#fff;border:1px solid ${DIVIDER};border-radius:8px;padding:20px}`,
  `.client{margin:0;font-size:.75rem;font-weight:400;line-height:1.5;letter-spacing:.08333em;text-transform:uppercase;color:${MUTED}}`,
  'h1{margin:0 0 12px;font-size:1.6rem;font-weight:700;line-height:1.167;overflow-wrap:anywhere}',
  `.rich a{color:${PRIMARY}}`,
  `footer{padding:16px;text-align:center;font-size:.75rem;line-height:1.66;color:${MUTED}}`,
  '@media (min-width:600px){main{padding:16px 24px}}',
  '@media (min-width:900px){header{padding:16px 32px}main{padding:32px 24px}.paper{padding:32px}}',
].join('');

const LANGUAGE_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z"/></svg>';

/**
 * The language choice: a GET form (`?lang=es`) that works without script; the server remembers
 * it. `hidden` is the page's own query kept across the switch (the board's filters).
 */
export const languageChoice = (words: PageWords, lng: string, hidden = '') => {
  const buttons = [...words.offered]
    .sort()
    .map(
      (code) =>
        `<button class="btn btn-s${code === lng ? ' btn-c' : ''}" translate="no" name="lang" value="${escapeAttr(code)}" lang="${escapeAttr(code)}" aria-pressed="${code === lng}">${escapeAttr(languageName(code))}</button>`,
    )
    .join('');
  return `<div class="langs" role="group" aria-label="${escapeAttr(words.t(lng)('language.label'))}">${LANGUAGE_ICON}<form method="get">${hidden}${buttons}</form></div>`;
};

/**
 * The page frame: the header whose logo leads to the job, `main` and the footer. The brand is a
 * name, the same in every language (`translate="no"`).
 */
export const pageFrame = (jobId: string | null, main: string, mainAttrs = '') =>
  [
    '<div class="page">',
    `<header>${
      jobId
        ? `<a class="logo" href="${escapeAttr(publicPath('jobPage', { requisitionId: jobId }))}" translate="no" aria-label="ATS">${LOGO}<span>ATS</span></a>`
        : `<span class="logo" translate="no">${LOGO}<span>ATS</span></span>`
    }</header>`,
    `<main${mainAttrs}>${main}</main>`,
    `<footer translate="no">© ${new Date().getFullYear()} ATS</footer>`,
    '</div>',
  ].join('');

/**
 * Urbanist (Latin: English and Spanish) for the weights the pages use. `optional`: a phone that
 * has not got the font by the first paint keeps the fallback for this page, so nothing reflows.
 */
const fontFaces = (fonts: [number, string][]) =>
  fonts
    .map(
      ([w, file]) =>
        `@font-face{font-family:Urbanist;font-style:normal;font-display:optional;font-weight:${w};src:url(/${escapeAttr(file)}) format("woff2")}`,
    )
    .join('');

/**
 * A served page's document for a web build: the head (tags, font preloads, the fonts and `css`
 * after the shared styles, inline), the body and the page's one module script.
 */
export const servedDocument = (build: WebBuild, css: string) => {
  const files = WEIGHTS.map((w) => [w, build.manifest.fonts[w]] as const).filter((e): e is [number, string] =>
    Boolean(e[1]),
  );
  const fonts = files
    .map(([, f]) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeAttr(f)}" />`)
    .join('\n    ');
  const style = `${fontFaces(files)}${BASE_CSS}${css}`;
  return (p: { lng: string; head: HeadTags; body: string; script?: string }) =>
    [
      '<!doctype html>',
      `<html lang="${escapeAttr(p.lng)}" dir="ltr">`,
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '    <meta name="theme-color" content="#1e4fd8" />',
      '    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      `    ${headHtml(p.head)}`,
      `    ${fonts}`,
      `    <style>${style}</style>`,
      '  </head>',
      '  <body>',
      `    ${p.body}`,
      p.script ? `    <script type="module" src="/${escapeAttr(p.script)}"></script>` : '',
      '  </body>',
      '</html>',
    ]
      .filter(Boolean)
      .join('\n');
};
