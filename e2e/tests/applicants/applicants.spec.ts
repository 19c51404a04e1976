import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);

/** A real PDF padded to `kb` kilobytes, so a throttled upload shows its progress. */
const pdf = (kb: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n% e2e resume\n'),
    Buffer.alloc(kb * 1024, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

/** Slows uploads down to ~`kbps` KB/s (Chromium network emulation) so progress is observable. */
const throttleUploads = async (page: Page, kbps: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: kbps * 1024,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
};

describe('applicant trackers', () => {
  it('creates a manual applicant with a resume upload that shows its progress; refuses a wrong file type', async () => {
    const admin = await adminLogin();
    const last = `Reyes-${tag()}`;
    const page = await signedInPage(admin);
    await page.goto('/talent-discovery/applicant-tracker');
    await page.getByRole('heading', { name: 'Manual Applicant Tracker', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New applicant' }).click();
    const dialog = page.getByRole('dialog', { name: 'New applicant' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByLabel('First name').fill('Maria');
    await dialog.getByLabel('Last name').fill(last);
    await dialog.getByLabel('Email').fill(`maria.${last.toLowerCase()}@example.com`);
    await dialog.getByLabel('Phone').fill('+63 917 555 0123');
    await dialog.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Referral' }).click();
    await dialog.getByLabel('Years of experience').fill('4');

    // Wrong type: refused before anything is sent, with a clear message.
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await dialog.getByText('setup.exe: only PDF, DOC, DOCX, TXT files are accepted').waitFor();
    await dialog.getByRole('button', { name: 'Dismiss' }).click();

    // A 300 KB resume over a slowed link: the bar and the percentage move, then it is done.
    const unthrottle = await throttleUploads(page, 60);
    await input.setInputFiles({ name: 'Maria CV.pdf', mimeType: 'application/pdf', buffer: pdf(300) });
    const bar = dialog.getByRole('progressbar', { name: 'Uploading Maria CV.pdf' });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const midway = Number(await bar.getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(100);
    await screenshot(page, 'applicant-dialog-uploading');
    await expectNoA11yViolations(page, AXE);
    await dialog.getByText('Uploaded').waitFor({ timeout: 30_000 });
    await unthrottle();
    await dialog.getByRole('link', { name: 'Maria CV.pdf' }).waitFor();
    await screenshot(page, 'applicant-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `Maria ${last}`, exact: true }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'applicant-tracker');

    // Reopen: the resume is attached.
    await page.getByRole('button', { name: `Edit Maria ${last}` }).click();
    await page
      .getByRole('dialog', { name: 'Edit applicant' })
      .getByRole('link', { name: 'Maria CV.pdf' })
      .waitFor();

    const phone = await signedInPage(admin, VIEWPORTS.mobile);
    await phone.goto(`/talent-discovery/applicant-tracker?search=${last}`);
    await phone.getByRole('cell', { name: `Maria ${last}`, exact: true }).waitFor();
    await expectNoA11yViolations(phone, AXE);
    await screenshot(phone, 'applicant-tracker');
    await phone.getByRole('button', { name: 'New applicant' }).click();
    await phone.getByRole('dialog', { name: 'New applicant' }).waitFor();
    await screenshot(phone, 'applicant-dialog');
  });

  it('exports the filtered list and the CSV opens with the rows', async () => {
    const admin = await adminLogin();
    const last = `Export-${tag()}`;
    await createApplicant(admin.token, {
      firstName: '=Formula',
      lastName: last,
      email: `${last}@example.com`,
      source: 'agency',
    });
    await createApplicant(admin.token, {
      firstName: 'Plain',
      lastName: last,
      email: `plain.${last}@example.com`,
      source: 'agency',
    });
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/applicant-tracker?search=${last}`);
    await page.getByRole('cell', { name: `Plain ${last}`, exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^manual-applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Last name'])).toEqual([last, last]);
    expect(rows.map((r) => r['First name']).sort()).toEqual(["'=Formula", 'Plain'].sort());
    expect(rows[0]!.Source).toBe('Agency');
  });

  it('declines a requisition applicant with a reason, shown on its page and timeline', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Night class ${tag()}` });
    const a = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Jose',
      lastName: `Cruz-${tag()}`,
      email: `jose.${tag()}@example.com`,
      phone: '+63 917 000 1111',
    });
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/req-applicant-tracker/${a.id}`);
    const name = `Jose ${a.lastName}`;
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText(name)
      .waitFor();
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change status' });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Declined' }).click();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.getByText('Choose a decline reason').waitFor();
    await dialog.getByRole('combobox', { name: 'Decline reason' }).click();
    await page.getByRole('option', { name: /DEC003/ }).click();
    // A single applicant's status change emails through a chosen template (the decline template).
    await dialog.getByLabel('Send email to the candidate').check();
    await dialog.getByRole('combobox', { name: 'Email template' }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'req-applicant-decline');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Declined · No Call Center Experience').first().waitFor();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText(/Declined — DEC003 No Call Center Experience/).waitFor();
    await timeline
      .getByText(/Email sent: /)
      .first()
      .waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'req-applicant');

    // The same upload control attaches a resume here.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const details = page.getByRole('dialog', { name: 'Edit details' });
    await details
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Jose CV.pdf', mimeType: 'application/pdf', buffer: pdf(20) });
    await details.getByText('Uploaded').waitFor();
    await details.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Download Jose CV.pdf' }).waitFor();
    const phone = await signedInPage(admin, VIEWPORTS.mobile);
    await phone.goto(`/talent-discovery/req-applicant-tracker/${a.id}`);
    await phone.getByRole('heading', { name, level: 1 }).waitFor();
    await screenshot(phone, 'req-applicant');
  });

  it('archives from the tracker and unarchives from Archived Items', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id });
    const last = `Archive-${tag()}`;
    const a = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Ana',
      lastName: last,
    });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const p = await pageAt(viewport);
      await p.goto('/talent-discovery/req-applicant-tracker');
      await p.getByRole('heading', { name: 'Requisition Applicant Tracker', level: 1 }).waitFor();
      await p.getByRole('table').waitFor();
      await expectNoA11yViolations(p, AXE);
      await screenshot(p, 'req-applicant-tracker');
    }
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/req-applicant-tracker?search=${last}`);
    await page.getByRole('link', { name: `Ana ${last}` }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(`Ana ${last}`) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await page.getByText('1 applicant(s) archived').waitFor();
    await page.getByRole('link', { name: `Ana ${last}` }).waitFor({ state: 'detached' });

    await page.goto('/archived-items');
    await page.getByRole('heading', { name: 'Archived Items', level: 1 }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'archived-items');
    const phone = await signedInPage(admin, VIEWPORTS.mobile);
    await phone.goto('/archived-items');
    await phone.getByRole('heading', { name: 'Archived Items', level: 1 }).waitFor();
    await screenshot(phone, 'archived-items');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Requisition Applicant Tracker/ })
      .click();
    await page.getByRole('heading', { name: 'Requisition Applicant Tracker (Archived)', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText('Requisition Applicant Tracker (Archived)')
      .waitFor();
    await page.getByRole('link', { name: `Ana ${last}` }).click();
    await page.getByRole('heading', { name: `Ana ${last}`, level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText(`Ana ${last} (Archived)`)
      .waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'archived-req-applicant');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await page.waitForURL(`**/talent-discovery/req-applicant-tracker/${a.id}`);
    await page.goto(`/archived-items/req-applicant-tracker?search=${last}`);
    await page
      .getByText(/No results match|No archived/)
      .first()
      .waitFor();
    await page.goto(`/talent-discovery/req-applicant-tracker?search=${last}`);
    await page.getByRole('link', { name: `Ana ${last}` }).waitFor();
  });

  it('shows the archived manual applicants with the (Archived) breadcrumb', async () => {
    const admin = await adminLogin();
    const last = `Gone-${tag()}`;
    const a = await createApplicant(admin.token, { firstName: 'Luis', lastName: last });
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/applicant-tracker?search=${last}`);
    await page.getByRole('button', { name: `Archive Luis ${last}` }).click();
    await page.getByRole('cell', { name: `Luis ${last}`, exact: true }).waitFor({ state: 'detached' });
    await page.goto(`/archived-items/applicant-tracker?search=${last}`);
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText('Manual Applicant Tracker (Archived)')
      .waitFor();
    await page.getByRole('cell', { name: `Luis ${last}`, exact: true }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'archived-applicant-tracker');
    await page.getByRole('button', { name: `Unarchive Luis ${last}` }).click();
    await page.getByRole('cell', { name: `Luis ${last}`, exact: true }).waitFor({ state: 'detached' });
    expect(a.id).toBeTruthy();
  });
});
