import { randomUUID } from 'node:crypto';
import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { Shell } from '../../pages/shell';
import { adminLogin } from '../../requests/auth';
import { seedUserWithRole } from '../../requests/users';

describe('application shell', () => {
  it('/ goes to the dashboard, which greets the user and offers the areas the role may open', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: new RegExp(`, ${admin.firstName}$`) }).waitFor();
    expect(await page.getByTestId('dashboard-area').count()).toBeGreaterThan(10);
    await page.getByTestId('dashboard-area').filter({ hasText: 'Roles & Permissions' }).click();
    await page.waitForURL('**/settings/roles-and-permissions');
  });

  it('the menu shows only what the role allows, and other pages show Access Denied', async () => {
    const admin = await adminLogin();
    const { login } = await seedUserWithRole(
      admin.token,
      grant({ 'user-management': ['view'], 'typing-tests': ['view'] }),
    );
    const page = await signedInPage(login);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    expect(await shell.menuEntries()).toEqual(['Dashboard', 'Typing Tests', 'User Management']);
    expect(await page.getByTestId('dashboard-area').allInnerTexts()).toEqual([
      'Typing Tests',
      'User Management',
    ]);

    await page.goto('/settings/roles-and-permissions');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You are not authorized to access this page.').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'access-denied');
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await page.waitForURL('**/dashboard');

    // A Testing Results page is allowed through its alternative id (typing-tests).
    await page.goto('/testing-results/typing-test-results');
    expect(await page.getByText('You are not authorized to access this page.').count()).toBe(0);
  });

  it('the sidebar is closed at 1024 px and open at 1440 px, and toggles', async () => {
    const admin = await adminLogin();
    const narrow = await signedInPage(admin, VIEWPORTS.laptop);
    await narrow.goto('/dashboard');
    const shellNarrow = new Shell(narrow);
    await narrow.getByRole('heading', { level: 1 }).waitFor();
    expect(await shellNarrow.isSidebarOpen()).toBe(false);
    await shellNarrow.toggleSidebar();
    await expect.poll(() => shellNarrow.isSidebarOpen()).toBe(true);

    const wide = await signedInPage(admin, VIEWPORTS.desktop);
    await wide.goto('/dashboard');
    await wide.getByRole('heading', { level: 1 }).waitFor();
    const shellWide = new Shell(wide);
    await expect.poll(() => shellWide.isSidebarOpen()).toBe(true);
    await shellWide.toggleSidebar();
    await expect.poll(() => shellWide.isSidebarOpen()).toBe(false);
  });

  it('an unknown path shows the not-found page; legacy talent-acquisition paths redirect', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'not-found');

    await page.goto('/talent-acquisition/requisitions?search=x');
    await page.waitForURL((u) => u.pathname === '/talent-discovery/requisitions' && u.search === '?search=x');
  });

  it('a 401 on a signed-in call says "Invalid token", clears the session and goes to /login', async () => {
    const admin = await adminLogin();
    const page = await signedInPage({ ...admin, token: `${admin.token}x` });
    await page.goto('/settings/user-management');
    await page.getByText('Invalid token. Redirecting to login.').waitFor();
    await page.waitForURL('**/login');
    // The staff app draws /login itself here, so the notice is still there over the sign-in form.
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Invalid token. Redirecting to login.').isVisible()).toBe(true);
  });

  it('breadcrumbs show the menu group and page, with a back button', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    await page.goto('/dashboard');
    await page.goto('/settings/roles-and-permissions');
    const crumbs = new Shell(page).breadcrumbs;
    await crumbs.getByText('Roles & Permissions').waitFor();
    expect(await crumbs.textContent()).toMatch(/Home\s*\/\s*Settings\s*\/\s*Roles & Permissions/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('detail pages show their parent list; archived views show Archived Items and (Archived)', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    const crumbs = new Shell(page).breadcrumbs;
    // An unknown applicant: the name never arrives, so the crumb stays the (accessible) placeholder.
    await page.goto(`/talent-discovery/req-applicant-tracker/${randomUUID()}`);
    await crumbs.getByText('Requisition Applicant Tracker').waitFor();
    expect(await crumbs.textContent()).toMatch(
      /Home\s*\/\s*Talent Discovery\s*\/\s*Requisition Applicant Tracker/,
    );
    expect(
      await crumbs.getByRole('link', { name: 'Requisition Applicant Tracker' }).getAttribute('href'),
    ).toBe('/talent-discovery/req-applicant-tracker');
    const loading = page.getByTestId('breadcrumb-loading');
    expect(await loading.getAttribute('aria-busy')).toBe('true');
    expect(await loading.textContent()).toContain('Loading…');
    await expectNoA11yViolations(page);

    await page.goto('/archived-items/req-applicant-tracker');
    await crumbs.getByText('Requisition Applicant Tracker (Archived)').waitFor();
    const text = (await crumbs.textContent()) ?? '';
    expect(text).toMatch(/Home\s*\/\s*Archived Items\s*\/\s*Requisition Applicant Tracker \(Archived\)/);
    expect(text).not.toContain('Settings');
  });
});
