import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness } from '../../requests/requisitions';

/** The shell's sidebar is checked by the shell's own specs; these specs check this screens. */
const AXE = { exclude: ['[data-testid="sidebar"]'] };

describe('lines of business', () => {
  it('creates a line of business in the dialog, edits it, and filters the list (URL keeps the filters)', async () => {
    const admin = await adminLogin();
    const page = await signedInPage(admin);
    await page.goto('/clients');
    await page.waitForURL('**/clients/lines-of-business');
    await page.getByRole('heading', { name: 'Lines of Business', level: 1 }).waitFor();

    const name = `Care Voice ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'New line of business' }).click();
    const dialog = page.getByRole('dialog', { name: 'New line of business' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await dialog.getByLabel('Name').first().fill(name);
    await dialog.getByLabel('Client').fill('Northwind Telecom');
    await dialog.getByRole('combobox', { name: 'Line type' }).click();
    await page.getByRole('option', { name: 'Corporate' }).click();
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'India' }).click();
    await dialog.getByLabel('Description').fill('Inbound voice support');
    await screenshot(page, 'lines-of-business-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect((await row.textContent()) ?? '').toMatch(
      /Northwind Telecom[\s\S]*N\/A[\s\S]*Corporate[\s\S]*India[\s\S]*Active/,
    );

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit line of business' });
    await edit.getByLabel('Active').click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Inactive').waitFor();

    await page.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('menuitemradio', { name: 'Inactive' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.searchParams.get('active') === 'false');
    await row.waitFor();
    await page.reload();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
  });

  it('is axe clean and readable at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const name = `Member Services ${randomUUID().slice(0, 6)}`;
    await createLineOfBusiness(admin.token, {
      name,
      clientName: 'Acme Health',
      lineType: 'corporate',
      country: 'usa',
    });
    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
      await page.goto(`/clients/lines-of-business?search=${encodeURIComponent('Member Services')}`);
      await page.getByRole('row', { name: new RegExp(name) }).waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'lines-of-business');
    }
  });
});
