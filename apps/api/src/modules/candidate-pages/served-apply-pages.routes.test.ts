import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';

/** The web app's message files: the served pages speak the words the app's pages do. */
const MESSAGES_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/shared/i18n/messages',
);
const es = JSON.parse(readFileSync(join(MESSAGES_DIR, 'es.json'), 'utf8'));

let t: TestApp;
let web: string;
let job: string;
let draft: string;

const SCRIPT = 'assets/apply-steps-script-Ab12.js';
const MANIFEST = {
  version: 1,
  scripts: { applySteps: SCRIPT },
  modulePreloads: { job: [] },
  fonts: { '400': 'assets/urbanist-latin-400-normal-Ab12.woff2' },
  messages: { en: 'i18n/en.json', es: 'i18n/es.json' },
};

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'ats-web-'));
  const shell =
    '<!doctype html><html lang="en"><head><title>ATS</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(web, 'public.html'), shell);
  writeFileSync(join(web, 'index.html'), shell);
  writeFileSync(join(web, 'candidate-pages-manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'urbanist-latin-400-normal-Ab12.woff2'), '');
  mkdirSync(join(web, 'i18n'));
  for (const lng of ['en', 'es'])
    copyFileSync(join(MESSAGES_DIR, `${lng}.json`), join(web, 'i18n', `${lng}.json`));
  t = await createTestApp({ WEB_DIST: web, PUBLIC_URL: 'https://jobs.example.com' });
  const admin = await adminToken(t.app);
  const ok = async (url: string, body: unknown) => {
    const res = await call(t.app, 'POST', url, { token: admin, body });
    if (res.status !== 200) throw new Error(res.text);
    return res.body.data.id as string;
  };
  const lobId = await ok('/api/lobs/create', {
    name: 'Served line',
    clientName: 'Tico <Contact>',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  const base = { lobId, jobTitle: { jobTitle: 'Agente bilingüe', location: 'Heredia' }, status: 'opened' };
  job = await ok('/api/requisitions/create', {
    ...base,
    name: 'Bilingual',
    description: '<p>Calls</p>',
    publishStatus: 'published',
  });
  draft = await ok('/api/requisitions/create', { ...base, name: 'Draft', description: '<p>Secret</p>' });
});
afterAll(() => t.close());

const path = (step: string, id = job) => `/interviews/requisition/${id}/apply/${step}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A browser: keeps the cookies it is given (for the paths they are set for). */
const browser = (headers: Record<string, string> = {}) => {
  const jar = new Map<string, { value: string; path: string }>();
  const send = async (method: 'GET' | 'POST', url: string, body?: Record<string, string>) => {
    const cookie = [...jar]
      .filter(([, c]) => url.startsWith(c.path))
      .map(([k, c]) => `${k}=${c.value}`)
      .join('; ');
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(cookie ? { cookie } : {}),
        ...(body ? { ...FORM, origin: 'https://jobs.example.com' } : {}),
      },
      ...(body ? { payload: form(body) } : {}),
    });
    for (const c of [res.headers['set-cookie']].flat().filter(Boolean) as string[]) {
      const [pair, ...attrs] = c.split(';').map((s) => s.trim());
      const [k, v = ''] = pair!.split('=');
      const cookiePath = attrs.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      if (attrs.includes('Max-Age=0')) jar.delete(k!);
      else jar.set(k!, { value: v, path: cookiePath });
    }
    return res;
  };
  return { send, jar };
};

const applicants = async () =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from requisition_applicants`)
  )[0]!.n;

let n = 0;
const person = (extra: Record<string, string> = {}) => {
  n += 1;
  return {
    firstName: 'Ana',
    lastName: `Mora ${n}`,
    email: `served${n}@example.com`,
    phone: `+506 83${String(1_000_000 + n).slice(1)}`,
    address: 'Calle 5, Heredia',
    country: 'costa-rica',
    ...extra,
  };
};

