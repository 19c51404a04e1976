import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's own message files (the served pages speak the words the app's pages do). */
export const webMessages = () => {
  const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/src/shared/i18n/messages');
  const read = (lng: string) => JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8'));
  return { en: read('en'), es: read('es') };
};

/** The public entry of a web build, as far as the served pages read it. */
const SHELL = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>ATS</title>
<script type="module" crossorigin src="/assets/public.js"></script>
<link rel="stylesheet" crossorigin href="/assets/fonts.css"></head>
<body><div id="root"></div></body></html>`;
const FONTS_CSS = '@font-face{font-family:Urbanist;src:url(/assets/urbanist-latin-400-normal-Ab12.woff2)}';

/** The candidate pages' manifest of a build: the job page's script, the chunks to announce, fonts, messages. */
const MANIFEST = {
  version: 1,
  scripts: { jobPage: 'assets/job-page-script.js' },
  modulePreloads: { job: ['assets/guest-layout.js', 'assets/job-page.js', 'assets/en.js'] },
  fonts: {
    '400': 'assets/urbanist-latin-400-normal-Ab12.woff2',
    '700': 'assets/urbanist-latin-700-normal-Cd34.woff2',
  },
  messages: { en: 'i18n/en.json', es: 'i18n/es.json' },
};

/** A web build's folder with the public entry, the manifest, the fonts and these message files. */
export const fakeWebBuild = (messages: { en: unknown; es: unknown }) => {
  const web = mkdtempSync(join(tmpdir(), 'ats-web-'));
  writeFileSync(join(web, 'public.html'), SHELL);
  writeFileSync(join(web, 'index.html'), SHELL);
  writeFileSync(join(web, 'candidate-pages-manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'urbanist-latin-400-normal-Ab12.woff2'), '');
  writeFileSync(join(web, 'assets', 'urbanist-latin-700-normal-Cd34.woff2'), '');
  writeFileSync(join(web, 'assets', 'fonts.css'), FONTS_CSS);
  mkdirSync(join(web, 'i18n'));
  writeFileSync(join(web, 'i18n', 'en.json'), JSON.stringify(messages.en));
  writeFileSync(join(web, 'i18n', 'es.json'), JSON.stringify(messages.es));
  return web;
};
