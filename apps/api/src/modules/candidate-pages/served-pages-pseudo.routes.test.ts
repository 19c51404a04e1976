import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

/**
 * The served candidate pages in the pseudo-locale (docs/decisions/i18n.md#the-pseudo-locale): no
 * word outside ⟦ ⟧ but the job's own content, and the pseudo-locale only with PSEUDO_LOCALE=true.
 */
const MESSAGES_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/shared/i18n/messages',
);
const MANIFEST = {
  version: 1,
  scripts: { applySteps: 'assets/apply.js', jobPage: 'assets/job.js' },
  modulePreloads: { job: [] },
  fonts: {},
  messages: { en: 'i18n/en.json', es: 'i18n/es.json' },
};
const JOB = { title: 'Agente bilingüe', client: 'Tico Contact', location: 'Heredia', description: 'Calls' };

let web: string;
let on: TestApp;
let off: TestApp;
let job: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'ats-web-'));
  const shell = '<!doctype html><html lang="en"><head><title>ATS</title></head><body></body></html>';
  writeFileSync(join(web, 'public.html'), shell);
  writeFileSync(join(web, 'index.html'), shell);
  writeFileSync(join(web, 'candidate-pages-manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(web, 'i18n'));
  for (const lng of ['en', 'es'])
    copyFileSync(join(MESSAGES_DIR, `${lng}.json`), join(web, 'i18n', `${lng}.json`));
  on = await createTestApp({ WEB_DIST: web, PSEUDO_LOCALE: 'true', PUBLIC_RATE_LIMIT_PER_MINUTE: '8' });
  off = await createTestApp({ WEB_DIST: web });
  const admin = await adminToken(on.app);
  const ok = async (url: string, body: unknown) => {
    const res = await call(on.app, 'POST', url, { token: admin, body });
    if (res.status !== 200) throw new Error(res.text);
    return res.body.data.id as string;
  };
  const lobId = await ok('/api/lobs/create', {
    name: 'Pseudo line',
    clientName: JOB.client,
    lineType: 'bpo',
    country: 'costa-rica',
  });
  job = await ok('/api/requisitions/create', {
    lobId,
    name: 'Pseudo',
    jobTitle: { jobTitle: JOB.title, location: JOB.location },
    status: 'opened',
    description: `<p>${JOB.description}</p>`,
    publishStatus: 'published',
  });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

/**
 * The body's visible words (text between tags, and aria-label/placeholder/title/alt values) with a
 * Latin letter outside ⟦ ⟧, once the `translate="no"` elements' own words (the job's) are taken out.
 */
const unwrapped = (html: string) => {
  const body = (html.split('<body>')[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, '');
  const texts = [
    ...[...body.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? ''),
    ...[...body.matchAll(/ (?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1] ?? ''),
  ];
  const own = new Set([
    ...Object.values(JOB),
    'ATS',
    'English',
    'Español',
    `© ${new Date().getFullYear()} ATS`,
  ]);
  return texts
    .map((s) => s.replace(/&[a-z#0-9]+;/g, ' ').trim())
    .filter((s) => s && !own.has(s))
    .filter((s) => {
      let rest = s;
      for (let prev = ''; prev !== rest; ) {
        prev = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      return /[A-Za-z]/.test(rest);
    });
};

const PSEUDO = { cookie: 'ats-language=en-XA' };
const steps = (step: string) => `/interviews/requisition/${job}/apply/${step}`;

describe('served candidate pages in the pseudo-locale', () => {
  it('the job page and the steps before the application, their errors too, have no word outside ⟦ ⟧', async () => {
    const page = async (method: 'GET' | 'POST', url: string, payload?: string) => {
      const res = await on.app.inject({
        method,
        url,
        headers: { ...PSEUDO, 'content-type': 'application/x-www-form-urlencoded' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.body).toContain('<html lang="en-XA"');
      return res.body;
    };
    const jobPage = await page('GET', `/interviews/requisition/${job}`);
    expect(jobPage).toContain(`<h1 translate="no">${JOB.title}</h1>`);
    expect({ page: 'job', words: unwrapped(jobPage) }).toEqual({ page: 'job', words: [] });
    const instructions = await page('GET', steps('instructions-reminders'));
    expect({ page: 'instructions', words: unwrapped(instructions) }).toEqual({
      page: 'instructions',
      words: [],
    });
    const noConsent = await page('POST', steps('instructions-reminders'), '');
    expect(noConsent).toContain('id="errors"');
    expect({ page: 'no consent', words: unwrapped(noConsent) }).toEqual({ page: 'no consent', words: [] });
  });

  it('a rate-limited page is in the pseudo-locale too', async () => {
    let last = '';
    for (let i = 0; i < 10 && !last.includes('429'); i++) {
      const res = await on.app.inject({
        method: 'GET',
        url: steps('instructions-reminders'),
        headers: PSEUDO,
      });
      if (res.statusCode === 429) last = `429 ${res.body}`;
    }
    expect(last.startsWith('429')).toBe(true);
    expect({ page: '429', words: unwrapped(last.slice(4)) }).toEqual({ page: '429', words: [] });
  });

  it('is off unless PSEUDO_LOCALE=true: the page stays English and the app is told 404', async () => {
    const res = await off.app.inject({ method: 'GET', url: `${steps('instructions-reminders')}?lang=en-XA` });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).not.toContain('⟦');
    // (This app has no such job: its closed page.) The check finds English words where a message was not wrapped.
    expect(unwrapped(res.body)).toContain('This job is no longer open');
    expect((await off.app.inject({ method: 'GET', url: '/api/public/pseudo-locale' })).statusCode).toBe(404);
    const allowed = await on.app.inject({ method: 'GET', url: '/api/public/pseudo-locale' });
    expect(allowed.json()).toEqual({ data: { locale: 'en-XA' } });
  });
});
