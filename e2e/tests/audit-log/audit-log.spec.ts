import { applicationStepPath, grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { call } from '../../requests/api-client';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition, updateRequisition } from '../../requests/requisitions';
import { seedUserWithRole } from '../../requests/users';

describe('audit log', () => {
  it('shows a change made in this test with its before/after, filtered through the URL', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token, { description: 'Before text' });
    await call('POST', `/lobs/update/${lob.id}`, { token: admin.token, body: { description: 'After text' } });

    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
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

  it('shows an entity’s History panel on its page, with the diff of a change made in this test', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const requisition = await createRequisition(admin.token, { lobId: lob.id, name: 'History before' });
    await updateRequisition(admin.token, requisition.id, { name: 'History after' } as never);

    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/requisitions/${requisition.id}`);
    const history = page.getByRole('region', { name: 'History' });
    const change = history.getByRole('listitem').filter({ hasText: 'History after' });
    await change.waitFor();
    expect(await change.getByText('History before').count()).toBe(1);
    expect(await change.filter({ hasText: /^Update/ }).count()).toBe(1);
    expect(
      await history
        .getByRole('listitem')
        .filter({ hasText: /^Create/ })
        .count(),
    ).toBe(1);
    await history.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page);
    await screenshot(page, 'history-panel');
  });

  it('resources: create, edit and archive on the screen; candidate resources of the line on the instructions step', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const requisition = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      publishStatus: 'published',
    } as never);
    const tag = lob.id.slice(0, 6);
    await call('POST', '/resources/create', {
      token: admin.token,
      body: {
        title: `Staff only ${tag}`,
        url: 'https://example.com/staff',
        audience: 'staff',
        lobId: lob.id,
      },
    });

    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto('/talent-discovery/resources');
    await page.getByRole('button', { name: 'New resource' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(`Prepare ${tag}`);
    await dialog.getByLabel('Description').fill('What to expect in your interview');
    await dialog.getByRole('combobox', { name: 'Audience' }).click();
    await page.getByRole('option', { name: 'Candidates' }).click();
    await dialog.getByRole('combobox', { name: 'Line of business' }).click();
    await page.getByRole('option', { name: lob.name }).click();
    await dialog.getByLabel('Link (https://…)').fill('https://example.com/prepare');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Edit Prepare ${tag}` }).click();
    await dialog.getByLabel('Title').fill(`Prepare well ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('row')
      .filter({ hasText: `Prepare well ${tag}` })
      .waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'resources');

    // The candidate sees the line's candidate resource, never the staff one.
    const candidate = await newPage(VIEWPORTS.mobile);
    await candidate.goto(applicationStepPath(requisition.id, null, 'instructions-reminders'));
    const resources = candidate.getByRole('region', { name: 'Resources to help you prepare' });
    await resources.getByRole('link', { name: `Prepare well ${tag}` }).waitFor();
    expect(await resources.getByText(`Staff only ${tag}`).count()).toBe(0);
    await expectNoA11yViolations(candidate);
    await screenshot(candidate, 'resources-instructions');

    // Archived: gone from the list and from candidate pages.
    await page.getByRole('button', { name: `Archive Prepare well ${tag}` }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `Prepare well ${tag}` })
      .waitFor({ state: 'detached' });
    const later = await newPage(VIEWPORTS.desktop);
    await later.goto(applicationStepPath(requisition.id, null, 'instructions-reminders'));
    await later.getByText(/Applying takes about \d+ minutes/).waitFor();
    expect(await later.getByRole('region', { name: 'Resources to help you prepare' }).count()).toBe(0);
  });
});
