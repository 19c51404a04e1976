import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { fakeWebBuild } from './candidate-pages.test-helper';

let t: TestApp;
let admin: string;
let published: string;
let draft: string;

/** The messages the served first paint of the apply steps uses (the web build's i18n/<lng>.json). */
const MESSAGES = {
  en: {
    steps: { 'instructions-reminders': 'Before you start', 'personal-info': 'Personal information' },
    progress: { label: 'Application progress', stepOf: 'Step {{current}} of {{total}}: {{name}}' },
    language: { label: 'Language' },
    personal: { intro: 'Tell us how to reach you.' },
    job: {
      location: 'Location',
      remote: 'Remote ({{place}})',
      apply: 'Apply now',
      allJobs: 'All open jobs',
      about: 'About the job',
      startDate: 'Start date',
    },
    countries: { 'costa-rica': 'Costa Rica' },
    employment: { 'full-time': 'Full-time' },
    workMode: { remote: 'Remote', onsite: 'On-site' },
    board: {
      title: 'Open jobs',
      intro: 'Find a job and apply online in a few minutes.',
      search: 'Search jobs',
      country: 'Country',
      workMode: 'Work mode',
      any: 'Any',
      count_one: '{{n}} open job',
      count_other: '{{n}} open jobs',
      empty: 'No open jobs match your search.',
      posted: 'Posted {{date}}',
      submit: 'Search',
      imageAlt: 'The ATS logo, a white square with a blue A, on a blue background',
      feedXml: 'Open jobs (XML feed)',
      feedJson: 'Open jobs (JSON feed)',
    },
    instructions: {
      intro: 'Applying takes about {{minutes}} minutes. These are the steps:',
      minutes_one: 'about {{n}} minute',
      minutes_other: 'about {{n}} minutes',
      needTitle: 'What you need',
      needQuiet: 'A quiet place and about {{minutes}} minutes',
      needResume: 'Your resume',
      privacyTitle: 'Privacy',
      privacyText: '{{client}} uses your details only for this job.',
    },
  },
  es: {
    steps: { 'personal-info': 'Información personal' },
    personal: { intro: 'Díganos cómo contactarle.' },
    job: {
      apply: 'Postularme',
      location: 'Ubicación',
      remote: 'Remoto ({{place}})',
      startDate: 'Fecha de inicio',
    },
    workMode: { remote: 'Remoto' },
    board: { title: 'Vacantes abiertas', search: 'Buscar vacantes', count_other: '{{n}} vacantes abiertas' },
  },
};

