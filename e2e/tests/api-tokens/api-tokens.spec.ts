import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';

describe('Settings › API Tokens', () => {
  it('creates a token, shows its secret once, the secret lists applicants, and revoking stops it', async () => {
    const admin = await adminLogin();
    const roleName = `Payroll reader ${Date.now()}`;
    await call('POST', '/roles/create', {
      token: admin.token,
      body: { name: roleName, permissions: grant({ 'applicant-tracker': ['view'] }) },
    });
    const name = `Payroll sync ${Date.now()}`;
    for (const vp of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const page = await signedInPage(admin, vp);
      await page.goto('/settings/api-tokens');
      await page.getByRole('heading', { name: 'API Tokens', level: 1 }).waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'api-tokens');
      if (vp !== VIEWPORTS.desktop) continue;

      await page.getByRole('link', { name: 'API Tokens' }).first().waitFor();
      await page.getByRole('button', { name: 'New token' }).click();
      const dialog = page.getByRole('dialog', { name: 'New API token' });
      await dialog.getByRole('button', { name: 'Create token' }).click();
      await dialog.getByText('Name is required').waitFor();
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: roleName }).click();
      await expectNoA11yViolations(page, { include: ['[role="dialog"]'] });
      await dialog.getByRole('button', { name: 'Create token' }).click();

      const shown = page.getByRole('dialog', { name: `Token "${name}" created` });
      const secret = await shown.getByRole('textbox', { name: 'API token' }).inputValue();
      expect(secret).toMatch(/^atsk_/);
      await screenshot(page, 'api-token-secret');
      await shown.getByRole('button', { name: 'Done' }).click();

      const res = await fetch(`${env.baseUrl}/api/applicants/list?limit=5`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(res.status).toBe(200);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('active').waitFor();
      await page.reload();
      await row.getByText(/from 127\.0\.0\.1|from ::1|from ::ffff:127\.0\.0\.1/).waitFor();
      expect(await page.getByText(secret).count()).toBe(0);

      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await row.getByText('revoked').waitFor();
      const after = await fetch(`${env.baseUrl}/api/applicants/list?limit=5`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(after.status).toBe(401);
    }
  });
});
