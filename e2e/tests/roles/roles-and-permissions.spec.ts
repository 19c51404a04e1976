import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { RolesPage } from '../../pages/roles-page';
import { Shell } from '../../pages/shell';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';
import { savePermissions, seedUserWithRole, setRoleStatus } from '../../requests/users';

const focusWindow = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });

describe('roles and permissions', () => {
  it('creates and renames a role, saves its matrix in one action', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    const roles = new RolesPage(page);
    await roles.open();
    const name = `Coordinator ${Date.now()}`;
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('dialog').getByLabel('Role name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Create role' }).click();
    await page.getByTestId('selected-role-name').filter({ hasText: name }).waitFor();

    // Only supported operations have a checkbox.
    expect(await roles.permission('Roles & Permissions', 'Delete').count()).toBe(0);
    await roles.permission('User Management', 'Edit').check();
    expect(await roles.permission('User Management', 'View').isChecked()).toBe(true);
    await roles.permission('Applicants: Manual Applicant Tracker', 'Small teams').check();
    await page.getByText('Unsaved changes').waitFor();
    await roles.save();

    const saved = (
      await call<{ items: { name: string; permissions: Record<string, Record<string, boolean>> }[] }>(
        'GET',
        '/roles/list',
        { token: admin.token },
      )
    ).items.find((r) => r.name === name);
    expect(saved?.permissions['user-management']).toMatchObject({ view: true, edit: true, delete: false });
    expect(saved?.permissions['applicant-tracker']).toMatchObject({ view: true, small_teams: true });

    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Role name').fill(`${name} (renamed)`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('selected-role-name')
      .filter({ hasText: `${name} (renamed)` })
      .waitFor();
  });

  it('warns before leaving with unsaved permission changes', async () => {
    const admin = await adminLogin();
    const { role } = await seedUserWithRole(admin.token, grant({ dashboard: ['view'] }));
    const page = await signedInPage(admin);
    const roles = new RolesPage(page);
    await roles.open();
    await roles.select(role.name);
    await roles.permission('Prompt Library', 'View').check();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'User Management' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/settings/roles-and-permissions');
    expect(await roles.permission('Prompt Library', 'View').isChecked()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'User Management' })
      .click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL('**/settings/user-management');
  });

  it('a permission change reaches a signed-in user when the session query refetches', async () => {
    const admin = await adminLogin();
    const { role, login } = await seedUserWithRole(admin.token, grant({ 'user-management': ['view'] }));
    const page = await signedInPage(login);
    await page.goto('/dashboard');
    const shell = new Shell(page);
    expect(await shell.menuEntries()).toEqual(['Dashboard', 'User Management']);

    await savePermissions(
      admin.token,
      role.id,
      grant({ 'user-management': ['view'], 'prompt-library': ['view'] }),
    );
    await focusWindow(page);
    await expect.poll(() => shell.menuEntries()).toEqual(['Dashboard', 'Prompt Library', 'User Management']);

    await setRoleStatus(admin.token, role.id, 0);
    await focusWindow(page);
    await page.getByText('Access has been revoked. Redirecting to login.').waitFor();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Access has been revoked. Redirecting to login.').isVisible()).toBe(true);
  });

  it('the administrator role is shown read-only', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    const roles = new RolesPage(page);
    await roles.open();
    await roles.select(admin.roleName);
    await page.getByText('The Administrator role always has every permission').waitFor();
    expect(await roles.permission('User Management', 'View').isDisabled()).toBe(true);
  });

  it('passes axe and looks right at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
      const roles = new RolesPage(page);
      await roles.open();
      await page.getByTestId('selected-role-name').waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'roles-and-permissions');
    }
  });
});
