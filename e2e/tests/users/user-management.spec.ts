import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { mailsTo, waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { UsersPage } from '../../pages/users-page';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';
import { createRole, createUser, seedUserWithRole } from '../../requests/users';

describe('user management', () => {
  it('creates, edits and deletes a user through the dialog', async () => {
    const admin = await adminLogin();
    const role = await createRole(admin.token, {
      name: `Reviewer ${Date.now()}`,
      permissions: grant({ dashboard: ['view'] }),
    });
    const page = await signedInPage(admin);
    const users = new UsersPage(page);
    await users.open();

    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('button', { name: 'Add user' }).last().click();
    await users.dialog.getByText('First name is required').waitFor();
    await users.dialog.getByText('Choose a role').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'user-dialog');

    const email = `grace-${Date.now()}@example.com`;
    await users.fillDialog({ firstName: 'Grace', lastName: 'Hopper', email, role: role.name });
    await users.dialog.getByRole('button', { name: 'Add user' }).click();
    await users.dialog.waitFor({ state: 'detached' });
    await users.row(email).waitFor();
    await waitForMail(email);

    // Duplicate email: shown under the field.
    await page.getByRole('button', { name: 'Add user' }).click();
    await users.fillDialog({
      firstName: 'Other',
      lastName: 'Person',
      email: email.toUpperCase(),
      role: role.name,
    });
    await users.dialog.getByRole('button', { name: 'Add user' }).click();
    await users.dialog.getByText(/already/i).waitFor();
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();

    await users.row(email).getByRole('button', { name: 'Edit Grace Hopper' }).click();
    await users.fillDialog({ lastName: 'Brewster Hopper' });
    await users.dialog.getByRole('button', { name: 'Save' }).click();
    await users.dialog.waitFor({ state: 'detached' });
    await users.row('Grace Brewster Hopper').waitFor();

    await users.row(email).getByRole('button', { name: 'Delete Grace Brewster Hopper' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Grace Brewster Hopper was deleted').waitFor();
    await expect.poll(() => users.row(email).count()).toBe(0);
  });

  it('searches, filters by role (kept in the URL) and loads more', async () => {
    const admin = await adminLogin();
    const role = await createRole(admin.token, {
      name: `Bulk ${Date.now()}`,
      permissions: grant({ dashboard: ['view'] }),
    });
    const tag = `Loadmore${Date.now()}`;
    for (let i = 0; i < 27; i++)
      await createUser(admin.token, {
        roleId: role.id,
        firstName: `P${String(i).padStart(2, '0')}`,
        lastName: tag,
      });
    const page = await signedInPage(admin);
    const users = new UsersPage(page);
    await users.open();
    // The unfiltered list may show the same 25 rows first (these names sort first): wait for the
    // searched page itself to arrive before loading more.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/users/list') && r.url().includes(`search=${tag}`),
    );
    await users.search(tag);
    await page.waitForURL((u) => u.searchParams.get('search') === tag);
    await searched;
    await expect.poll(() => users.table.locator('tbody tr', { hasText: tag }).count()).toBe(25);
    expect(await users.table.locator('tbody tr').count()).toBe(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => users.table.locator('tbody tr').count()).toBe(27);
    await page.getByText('Showing 27 (all)').waitFor();

    await page.goto(`/settings/user-management?roleId=${role.id}`);
    await page
      .getByRole('button', { name: 'Remove' })
      .or(page.getByText(`Role: ${role.name}`))
      .first()
      .waitFor();
    await expect.poll(() => users.table.locator('tbody tr').count()).toBe(25);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.waitForURL((u) => !u.searchParams.has('roleId'));
  });

  it('sends the password email to a user', async () => {
    const admin = await adminLogin();
    const role = await createRole(admin.token, { permissions: grant({ dashboard: ['view'] }) });
    const user = await createUser(admin.token, { roleId: role.id });
    await waitForMail(user.email);
    const before = mailsTo(user.email).length;
    const page = await signedInPage(admin);
    const users = new UsersPage(page);
    await users.open(`?search=${encodeURIComponent(user.email)}`);
    await users
      .row(user.email)
      .getByRole('button', { name: `Send password email to ${user.email}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Password email sent to ${user.email}`).waitFor();
    await waitForMail(user.email, { after: before });
  });

  it('a role with only view sees the list without add, edit or delete', async () => {
    const admin = await adminLogin();
    const { login } = await seedUserWithRole(admin.token, grant({ 'user-management': ['view'] }));
    const page = await signedInPage(login);
    const users = new UsersPage(page);
    await users.open();
    await users.table.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add user' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    // The line-of-business filter works or is left out; the page itself never breaks.
    expect(await call('GET', '/users/list', { token: login.token })).toHaveProperty('items');
  });

  it('a user manager is offered only roles within their own permissions and cannot touch the administrator', async () => {
    const admin = await adminLogin();
    const { login, role } = await seedUserWithRole(
      admin.token,
      grant({ 'user-management': ['view', 'edit', 'delete'], dashboard: ['view'] }),
    );
    const page = await signedInPage(login);
    const users = new UsersPage(page);
    await users.open(`?search=${encodeURIComponent(env.adminEmail)}`);
    await users.row(env.adminEmail).waitFor();
    // The administrator holds more than this manager: no edit, email or delete actions on that row.
    expect(await users.row(env.adminEmail).getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Add user' }).click();
    await users.dialog.getByRole('combobox', { name: 'Role' }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(offered).toContain(role.name);
    expect(offered).not.toContain('Administrator');
    expect(offered).not.toContain('Recruiter');
    await page.keyboard.press('Escape');
    await users.dialog.getByText('Only roles with permissions you hold yourself are offered.').waitFor();
    await expectNoA11yViolations(page);
  });

  it('passes axe and looks right at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
      const users = new UsersPage(page);
      await users.open();
      await users.table.locator('tbody tr').first().waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'user-management');
    }
  });
});
