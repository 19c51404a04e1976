import Validator from '@adobe/structured-data-validator';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { fakeWebBuild, webMessages } from './candidate-pages.test-helper';

const SITE = 'https://jobs.example.com';
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const res = await call(t.app, method, url, { token: admin, body });
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data as { id: string };
};

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: fakeWebBuild(webMessages()), PUBLIC_URL: SITE });
  admin = await adminToken(t.app);
  const { id: lobId } = await ok('POST', '/api/lobs/create', {
    name: 'Feed line',
    clientName: 'Acme & Sons',
    lineType: 'bpo',
    country: 'costa-rica',
  });
  const job = (name: string, extra: Record<string, unknown>) =>
    ok('POST', '/api/requisitions/create', { lobId, name, status: 'opened', ...extra }).then((r) => r.id);
  ids.onsite = await job('Onsite', {
    jobTitle: { jobTitle: 'Bilingual agent', location: 'Heredia', type: 'part-time' },
    description: '<p>Calls &amp; chat.</p>',
    payText: 'USD 900 – 1,100 per month',
    shiftText: 'Nights',
    startDate: '2027-02-01',
    publishStatus: 'published',
  });
  ids.remote = await job('Remote', {
    jobTitle: { jobTitle: 'Chat support ]]> nights', location: 'Manila', workEnvironment: 'remote' },
    country: 'philippines',
    description: '<p>Chat</p>',
    payText: 'Competitive',
    publishStatus: 'published',
  });
  ids.draft = await job('Draft', { jobTitle: { jobTitle: 'Secret role' }, description: '<p>Secret</p>' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Google's rich-result rules for JobPosting (the validator package's), errors and warnings. */
const issuesOf = async (posting: unknown) =>
  (await new Validator().validate({ jsonld: { JobPosting: [structuredClone(posting)] } })).map(
    (i) => `${i.severity}: ${i.issueMessage}`,
  );

const ONSITE_WARNINGS = [
  'WARNING: Missing field "applicantLocationRequirements" (optional)',
  'WARNING: Missing field "jobLocationType" (optional)',
  'WARNING: Missing field "validThrough" (optional)',
];

describe('robots.txt', () => {
  it('allows the board and the job pages, disallows staff screens and application steps, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = robotsParser(`${SITE}/robots.txt`, res.body);
    const allowed = (path: string) => robots.isAllowed(`${SITE}${path}`, 'Googlebot');
    for (const path of [
      '/jobs',
      '/jobs?country=philippines',
      '/jobs/feed.xml',
      `/interviews/requisition/${ids.onsite}`,
      `/interviews/requisition/${ids.onsite}?lang=es`,
      '/talent-discovery-hiring-form',
      '/assets/job-page-script-Ab12.js',
    ])
      expect(allowed(path), path).toBe(true);
    for (const path of [
      '/',
      '/login',
      '/requisitions',
      '/applicants/123',
      '/api/jobs/list',
      `/interviews/requisition/${ids.onsite}/apply/instructions-reminders`,
      `/interviews/requisition/${ids.onsite}/apply/personal-info`,
      `/interviews/requisition/${ids.onsite}/3f1c9a0e-0000-4000-8000-000000000000/status`,
      '/interviews/continue/tok_123',
      '/interviews/typing-assessment/tok_123',
      '/surveys/anps/tok_123',
      '/public-recordings/view/share_1',
    ])
      expect(allowed(path), path).toBe(false);
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  });
});

