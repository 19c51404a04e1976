import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { mailsTo, passwordLinkIn, waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { loginThroughUi, signedInPage } from '../../fixtures/session';
import { LoginPage } from '../../pages/login-page';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { Shell } from '../../pages/shell';
import { adminLogin, apiLogin } from '../../requests/auth';
import { seedUserWithRole } from '../../requests/users';

describe('sign-in screens', () => {
  it('a signed-out visitor is sent to /login and lands on the remembered page after signing in', async () => {
    const page = await newPage();
    await page.goto('/settings/roles-and-permissions?x=1');
    await page.waitForURL('**/login');
    await loginThroughUi(page, env.adminEmail, env.adminPassword);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/settings/roles-and-permissions?x=1',
    );
    await page.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
  });

  it('a first visit of /login gets the light sign-in page, which opens the remembered page signed in', async () => {
    const page = await newPage();
    await page.goto('/settings/roles-and-permissions?x=1');
    await page.waitForURL('**/login');
    // Loaded again, /login is the public entry's page (no staff code); the router state stays.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const entry = await page.evaluate(() =>
      document.querySelector('script[type="module"]')?.getAttribute('src'),
    );
    expect(entry).toMatch(/\/assets\/public-/);
    await loginThroughUi(page, env.adminEmail, env.adminPassword);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/settings/roles-and-permissions?x=1',
    );
    await page.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
    // The staff app took the session over: its next page needs no sign-in.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('wrong credentials show the error in place and stay on /login', async () => {
    const page = await newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(env.adminEmail, 'not-the-password');
    await expect.poll(() => login.error.textContent()).toMatch(/invalid|incorrect|wrong/i);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('validates the form with the contract schema before calling the API', async () => {
    const page = await newPage();
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
  });

  it('a signed-in user who opens a login-only screen goes home', async () => {
    const page = await signedInPage(await adminLogin());
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.goto('/reset-password');
    await page.waitForURL('**/dashboard');
  });

  it('logout ends the server session and returns to /login', async () => {
    const login = await adminLogin();
    const page = await signedInPage(login);
    await page.goto('/dashboard');
    await new Shell(page).logout();
    const stored = await page.evaluate(() => localStorage.getItem('persist:root') ?? '');
    expect(stored).not.toContain(login.token);
    const res = await fetch(`${env.baseUrl}/api/users/role`, {
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(res.status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('reset password always answers the same, and the mailed link sets a new password', async () => {
    const admin = await adminLogin();
    const { user } = await seedUserWithRole(admin.token, {
      dashboard: { view: true, edit: false, delete: false, small_teams: false },
    });
    const page = await newPage({ ...VIEWPORTS.mobile });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'reset-password');

    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send link' }).click();
    const unknownAnswer = await page.getByRole('status').textContent();

    const before = mailsTo(user.email).length;
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(unknownAnswer);
    const mail = await waitForMail(user.email, { after: before });

    await page.goto(passwordLinkIn(mail.text));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.locator('input[name="password"]').fill('short');
    await page.locator('input[name="confirmPassword"]').fill('different');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();

    const password = 'A-much-Better-Passphrase-7';
    await page.locator('input[name="password"]').fill(password);
    await page.getByText('Strength: Strong').waitFor();
    await page.locator('input[name="confirmPassword"]').fill(password);
    await expectNoA11yViolations(page);
    await screenshot(page, 'set-new-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Password set' }).waitFor();
    await expect(apiLogin(user.email, password)).resolves.toMatchObject({ email: user.email });
  });

  it('an incomplete set-new-password link says so', async () => {
    const page = await newPage();
    await page.goto('/set-new-password');
    await page.getByText('This link is incomplete.', { exact: false }).waitFor();
  });

  it('the login screen passes axe at desktop and mobile widths', async () => {
    const pageAt = pagePerViewport((vp) => newPage(vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
      await new LoginPage(page).open();
      await expectNoA11yViolations(page);
      await screenshot(page, 'login');
    }
  });
});
