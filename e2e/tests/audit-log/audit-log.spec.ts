import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness } from '../../requests/requisitions';
import { seedUserWithRole } from '../../requests/users';

describe('audit log', () => {
  it('shows a change made in this test with its before/after, filtered through the URL', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token, { description: 'Before text' });
    await call('POST', `/lobs/update/${lob.id}`, { token: admin.token, body: { description: 'After text' } });

    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await signedInPage(admin, vp);
      await page.goto(`/settings/audit-log?entityId=${lob.id}`);
      await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
      const row = page.getByRole('row').filter({ hasText: 'After text' });
      await row.waitFor();
      expect(await row.getByText('Before text').count()).toBe(1);
      expect(await row.getByText('Update', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('row').filter({ hasText: 'Create' }).count()).toBe(1);
      expect(await page.getByRole('textbox', { name: 'Entity id' }).inputValue()).toBe(lob.id);
      await expectNoA11yViolations(page);
      await screenshot(page, 'audit-log');
    }
  });

  it('is a Settings menu item for administrators only by default', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Audit Log' }).first().click();
    await page.waitForURL('**/settings/audit-log');
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();

    const { login } = await seedUserWithRole(admin.token, grant({ 'user-management': ['view'] }));
    const other = await signedInPage(login, VIEWPORTS.desktop);
    await other.goto('/settings/audit-log');
    await other.getByText('You are not authorized to access this page.').waitFor();
  });
});
