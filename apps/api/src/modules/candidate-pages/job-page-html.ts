import { applicationStepPath, PUBLIC_URLS, type TRequisitionPublic } from '@ats/contract';
import { localeOf, type PageWords } from './public-i18n';
import { escapeAttr, type HeadTags } from './public-pages';
import { languageChoice, PRIMARY, pageFrame, servedDocument } from './served-page-style';
import type { WebBuild } from './web-build';

/**
 * The public job page as the server sends it (docs/decisions/candidate-pages.md#the-served-job-page): the whole
 * page in plain HTML and CSS, in the candidate's language, with links and a GET form for the
 * language, so it shows and works before (and without) any script. One small module adds what
 * only a browser can: the visit count, the funnel events and remembering the language choice.
 * It looks like the app's job page (apps/web job-page.tsx), which the app still renders when a
 * candidate gets there without loading a document (e.g. the flow's logo).
 */

/** The job page's own styles (the shared ones are in served-page-style.ts). */
const CSS = [
  'article{max-width:860px;margin:0 auto}',
  `.tags{display:flex;flex-wrap:wrap;gap:8px}`,
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
  '@media (min-width:600px){dl{grid-template-columns:1fr 1fr}}',
  '@media (min-width:900px){h1{font-size:2.1rem}}',
].join('');

/** Material icons (24 px) of the job's facts, as inline SVG. */
const ICONS = {
  place:
    'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5',
  pay: 'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z',
  shift:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  start:
    'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z',
} as const;
const icon = (d: string) =>
  `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;

/** A calendar date (`YYYY-MM-DD`) or a timestamp, as the app's pages write it ("3 de diciembre de 2026"). */
const longDate = (value: string, lng: string) =>
  new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value),
  );

/** The page's body (everything inside `<body>` but the script), in the language `lng`. */
const jobPageBody = (job: TRequisitionPublic, words: PageWords, lng: string) => {
  const raw = words.t(lng);
  const t = (key: string, values?: Record<string, string | number>) => escapeAttr(raw(key, values));
  // The job's own words (what staff wrote) are marked translate="no"; dates are Intl's, in <time>.
  const own = (text: string) => `<span translate="no">${escapeAttr(text)}</span>`;
  const place = [job.location ? own(job.location) : '', t(`countries.${job.country}`)]
    .filter(Boolean)
    .join(', ');
  const fact = (d: string, label: string, html: string) =>
    `<div class="fact"><dt>${icon(d)}<span class="label">${label}</span></dt><dd>${html}</dd></div>`;
  const facts = [
    fact(
      ICONS.place,
      t('job.location'),
      job.workEnvironment === 'remote'
        ? t('job.remote', { place: '\u0000' }).replace('\u0000', place)
        : place,
    ),
    job.payText ? fact(ICONS.pay, t('job.pay'), own(job.payText)) : '',
    job.shiftText ? fact(ICONS.shift, t('job.shift'), own(job.shiftText)) : '',
    job.startDate
      ? fact(
          ICONS.start,
          t('job.startDate'),
          `<time datetime="${escapeAttr(job.startDate)}">${escapeAttr(longDate(job.startDate, lng))}</time>`,
        )
      : '',
  ].join('');
  const apply = `<div class="apply"><a class="btn btn-l btn-c" data-apply href="${escapeAttr(
    applicationStepPath(job.id, null, 'instructions-reminders'),
  )}">${t('job.apply')}</a></div>`;
  return pageFrame(
    job.id,
    [
      '<article>',
      `<div class="top"><a class="btn" href="${PUBLIC_URLS.jobBoard}">${t('job.allJobs')}</a>${languageChoice(words, lng)}</div>`,
      '<div class="paper">',
      `<p class="client" translate="no">${escapeAttr(job.clientName)}</p>`,
      `<h1 translate="no">${escapeAttr(job.title)}</h1>`,
      `<div class="tags"><span class="tag">${t(`employment.${job.type}`)}</span><span class="tag">${t(`workMode.${job.workEnvironment}`)}</span></div>`,
      `<dl>${facts}</dl>`,
      apply,
      '<hr />',
      `<h2>${t('job.about')}</h2>`,
      // Sanitized on the server before storing (the app's page renders the same HTML).
      job.description
        ? `<div class="rich" translate="no">${job.description}</div>`
        : `<p>${t('job.noDescription')}</p>`,
      apply,
      '</div></article>',
    ].join(''),
    ` data-requisition-id="${escapeAttr(job.id)}"`,
  );
};

/**
 * The served job page's renderer for a web build (null when the build lacks the page script or
 * the English messages): a whole HTML document for a published job.
 */
export const servedJobPage = (build: WebBuild | null, words: PageWords) => {
  const script = build?.manifest.scripts.jobPage;
  if (!build || !script || !words.languages.includes('en')) return null;
  const page = servedDocument(build, CSS);
  return (job: TRequisitionPublic, head: HeadTags, lng: string) =>
    page({ lng, head, body: jobPageBody(job, words, lng), script });
};
