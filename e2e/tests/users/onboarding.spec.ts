import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { passwordLinkIn, waitForMail } from '../../fixtures/mail';
import { loginThroughUi } from '../../fixtures/session';
import { RolesPage } from '../../pages/roles-page';
import { Shell } from '../../pages/shell';
import { UsersPage } from '../../pages/users-page';

describe('onboarding a colleague (the README walk-through)', () => {
  it('the administrator creates a role and a user; the user sets a password and sees only what the role allows', async () => {
    const stamp = Date.now();
    const roleName = `Hiring Assistant ${stamp}`;
    const email = `ada-${stamp}@example.com`;

    // Administrator, in one browser context, entirely through the UI.
    const admin = await newPage();
    await loginThroughUi(admin, env.adminEmail, env.adminPassword);
    const roles = new RolesPage(admin);
    await roles.open();
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.getByRole('dialog').getByLabel('Role name').fill(roleName);
    await admin.getByRole('dialog').getByRole('button', { name: 'Create role' }).click();
    await admin.getByTestId('selected-role-name').filter({ hasText: roleName }).waitFor();
    await roles.permission('Requisitions', 'View').check();
    await roles.permission('Prompt Library', 'Edit').check();
    await roles.save();

    const users = new UsersPage(admin);
    await users.open();
    await admin.getByRole('button', { name: 'Add user' }).click();
    await users.fillDialog({ firstName: 'Ada', lastName: 'Lovelace', email, role: roleName });
    await users.dialog.getByRole('button', { name: 'Add user' }).click();
    await users.row(email).waitFor();

    // The colleague, in another context: the invite link, a password, sign in.
    const colleague = await newPage();
    const mail = await waitForMail(email);
    await colleague.goto(passwordLinkIn(mail.text));
    const password = 'Analytical-Engine-1843';
    await colleague.locator('input[name="password"]').fill(password);
    await colleague.locator('input[name="confirmPassword"]').fill(password);
    await colleague.getByRole('button', { name: 'Set password' }).click();
    await colleague.getByRole('link', { name: 'Sign in' }).click();
    await loginThroughUi(colleague, email, password);
    await colleague.waitForURL('**/dashboard');
    await colleague.getByRole('heading', { level: 1, name: /, Ada$/ }).waitFor();
    expect(await new Shell(colleague).menuEntries()).toEqual(['Dashboard', 'Requisitions', 'Prompt Library']);
    await expectNoA11yViolations(colleague);

    await colleague.goto('/settings/user-management');
    await colleague.getByText('You are not authorized to access this page.').waitFor();
  });
});
