import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { Shell } from '../../pages/shell';
import { adminLogin } from '../../requests/auth';
import { seedUserWithRole } from '../../requests/users';

describe('application shell: layouts, theme and axe at 1440 and 390 px', () => {
  it('users and roles fit a 390 px screen and pass axe with the sidebar open at 1440 px', async () => {
    const admin = await adminLogin();
    const pages = [
      ['/settings/user-management', 'User Management'],
      ['/settings/roles-and-permissions', 'Roles & Permissions'],
    ] as const;
    const narrow = await signedInPage(admin, VIEWPORTS.mobile);
    const wide = await signedInPage(admin, VIEWPORTS.desktop);
    for (const [url, title] of pages) {
      await narrow.goto(url);
      await narrow.getByRole('heading', { level: 1, name: title }).waitFor();
      await narrow.waitForLoadState('networkidle');
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await wide.goto(url);
      await wide.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => new Shell(wide).isSidebarOpen()).toBe(true);
      await expectNoA11yViolations(wide); // the sidebar included
    }
  });

  it('the theme settings apply live and persist', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Theme settings' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Horizontal' }).click();
    await page.getByRole('button', { name: 'Close settings' }).click();
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bg()).toBe('rgb(15, 20, 32)');
    await page.reload();
    expect(await bg()).toBe('rgb(15, 20, 32)');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Settings' })
      .waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'dashboard-dark-horizontal');
  });

  it('the dashboard passes axe at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    const dashboardAt = async (vp: { width: number; height: number }) => {
      const page = await pageAt(vp);
      await page.goto('/dashboard');
      await page.getByTestId('dashboard-area').first().waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'dashboard');
      return page;
    };
    await dashboardAt(VIEWPORTS.desktop);
    const phone = await dashboardAt(VIEWPORTS.mobile);
    // On the phone, the menu opens over the dashboard.
    await new Shell(phone).toggleSidebar();
    await phone.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await screenshot(phone, 'sidebar-open');
  });

  it('access denied, not found, reset and set-new-password pass axe at both widths', async () => {
    const admin = await adminLogin();
    const { login } = await seedUserWithRole(admin.token, grant({ 'typing-tests': ['view'] }));
    const deniedAt = pagePerViewport((vp) => signedInPage(login, vp));
    const guestAt = pagePerViewport(newPage);
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const denied = await deniedAt(vp);
      await denied.goto('/settings/user-management');
      await denied.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await expectNoA11yViolations(denied);
      await screenshot(denied, 'access-denied');
      await denied.goto('/nothing-here');
      await denied.getByRole('heading', { name: 'Page not found' }).waitFor();
      await expectNoA11yViolations(denied);
      await screenshot(denied, 'not-found');

      const guest = await guestAt(vp);
      await guest.goto('/reset-password');
      await guest.getByRole('heading', { name: 'Reset password' }).waitFor();
      await expectNoA11yViolations(guest);
      await screenshot(guest, 'reset-password');
      await guest.goto(`/set-new-password?userId=${login.id}&token=${'x'.repeat(40)}`);
      await guest.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await expectNoA11yViolations(guest);
      await screenshot(guest, 'set-new-password');
    }
  });
});
