import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { adminLogin } from '../../requests/auth';
import {
  createLineOfBusiness,
  createRequisition,
  getRequisition,
  updateRequisition,
} from '../../requests/requisitions';

/** The shell's sidebar is checked by the shell's own specs; these specs check this screens. */
const AXE = { exclude: ['[data-testid="sidebar"]'] };

describe('requisitions', () => {
  it('creates and publishes a requisition; a guest on a phone sees the job page and the visit is counted', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token, {
      name: `Care ${randomUUID().slice(0, 6)}`,
      clientName: 'Northwind Telecom',
    });
    const name = `December class ${randomUUID().slice(0, 6)}`;

    const page = await signedInPage(admin);
    await page.goto('/talent-discovery/requisitions');
    await page.getByRole('heading', { name: 'Requisitions', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New requisition' }).click();
    await page.waitForURL('**/talent-discovery/requisitions/new');
    await page.getByRole('heading', { name: /New requisition REQ-\d{4}-\d{4}/, level: 1 }).waitFor();
    const uid = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').match(
      /REQ-\d{4}-\d{4,}/,
    )![0];

    await page.getByRole('button', { name: 'Create requisition' }).click();
    await page.getByText('Name is required').first().waitFor();
    await page.getByLabel('Requisition name').fill(name);
    await page.getByRole('combobox', { name: 'Line of business' }).fill(lob.name);
    await page.getByRole('option', { name: `${lob.name} — Northwind Telecom` }).click();
    await page.getByLabel('Job title').fill('Customer Service Representative');
    await page.getByLabel('Internal job code').fill('NW-CSR-01');
    await page.getByLabel('Location (client-facing)').fill('Makati City, Metro Manila');
    await page.getByLabel('Pay').fill('PHP 24,000 per month');
    await page.getByLabel('Shift').fill('Night shift, 5 days a week');
    await page.getByLabel('Required headcount').fill('40');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Answer calls and chats for a leading telecom brand.');
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'requisition-builder-new');
    await page.getByRole('button', { name: 'Create requisition' }).click();
    await page.waitForURL((u) => /\/talent-discovery\/requisitions\/[0-9a-f-]{36}$/.test(u.pathname));
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: `${uid} · ${name}`, level: 1 }).waitFor();

    const panel = page.getByRole('region', { name: 'Status and publishing' });
    await panel.getByText('Draft', { exact: true }).waitFor();
    await expect.poll(() => panel.getByRole('switch').isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Open', exact: true }).click();
    await panel.getByText('Opened', { exact: true }).waitFor();
    await panel.getByRole('switch').click();
    await panel.getByText('Published on the job page').waitFor();
    const link = await panel.getByLabel('Public link', { exact: true }).inputValue();
    expect(link).toMatch(new RegExp(`/interviews/requisition/${id}$`));
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'requisition-builder');

    // A guest, in a fresh context, on a 390 px wide phone.
    const guest = await newPage(VIEWPORTS.mobile);
    await guest.goto(new URL(link).pathname);
    await guest.getByRole('heading', { name: 'Customer Service Representative', level: 1 }).waitFor();
    for (const text of [
      'Northwind Telecom',
      'Makati City, Metro Manila',
      'PHP 24,000 per month',
      'Night shift, 5 days a week',
      'Full-time',
      'On-site',
      'Answer calls and chats for a leading telecom brand.',
    ])
      await guest.getByText(text, { exact: false }).first().waitFor();
    expect(await guest.getByText('NW-CSR-01').count()).toBe(0);
    const jsonLd = JSON.parse(
      (await guest.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Customer Service Representative',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Northwind Telecom' },
      jobLocation: { address: { addressCountry: 'PH', addressLocality: 'Makati City, Metro Manila' } },
    });
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'job-page');
    // Visits are counted in memory and written at most once in 2 s (candidate-pages.md).
    await expect
      .poll(async () => (await getRequisition(admin.token, id)).visits, { timeout: 10_000 })
      .toBe(1);
    await guest.reload();
    await guest.getByRole('heading', { name: 'Customer Service Representative', level: 1 }).waitFor();
    await guest.waitForTimeout(3_000);
    expect((await getRequisition(admin.token, id)).visits).toBe(1);

    // The staff list shows it, published, with its visit.
    await page.goto(`/talent-discovery/requisitions?search=${encodeURIComponent(uid)}`);
    const row = page.getByRole('row', { name: new RegExp(uid) });
    await row.waitFor();
    expect((await row.textContent()) ?? '').toMatch(/Opened[\s\S]*0 \/ 40[\s\S]*Yes[\s\S]*1/);
  });

  it('cancelling asks for a reason and takes the job off the public page', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      publishStatus: 'published',
    });
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/requisitions/${req.id}`);
    const panel = page.getByRole('region', { name: 'Status and publishing' });
    await panel.getByRole('button', { name: 'Cancel requisition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel requisition' });
    await dialog.getByRole('button', { name: 'Cancel requisition' }).click();
    await dialog.getByText('A reason is required to cancel a requisition').waitFor();
    await expectNoA11yViolations(page, AXE);
    await dialog.getByLabel('Reason for cancellation').fill('Client paused hiring');
    await dialog.getByRole('button', { name: 'Cancel requisition' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText('Cancelled', { exact: true }).waitFor();
    await panel.getByText('Client paused hiring').waitFor();
    await panel.getByText('Not published').waitFor();

    const guest = await newPage(VIEWPORTS.mobile);
    await guest.goto(`/interviews/requisition/${req.id}`);
    await guest.getByRole('heading', { name: 'This job is no longer open', level: 1 }).waitFor();
    await expectNoA11yViolations(guest);
    await screenshot(guest, 'job-page-closed');
    expect((await getRequisition(admin.token, req.id)).visits).toBe(0);
  });

  it('moving asks for the new date; the list filters by status in the URL; unsaved edits warn', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      startDate: '2027-01-10',
    });
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/requisitions/${req.id}`);
    const panel = page.getByRole('region', { name: 'Status and publishing' });
    await panel.getByRole('button', { name: 'Mark as moved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as moved' });
    expect(await dialog.getByRole('button', { name: 'Mark as moved' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Start date').fill('2027-01-24');
    await dialog.getByRole('button', { name: 'Mark as moved' }).click();
    await panel.getByText('Moved', { exact: true }).waitFor();
    expect(await page.getByLabel('Class start date', { exact: true }).inputValue()).toBe('2027-01-24');

    await page.getByLabel('Requisition name').fill('Edited but not saved');
    await page.getByText('Unsaved changes').waitFor();
    expect(await panel.getByRole('button', { name: 'Mark as filled' }).isDisabled()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Requisitions' })
      .click();
    await page.getByRole('dialog').getByText('Your changes have not been saved.').waitFor();

    const list = await signedInPage(admin);
    await list.goto(`/talent-discovery/requisitions?status=moved&lobId=${lob.id}`);
    await list.getByRole('row', { name: new RegExp(req.requisitionUid) }).waitFor();
    await list.getByText('Status: Moved').waitFor();
    expect(await list.getByRole('row').count()).toBe(2);
  });

  it('the requisition list and builder are axe clean at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token, { name: `Tier 2 ${randomUUID().slice(0, 6)}` });
    const filled = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      requiredHC: 5,
      startDate: '2027-02-01',
    });
    await updateRequisition(admin.token, filled.id, { status: 'filled', numHired: 5 });
    await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      publishStatus: 'published',
      clientSubmissionDate: '2027-01-15',
    });
    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
      await page.goto(`/talent-discovery/requisitions?lobId=${lob.id}`);
      await page.getByRole('row', { name: new RegExp(filled.requisitionUid) }).waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'requisitions');
      await page.goto(`/talent-discovery/requisitions/${filled.id}`);
      await page
        .getByRole('region', { name: 'Status and publishing' })
        .getByText('Filled', { exact: true })
        .waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'requisition-builder-filled');
    }
  });
});
