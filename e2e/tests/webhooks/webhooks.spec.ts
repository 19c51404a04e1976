import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { createApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';

describe('Settings › Webhooks', () => {
  it('adds an endpoint, shows its secret once, and logs a refused delivery to a loopback address', async () => {
    const admin = await adminLogin();
    // A loopback endpoint: the server refuses it at send time (no request leaves the machine).
    const url = `https://127.0.0.1:9/ats-${Date.now()}`;
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto('/settings/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await dialog.getByRole('combobox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'Applicant created' }).click();
    await page.keyboard.press('Escape');
    await expectNoA11yViolations(page, { include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Endpoint added' });
    expect(await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();

    await createApplicant(admin.token, { firstName: 'Webhook', lastName: 'Event' } as never);
    for (const vp of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const at = await signedInPage(admin, vp);
      await at.goto('/settings/webhooks');
      await at.getByRole('link', { name: url }).click();
      await at.getByRole('heading', { name: url, level: 1 }).waitFor();
      // Every applicant the suite's other workers create is delivered too: any such row will do.
      const row = at.getByRole('row').filter({ hasText: 'Applicant created' }).first();
      await row.getByText('Retrying').waitFor({ timeout: 20_000 });
      if (vp === VIEWPORTS.desktop) await row.getByText(/Refused: 127\.0\.0\.1/).waitFor();
      await expectNoA11yViolations(at);
      await screenshot(at, 'webhook-deliveries');
    }
    await page.goto('/settings/webhooks');
    const listed = page.getByRole('row').filter({ hasText: url });
    await listed.getByText('on', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'webhooks');
  });
});