describe('sitemap.xml', () => {
  it('lists the board and each open job with lastmod; a closed job drops out', async () => {
    const read = async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(XMLValidator.validate(res.body)).toBe(true);
      const { urlset } = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.body);
      return urlset.url as { loc: string; lastmod: string }[];
    };
    const urls = await read();
    expect(urls.map((u) => u.loc).sort()).toEqual(
      [
        `${SITE}/jobs`,
        `${SITE}/interviews/requisition/${ids.onsite}`,
        `${SITE}/interviews/requisition/${ids.remote}`,
      ].sort(),
    );
    for (const u of urls) expect(new Date(u.lastmod).toISOString()).toBe(u.lastmod);

    await ok('PUT', `/api/requisitions/update/${ids.remote}`, { status: 'filled' });
    await expect
      .poll(async () => (await read()).map((u) => u.loc))
      .not.toContain(`${SITE}/interviews/requisition/${ids.remote}`);
    await ok('PUT', `/api/requisitions/update/${ids.remote}`, { status: 'opened' });
    await ok('PUT', `/api/requisitions/update/${ids.remote}`, { publishStatus: 'published' });
    await expect.poll(async () => (await read()).length).toBe(3);
  });
});

describe('job feeds', () => {
  it('feed.xml is well-formed XML in the aggregators’ format, with every field the data holds', async () => {
    const res = await get('/jobs/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers.etag).toBeDefined();
    expect(XMLValidator.validate(res.body)).toBe(true);
    const { source } = new XMLParser({ isArray: (name) => name === 'job' }).parse(res.body);
    expect(source.publisher).toBe('ATS Careers');
    expect(source.publisherurl).toBe(`${SITE}/jobs`);
    const jobs = source.job as Record<string, string>[];
    // A title may hold the characters that end a CDATA section: they come back as written.
    expect(jobs.map((j) => j.title).sort()).toEqual(['Bilingual agent', 'Chat support ]]> nights']);
    const onsite = jobs.find((j) => j.title === 'Bilingual agent')!;
    expect(onsite).toMatchObject({
      company: 'Acme & Sons',
      city: 'Heredia',
      country: 'CR',
      url: `${SITE}/interviews/requisition/${ids.onsite}`,
      jobtype: 'parttime',
      salary: 'USD 900 – 1,100 per month',
      description: '<p>Calls &amp; chat.</p>',
    });
    expect(onsite.referencenumber).toMatch(/^REQ-\d{4}-\d{4}$/);
    expect(Number.isNaN(Date.parse(String(onsite.date)))).toBe(false);
    const remote = jobs.find((j) => j.title === 'Chat support ]]> nights')!;
    expect(remote).toMatchObject({ country: 'PH', jobtype: 'fulltime', remotetype: 'Fully remote' });
    expect(res.body).not.toContain('Secret');
  });

  it('feed.json is a schema.org list of JobPosting that Google’s rich-result rules accept', async () => {
    const res = await get('/jobs/feed.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const feed = JSON.parse(res.body);
    expect(feed).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    const postings = feed.itemListElement.map((e: { item: unknown }) => e.item);
    const onsite = postings.find((p: { title: string }) => p.title === 'Bilingual agent');
    expect(onsite).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'PART_TIME',
      directApply: true,
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 900, maxValue: 1100, unitText: 'MONTH' },
      },
      jobLocation: { address: { addressLocality: 'Heredia', addressCountry: 'CR' } },
    });
    const remote = postings.find((p: { title: string }) => p.title === 'Chat support ]]> nights');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'PH' },
    });
    expect(remote.baseSalary).toBeUndefined(); // "Competitive" states no amount
    // No errors; the only warnings are for what does not apply or the product does not hold: no
    // closing date; jobLocationType (whose one value is TELECOMMUTE) and the applicant's country
    // belong to remote jobs only; no pay figure in "Competitive".
    expect(await issuesOf({ '@context': 'https://schema.org/', ...onsite })).toEqual(ONSITE_WARNINGS);
    expect(await issuesOf({ '@context': 'https://schema.org/', ...remote })).toEqual([
      'WARNING: Missing field "baseSalary" (optional)',
      'WARNING: Missing field "validThrough" (optional)',
    ]);
  });

  it('the job page carries the same JobPosting, accepted by the rules', async () => {
    const html = (await get(`/interviews/requisition/${ids.onsite}`)).body;
    const posting = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
    expect(posting).toMatchObject({ directApply: true, baseSalary: { currency: 'USD' } });
    expect(await issuesOf(posting)).toEqual(ONSITE_WARNINGS);
  });
});
