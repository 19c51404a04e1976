import { COUNTRIES, publicPath, WORK_MODES } from '@ats/contract';
import { localeOf, type PageWords } from './public-i18n';
import { escapeAttr, plainText } from './public-pages';
import { languageChoice, MUTED, PRIMARY, pageFrame, TEXT } from './served-page-style';

/**
 * The public job board as the server sends it (docs/decisions/candidate-pages.md#the-served-job-board):
 * the list of open jobs in plain HTML, filtered by a GET form (text, country, work mode) that
 * works without script, in the candidate's language. Each card is a plain link to the served
 * job page. It looks like the app's board did (cards in one column on a phone, two from 900 px).
 */
export const BOARD_CSS = [
  '.board{max-width:960px;margin:0 auto}',
  '.intro{margin:4px 0 0;color:#4a5568}',
  '.filters{display:grid;grid-template-columns:1fr;gap:12px;margin:0 0 16px;align-items:end}',
  '.field{display:flex;flex-direction:column;gap:4px;min-width:0}',
  `.field label{font-size:.875rem;font-weight:600;color:${TEXT}}`,
  `.field input,.field select{font:inherit;font-size:1rem;min-height:44px;padding:8px 12px;border:1px solid #8a94a6;border-radius:8px;background:#fff;color:${TEXT};width:100%}`,
  `.field input:focus-visible,.field select:focus-visible{outline:2px solid ${PRIMARY};outline-offset:1px;border-color:${PRIMARY}}`,
  '.filters .btn{min-height:44px}',
  '.count{margin:0 0 16px;font-weight:600}',
  '.jobs{display:grid;grid-template-columns:1fr;gap:16px;padding:0;margin:0;list-style:none}',
  '.card{background:#fff;border:1px solid #e3e8ef;border-radius:8px}',
  `.card a{display:block;height:100%;padding:16px;color:inherit;text-decoration:none;border-radius:8px}`,
  '.card a:hover{background:rgba(0,0,0,.03)}',
  `.card a:focus-visible{outline:3px solid ${PRIMARY};outline-offset:2px}`,
  '.card h2{margin:0 0 8px;font-size:1.2rem;font-weight:700;line-height:1.334;overflow-wrap:anywhere}',
  `.place{display:flex;align-items:center;gap:4px;margin:0 0 8px;font-size:.875rem;color:${MUTED}}`,
  `.place svg{fill:${MUTED};flex:none}`,
  '.tags{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px}',
  '.chip{display:inline-flex;align-items:center;height:24px;padding:0 8px;border-radius:16px;background:#ebeef3;font-size:.8125rem}',
  '.chip.pay{background:transparent;border:1px solid #bdc4d0}',
  `.summary{margin:0;font-size:.875rem;color:${MUTED};overflow-wrap:anywhere}`,
  `.posted{margin:8px 0 0;font-size:.75rem;color:${MUTED}}`,
  '.empty{color:#4a5568}',
  '@media (min-width:600px){.filters{grid-template-columns:2fr 1fr 1fr auto}}',
  '@media (min-width:900px){.jobs{grid-template-columns:1fr 1fr}.card a{padding:20px}h1{font-size:2.2rem}}',
].join('');

const PLACE_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5"/></svg>';

/** The board's filters, each empty when not set. */
export interface BoardFilters {
  search: string;
  country: string;
  workMode: string;
}

/** A job as the board's card shows it. */
export interface BoardJob {
  id: string;
  title: string;
  clientName: string;
  location: string;
  country: string;
  type: string;
  workEnvironment: string;
  payText: string;
  description: string;
  publishedAt: Date | null;
}

/** The board's body (everything inside `<body>` but the script), in the language `lng`. */
export const jobBoardBody = (jobs: BoardJob[], filters: BoardFilters, words: PageWords, lng: string) => {
  const raw = words.t(lng);
  const t = (key: string, values?: Record<string, string | number>) => escapeAttr(raw(key, values));
  // The one date format of candidate pages (the job page's, the app's useIntlFormat): "December 4, 2026".
  const date = new Intl.DateTimeFormat(localeOf(lng), { dateStyle: 'long', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(localeOf(lng));
  const option = (value: string, label: string, chosen: string) =>
    `<option value="${escapeAttr(value)}"${value === chosen ? ' selected' : ''}>${escapeAttr(label)}</option>`;
  const select = (
    name: keyof BoardFilters,
    label: string,
    values: string[],
    labelOf: (v: string) => string,
  ) =>
    `<div class="field"><label for="board-${name}">${label}</label><select id="board-${name}" name="${name}">${[
      option('', raw('board.any'), filters[name]),
      ...values.map((v) => option(v, labelOf(v), filters[name])),
    ].join('')}</select></div>`;
  const card = (job: BoardJob) => {
    const place = [job.location, raw(`countries.${job.country}`)].filter(Boolean).join(', ');
    const summary = plainText(job.description, 180);
    return [
      `<li class="card"><a href="${escapeAttr(publicPath('jobPage', { requisitionId: job.id }))}">`,
      `<p class="client">${escapeAttr(job.clientName)}</p>`,
      `<h2>${escapeAttr(job.title)}</h2>`,
      `<p class="place">${PLACE_ICON}<span>${escapeAttr(
        job.workEnvironment === 'remote' ? raw('job.remote', { place }) : place,
      )}</span></p>`,
      `<span class="tags"><span class="chip">${t(`employment.${job.type}`)}</span><span class="chip">${t(
        `workMode.${job.workEnvironment}`,
      )}</span>${job.payText ? `<span class="chip pay">${escapeAttr(job.payText)}</span>` : ''}</span>`,
      summary ? `<p class="summary">${escapeAttr(summary)}</p>` : '',
      job.publishedAt
        ? `<p class="posted">${t('board.posted', { date: date.format(job.publishedAt) })}</p>`
        : '',
      '</a></li>',
    ].join('');
  };
  // The language form keeps the filters, so switching language keeps the list.
  const kept = (Object.entries(filters) as [string, string][])
    .filter(([, v]) => v)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeAttr(v)}" />`)
    .join('');
  return pageFrame(
    null,
    [
      '<div class="board">',
      `<div class="top"><div><h1>${t('board.title')}</h1><p class="intro">${t('board.intro')}</p></div>${languageChoice(
        words,
        lng,
        kept,
      )}</div>`,
      `<form class="filters" role="search" method="get" action="${escapeAttr(publicPath('jobBoard'))}">`,
      `<div class="field"><label for="board-search">${t('board.search')}</label><input id="board-search" type="search" name="search" maxlength="100" value="${escapeAttr(filters.search)}" /></div>`,
      select('country', t('board.country'), Object.keys(COUNTRIES), (c) => raw(`countries.${c}`)),
      select('workMode', t('board.workMode'), Object.keys(WORK_MODES), (m) => raw(`workMode.${m}`)),
      `<button class="btn btn-c" type="submit">${t('board.submit')}</button>`,
      '</form>',
      `<p class="count" role="status">${t('board.count', { count: jobs.length, n: number.format(jobs.length) })}</p>`,
      jobs.length
        ? `<ul class="jobs">${jobs.map(card).join('')}</ul>`
        : `<p class="empty">${t('board.empty')}</p>`,
      '</div>',
    ].join(''),
  );
};
