import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { getBrowser, newPage, VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { screenshot } from '../../fixtures/screenshot';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

/** Two open jobs of one client, found by a word only they carry. */
const seedJobs = async () => {
  const admin = await adminLogin();
  const tag = `Board${randomUUID().slice(0, 6)}`;
  const lob = await createLineOfBusiness(admin.token, { clientName: 'Tico Contact', country: 'costa-rica' });
  const job = (title: string, extra: Record<string, unknown>) =>
    createRequisition(admin.token, {
      lobId: lob.id,
      jobTitle: { jobTitle: `${title} ${tag}`, location: 'Heredia' },
      country: 'costa-rica',
      status: 'opened',
      publishStatus: 'published',
      description: `<p>Answer calls and chats in English and Spanish. ${tag}</p>`,
      ...extra,
    } as never);
  const onsite = await job('Bilingual agent', { payText: 'USD 900 – 1,100 per month' });
  const remote = await job('Chat support', {
    jobTitle: { jobTitle: `Chat support ${tag}`, location: 'Manila', workEnvironment: 'remote' },
    country: 'philippines',
  });
  return { tag, onsite, remote };
};

describe('the job board as served HTML', () => {
  it('a candidate with scripts off searches, narrows by country, switches to Spanish and opens a job', async () => {
    const { tag, onsite } = await seedJobs();
    const context = await (await getBrowser()).newContext({
      baseURL: env.baseUrl,
      viewport: VIEWPORTS.mobile,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto('/jobs');
      await page.getByRole('heading', { level: 1, name: 'Open jobs' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill(tag);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '2 open jobs' }).waitFor();
      await page.getByLabel('Country').selectOption('costa-rica');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '1 open job' }).waitFor();
      expect(new URL(page.url()).searchParams.get('country')).toBe('costa-rica');

      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: 'Vacantes abiertas' }).waitFor();
      // The filters are kept across the language switch.
      expect(await page.getByRole('searchbox', { name: 'Buscar vacantes' }).inputValue()).toBe(tag);
      await page.getByRole('status').filter({ hasText: '1 vacante abierta' }).waitFor();
      await page.getByRole('link', { name: new RegExp(`Bilingual agent ${tag}`) }).click();
      await page.waitForURL(new RegExp(`/interviews/requisition/${onsite.id}$`));
      await page.getByRole('link', { name: 'Postularme' }).first().waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('looks like the app at 390 and 1440 px and passes axe', async () => {
    const { tag } = await seedJobs();
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const page = await newPage(viewport);
      await page.goto(`/jobs?search=${tag}`);
      await page.getByRole('link', { name: new RegExp(`Chat support ${tag}`) }).waitFor();
      await page.getByText('Remote (Manila, Philippines)').waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'job-board-served');
    }
  }, 120_000);

  it("the app's link to the open jobs, from a job no longer open, loads the served board", async () => {
    const page = await newPage(VIEWPORTS.mobile);
    // An unknown job: the app's job page says it is no longer open (its panel loads when shown).
    await page.goto('/interviews/requisition/00000000-0000-4000-8000-000000000000');
    await page.getByRole('link', { name: 'See open jobs' }).click();
    await page.waitForURL((u) => u.pathname === '/jobs');
    await page.getByRole('heading', { level: 1, name: 'Open jobs' }).waitFor();
    // The page the server sends (its GET form), not an app screen: the app has no board.
    expect(await page.locator('form.filters[method="get"]').count()).toBe(1);
    expect(await page.locator('#root').count()).toBe(0);
  }, 120_000);
});
