import { describe, expect, it } from 'vitest';
import { getBrowser, VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { seedFullJob } from '../../requests/applications';
import { adminLogin } from '../../requests/auth';
import { heading } from './apply-steps';

describe('application flow without JavaScript', () => {
  it('a candidate on a phone with scripts off gives the consent and her details and lands on the next step', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { typing: false });
    const context = await (await getBrowser()).newContext({
      baseURL: env.baseUrl,
      viewport: VIEWPORTS.mobile,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`/interviews/requisition/${job.requisition.id}`);
      await page.getByRole('link', { name: 'Apply now' }).first().click();
      await heading(page, 'Before you start');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Accept the privacy notice to continue').waitFor();
      await page.getByRole('checkbox', { name: /I have read and accept the privacy notice/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await heading(page, 'Personal information');
      await page.getByLabel('First name').fill('Nora');
      await page.getByLabel('Last name').fill('Sin Script');
      await page.getByLabel('Email').fill(`nora.${job.tag}@example.com`);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      // The server answers with the same form, her details kept and the missing one marked.
      await page.getByText('This field is required').waitFor();
      expect(await page.getByLabel('First name').inputValue()).toBe('Nora');
      await page.getByLabel('Phone').fill(`+506 83${String(Date.now()).slice(-6)}`);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL(
        new RegExp(`/interviews/requisition/${job.requisition.id}/[0-9a-f-]{36}/resume-profile$`),
      );
    } finally {
      await context.close();
    }
  }, 120_000);
});