describe('served steps before the application (GET)', () => {
  it('draws instructions-reminders whole, with its form, progress and one small script, in English and Spanish', async () => {
    const en = await browser().send('GET', path('instructions-reminders'));
    expect(en.statusCode).toBe(200);
    const html = en.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // Its forms' POSTs say they come from this site (the app's default policy would send Origin: null).
    expect(en.headers['referrer-policy']).toBe('same-origin');
    expect(html).toContain('<h1>Before you start</h1>');
    expect(html).toMatch(/<p class="stepof">Step 2 of \d+: Before you start<\/p>/);
    expect(html).toMatch(/role="progressbar" aria-label="Application progress" aria-valuenow="\d+"/);
    expect(html).toContain(`<form method="post" action="${path('instructions-reminders')}" novalidate>`);
    expect(html).toMatch(
      /<input type="checkbox" id="consent" name="consent" value="yes" required \/><span>I have read and accept the privacy notice \(version 2026-11-01\)<\/span>/,
    );
    expect(html).toContain(
      '<label for="f-accommodations">Do you need any accommodation to apply? (optional)</label>',
    );
    expect(html).toContain('Tico &lt;Contact&gt; and our recruiters use your details');
    expect(html).toContain(`<script type="module" src="/${SCRIPT}"></script>`);
    // No app: neither its entry nor a stylesheet to wait for.
    expect(html).not.toContain('/assets/public.js');
    expect(html).not.toContain('rel="stylesheet"');
    // The language choice works without script (a GET form).
    expect(html).toContain(
      '<button class="btn btn-s" translate="no" name="lang" value="es" lang="es" aria-pressed="false">Español</button>',
    );

    const inSpanish = await browser({ 'accept-language': 'es-CR,es;q=0.9' }).send(
      'GET',
      path('instructions-reminders'),
    );
    expect(inSpanish.headers['content-language']).toBe('es');
    expect(inSpanish.body).toContain('<html lang="es"');
    expect(inSpanish.body).toContain(`<h1>${es.steps['instructions-reminders']}</h1>`);
    expect(inSpanish.body).toContain(
      `<button class="btn btn-l btn-c" type="submit">${es.common.continue}</button>`,
    );
    // ?lang= picks the language and remembers it.
    const picked = await browser().send('GET', `${path('instructions-reminders')}?lang=es`);
    expect(picked.body).toContain('<html lang="es"');
    expect(String(picked.headers['set-cookie'])).toContain('ats-language=es');
  });

  it('sends personal-info back to instructions-reminders without the consent', async () => {
    const res = await browser().send('GET', path('personal-info'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(path('instructions-reminders'));
  });

  it('says a job that is not open is closed (404, in the candidate’s language), and sends other steps to the first', async () => {
    for (const url of [
      path('personal-info', draft),
      path('instructions-reminders', '00000000-0000-4000-8000-000000000000'),
      path('personal-info', 'nope'),
    ]) {
      const res = await browser({ 'accept-language': 'es' }).send('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(`<h1>${es.closed.title}</h1>`);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    const other = await browser().send('GET', path('resume-profile'));
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).toBe(path('instructions-reminders'));
  });
});

describe('served steps before the application (POST)', () => {
  it('instructions-reminders without the consent: the page again (400) with the error at the checkbox, nothing kept', async () => {
    const b = browser();
    const res = await b.send('POST', path('instructions-reminders'), { accommodations: 'More time' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('role="alert" id="errors" tabindex="-1" autofocus');
    expect(res.body).toContain('<a href="#consent">I have read and accept the privacy notice');
    expect(res.body).toContain('aria-invalid="true" aria-describedby="consent-error"');
    expect(res.body).toContain(
      '<p class="field-error" id="consent-error">Accept the privacy notice to continue</p>',
    );
    // What the candidate wrote stays in the form.
    expect(res.body).toMatch(/<textarea [^>]*>More time<\/textarea>/);
  });

  it('instructions-reminders with the consent: kept in a short-lived HttpOnly cookie of the two steps, then personal-info (303)', async () => {
    const b = browser();
    const res = await b.send('POST', path('instructions-reminders'), {
      consent: 'yes',
      accommodations: 'Necesito más tiempo por una discapacidad visual.',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(path('personal-info'));
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^ats-apply-consent=[A-Za-z0-9_-]+; /);
    expect(cookie).toContain(
      `Max-Age=7200; Path=/interviews/requisition/${job}/apply; HttpOnly; SameSite=Lax`,
    );
    // Health information is never in the address nor readable in the cookie.
    expect(cookie).not.toContain('tiempo');
    const again = await b.send('GET', path('instructions-reminders'));
    expect(again.body).toContain('value="yes" required checked');
    expect(again.body).toContain('Necesito más tiempo por una discapacidad visual.</textarea>');
  });

  it('personal-info: the form as the app draws it; invalid fields come back (400) with their values and errors, and nothing is stored', async () => {
    const b = browser({ 'accept-language': 'es' });
    await b.send('POST', path('instructions-reminders'), { consent: 'yes' });
    const page = await b.send('GET', path('personal-info'));
    expect(page.statusCode).toBe(200);
    for (const [name, type, autocomplete] of [
      ['firstName', 'text', 'given-name'],
      ['lastName', 'text', 'family-name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
    ])
      expect(page.body).toMatch(
        new RegExp(
          `<input class="in" id="f-${name}" name="${name}" required autocomplete="${autocomplete}" [^>]*type="${type}"`,
        ),
      );
    expect(page.body).toContain(
      `<label for="f-firstName">${es.personal.firstName}<span aria-hidden="true"> *</span></label>`,
    );
    expect(page.body).toContain('autocomplete="street-address"');
    expect(page.body).toContain(`<option value="costa-rica" selected>${es.countries['costa-rica']}</option>`);
    expect(page.body).toMatch(/<p class="stepof">[^<]*3[^<]*<\/p>/);

    const before = await applicants();
    const bad = await b.send('POST', path('personal-info'), person({ firstName: ' ', phone: '+506 1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(`<p>${es.errors.checkFields}</p>`);
    expect(bad.body).toContain(`<a href="#f-firstName">${es.personal.firstName}</a>`);
    expect(bad.body).toContain('aria-invalid="true" aria-describedby="f-firstName-help"');
    expect(bad.body).toContain(`<p class="hint" id="f-firstName-help">${es.form.required}</p>`);
    expect(bad.body).toContain('value="Calle 5, Heredia"');
    expect(bad.body).toContain('value="+506 1234"');
    expect(await applicants()).toBe(before);
    // The phone is checked per country by the service, as for the JSON route.
    const phone = await b.send('POST', path('personal-info'), person({ phone: '+506 1234' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain(`<p class="hint" id="f-phone-help">${es.form.badPhone}</p>`);
    expect(await applicants()).toBe(before);
  });

  it('personal-info: starts the application with the consent and accommodations, sets its cookie and goes on to the next step (303)', async () => {
    const b = browser({ 'accept-language': 'es' });
    await b.send('POST', path('instructions-reminders'), {
      consent: 'yes',
      accommodations: 'Más tiempo, por favor.',
    });
    const info = person();
    const res = await b.send('POST', path('personal-info'), {
      ...info,
      visitorId: 'visitor-served-1',
      utmSource: 'radio',
    });
    expect(res.statusCode, res.body).toBe(303);
    const [row] = await queryRows<{
      id: string;
      accommodations: string;
      locale: string;
      visitor_id: string;
      source: unknown;
    }>(
      t.database.db,
      sql`select a.id, p.accommodations, p.locale, p.visitor_id, p.source from requisition_applicants a join applications p on p.applicant_id = a.id where a.email = ${info.email}`,
    );
    expect(row).toMatchObject({
      accommodations: 'Más tiempo, por favor.',
      locale: 'es',
      visitor_id: 'visitor-served-1',
    });
    expect(row!.source).toEqual({ utmSource: 'radio' });
    expect(res.headers.location).toMatch(new RegExp(`^/interviews/requisition/${job}/${row!.id}/[a-z-]+$`));
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/ats-apply-consent=; Max-Age=0; Path=[^;]+/);
    // The application's cookie opens it (as the JSON route's does).
    const appCookie = [...b.jar].find(([k]) => k !== 'ats-apply-consent' && k !== 'ats-language');
    const state = await call(t.app, 'GET', `/api/applications/state/${row!.id}`, {
      headers: { cookie: `${appCookie![0]}=${appCookie![1].value}` },
    });
    expect(state.status).toBe(200);
  });

  it('a repeat application says “already applied” (200) and emails the continue link again', async () => {
    const info = person();
    const first = browser();
    await first.send('POST', path('instructions-reminders'), { consent: 'yes' });
    expect((await first.send('POST', path('personal-info'), info)).statusCode).toBe(303);
    const mails = (await listOutbox(t.database.db, info.email)).length;
    const other = browser({ 'accept-language': 'es' });
    await other.send('POST', path('instructions-reminders'), { consent: 'yes' });
    const before = await applicants();
    const again = await other.send('POST', path('personal-info'), info);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`<p class="strong">${es.personal.alreadyTitle}</p>`);
    expect(again.body).toContain('role="status"');
    expect(await applicants()).toBe(before);
    expect((await listOutbox(t.database.db, info.email)).length).toBe(mails + 1);
  });

  it('refuses a form sent from another site (403), and a job that closed meanwhile is a page, not an error', async () => {
    const b = browser();
    const cross = await t.app.inject({
      method: 'POST',
      url: path('instructions-reminders'),
      headers: { ...FORM, origin: 'https://evil.example' },
      payload: form({ consent: 'yes' }),
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.headers['set-cookie']).toBeUndefined();
    const referer = await t.app.inject({
      method: 'POST',
      url: path('instructions-reminders'),
      headers: { ...FORM, referer: 'https://evil.example/page' },
      payload: form({ consent: 'yes' }),
    });
    expect(referer.statusCode).toBe(403);
    const hidden = await t.app.inject({
      method: 'POST',
      url: path('instructions-reminders'),
      headers: { ...FORM, origin: 'null' },
      payload: form({ consent: 'yes' }),
    });
    expect(hidden.statusCode).toBe(403);
    const closed = await b.send('POST', path('personal-info', draft), person());
    expect(closed.statusCode).toBe(404);
    expect(closed.body).toContain('<h1>This job is no longer open</h1>');
  });
});

describe('too many attempts', () => {
  it('counts the served steps and the job page under the public limit, answering pages', async () => {
    const limited = await createTestApp({ WEB_DIST: web, PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (const url of [path('instructions-reminders'), `/interviews/requisition/${randomUUID()}`]) {
        const get = () =>
          limited.app.inject({
            method: 'GET',
            url,
            remoteAddress: url.endsWith('reminders') ? '198.51.100.7' : '198.51.100.8',
            headers: { 'accept-language': 'es' },
          });
        const first = [(await get()).statusCode, (await get()).statusCode, (await get()).statusCode];
        expect(first.every((s) => s < 429)).toBe(true);
        const fourth = await get();
        expect(fourth.statusCode, url).toBe(429);
        expect(fourth.headers['content-type']).toContain('text/html');
        expect(fourth.headers['retry-after']).toBeDefined();
      }
    } finally {
      await limited.close();
    }
  });

  it('is a page in the candidate’s language (429), not JSON', async () => {
    const limited = await createTestApp({ WEB_DIST: web, PUBLIC_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: path('instructions-reminders'),
          headers: { ...FORM, 'accept-language': 'es' },
          payload: form({}),
        });
      const statuses = [(await post()).statusCode, (await post()).statusCode];
      const third = await post();
      expect(statuses).toEqual([404, 404]); // this app has no such job: the closed page
      expect(third.statusCode).toBe(429);
      expect(third.headers['content-type']).toContain('text/html');
      expect(third.body).toContain(`<h1>${es.errors.tooMany}</h1>`);
    } finally {
      await limited.close();
    }
  });
});