beforeAll(async () => {
  const web = fakeWebBuild(MESSAGES);
  t = await createTestApp({ WEB_DIST: web, PUBLIC_URL: 'https://jobs.example.com' });
  admin = await adminToken(t.app);
  const ok = async (url: string, body: unknown) => {
    const res = await call(t.app, 'POST', url, { token: admin, body });
    if (res.status !== 200) throw new Error(res.text);
    return res.body.data.id as string;
  };
  const lobId = await ok('/api/lobs/create', {
    name: 'Head line',
    clientName: 'Tico <Contact>',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  const base = {
    lobId,
    jobTitle: { jobTitle: 'Agente bilingüe "A"', location: 'Heredia' },
    status: 'opened',
  };
  published = await ok('/api/requisitions/create', {
    ...base,
    jobTitle: { ...base.jobTitle, workEnvironment: 'remote' },
    name: 'Bilingual',
    startDate: '2027-01-10',
    description: '<p>Atienda llamadas &amp; correos.</p><script>x</script>',
    publishStatus: 'published',
  });
  draft = await ok('/api/requisitions/create', { ...base, name: 'Draft', description: '<p>Secret</p>' });
  await ok('/api/requisitions/create', {
    lobId,
    name: 'Manila',
    jobTitle: { jobTitle: 'Chat support', location: 'Manila' },
    country: 'philippines',
    status: 'opened',
    description: '<p>Chat</p>',
    publishStatus: 'published',
  }).catch(() => undefined);
});
afterAll(() => t.close());

describe('served HTML of the public pages announces their chunks and first data', () => {
  it('serves the job page whole, with its one small script and no app chunk', async () => {
    const job = (await t.app.inject({ method: 'GET', url: `/interviews/requisition/${published}` })).body;
    expect(job).toContain('<script type="module" src="/assets/job-page-script.js"></script>');
    expect(job).not.toContain('/assets/public.js');
    expect(job).not.toContain('modulepreload');
    // The fonts it draws with, fetched at once and declared in the page (no stylesheet to wait for).
    expect(job).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/urbanist-latin-700-normal-Cd34.woff2" />',
    );
    expect(job).toMatch(
      /@font-face\{font-family:Urbanist;[^}]*font-weight:400;src:url\(\/assets\/urbanist-latin-400-normal-Ab12\.woff2\)/,
    );
    expect(job).not.toContain('rel="stylesheet"');
  });
});

describe('served HTML of a job page (share previews, crawlers)', () => {
  it('carries title, description, canonical, Open Graph, Twitter card and JobPosting JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/interviews/requisition/${published}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Agente bilingüe &quot;A&quot; – Tico &lt;Contact&gt;</title>');
    expect(html).toContain('<meta name="description" content="Atienda llamadas &amp; correos." />');
    expect(html).toContain(
      `<link rel="canonical" href="https://jobs.example.com/interviews/requisition/${published}" />`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Agente bilingüe &quot;A&quot; – Tico &lt;Contact&gt;" />',
    );
    // The share preview: a large image (the site's, 1200 × 630) with its description.
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://jobs.example.com/jobs/share-image.png" />',
    );
    expect(html).toContain(
      '<meta name="twitter:image" content="https://jobs.example.com/jobs/share-image.png" />',
    );
    expect(html).toContain(
      '<meta property="og:image:alt" content="The ATS logo, a white square with a blue A, on a blue background" />',
    );
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const posting = JSON.parse(ld!);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Agente bilingüe "A"',
      hiringOrganization: { name: 'Tico <Contact>' },
      jobLocationType: 'TELECOMMUTE',
      url: `https://jobs.example.com/interviews/requisition/${published}`,
    });
    expect(ld).not.toContain('<');
    expect(html).not.toContain('<script>x');
  });

  it('is the whole page in HTML: the job, its facts, Apply, the description, a language choice that works without script', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/interviews/requisition/${published}` });
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(res.headers['content-language']).toBe('en');
    // The job's own words (staff wrote them) are marked so (the pseudo-locale test skips them).
    expect(html).toContain('<p class="client" translate="no">Tico &lt;Contact&gt;</p>');
    expect(html).toContain('<h1 translate="no">Agente bilingüe &quot;A&quot;</h1>');
    expect(html).toContain('<span class="tag">Remote</span>');
    expect(html).toContain(
      '<span class="label">Location</span></dt><dd>Remote (<span translate="no">Heredia</span>, Costa Rica)</dd>',
    );
    expect(html).toContain(
      '<span class="label">Start date</span></dt><dd><time datetime="2027-01-10">January 10, 2027</time></dd>',
    );
    // Twice (after the facts and after the description), each a plain link to the first step.
    expect(html.match(/<a class="btn btn-l btn-c" data-apply href="([^"]+)">Apply now<\/a>/g)).toHaveLength(
      2,
    );
    expect(html).toContain(`href="/interviews/requisition/${published}/apply/instructions-reminders"`);
    expect(html).toContain('<div class="rich" translate="no"><p>Atienda llamadas &amp; correos.</p>');
    expect(html).toContain(`<main data-requisition-id="${published}">`);
    // The language choice: a GET form, the current language pressed.
    expect(html).toMatch(
      /<form method="get"><button [^>]*value="en" lang="en" aria-pressed="true">English<\/button>/,
    );
    expect(html).toContain('value="es" lang="es" aria-pressed="false">Español</button>');
    // The logo leads to the job itself, never to staff pages.
    expect(html).toContain(`<a class="logo" href="/interviews/requisition/${published}"`);
  });

  it('speaks the language picked (remembered in a cookie), else the browser’s, falling back to English per message', async () => {
    const url = `/interviews/requisition/${published}`;
    const picked = await t.app.inject({ method: 'GET', url: `${url}?lang=es` });
    expect(picked.body).toContain('<html lang="es"');
    expect(picked.body).toContain('>Postularme</a>');
    expect(picked.body).toContain(
      '<span class="label">Fecha de inicio</span></dt><dd><time datetime="2027-01-10">10 de enero de 2027</time></dd>',
    );
    expect(picked.body).toContain('value="es" lang="es" aria-pressed="true">Español</button>');
    expect(picked.body).toContain('>All open jobs</a>'); // not in Spanish yet: English, as in the browser
    const cookie = String(picked.headers['set-cookie']);
    expect(cookie).toMatch(/^ats-language=es; Max-Age=31536000; Path=\/; SameSite=Lax/);

    const remembered = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: 'other=1; ats-language=es', 'accept-language': 'en-US' },
    });
    expect(remembered.body).toContain('<html lang="es"');
    expect(remembered.headers['set-cookie']).toBeUndefined();

    const browser = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'es-CR,es;q=0.9' },
    });
    expect(browser.body).toContain('<html lang="es"');
    for (const lang of ['xx', '<b>', '']) {
      const other = await t.app.inject({ method: 'GET', url: `${url}?lang=${encodeURIComponent(lang)}` });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<html lang="en"');
      expect(other.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a damaged language cookie (ats-language=%) gets the normal page in the browser’s language, not a 500', async () => {
    for (const url of [
      `/interviews/requisition/${published}`,
      `/interviews/requisition/${published}/apply/instructions-reminders`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'ats-language=%; other=%E0%A4%A', 'accept-language': 'es' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es"');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('says nothing of an unpublished or unknown job and asks not to be indexed', async () => {
    for (const id of [draft, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const html = (await t.app.inject({ method: 'GET', url: `/interviews/requisition/${id}` })).body;
      expect(html).toContain('<title>Job no longer open</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('Secret');
      // The app says so (and lets staff preview a draft): its entry, not the served job page.
      expect(html).toContain('<script type="module" crossorigin src="/assets/public.js"></script>');
      expect(html).not.toContain('job-page-script');
    }
  });
});

describe('job board', () => {
  it('lists published jobs only, filtered by search, country and work mode', async () => {
    const list = async (q: string) =>
      (await call(t.app, 'GET', `/api/jobs/list${q}`)).body.data.items.map((j: { title: string }) => j.title);
    expect(await list('')).toContain('Agente bilingüe "A"');
    expect(await list('')).not.toContain('Draft');
    expect(await list('?search=correos')).toEqual(['Agente bilingüe "A"']);
    expect(await list('?country=costa-rica&workMode=onsite')).toEqual([]);
    expect(await list('?search=%25')).toEqual([]);
    expect((await call(t.app, 'GET', '/api/jobs/list?country=mars')).status).toBe(400);
  });
});
