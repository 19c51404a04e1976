import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const unique = () => randomUUID().slice(0, 6);

describe('one candidate record', () => {
  for (const [label, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['390', VIEWPORTS.mobile],
  ] as const) {
    it(`a recruiter sees both applications, adds to a requisition and merges duplicates (${label} px)`, async () => {
      const admin = await adminLogin();
      const lob = await createLineOfBusiness(admin.token);
      const first = await createRequisition(admin.token, { lobId: lob.id, status: 'opened', requiredHC: 5 });
      const second = await createRequisition(admin.token, { lobId: lob.id, status: 'opened', requiredHC: 5 });
      const tag = unique();
      const cora = await createApplicant(admin.token, {
        firstName: 'Cora',
        lastName: `Lim${tag}`,
        email: `cora.${tag}@example.com`,
        lobId: lob.id,
      });
      await createRequisitionApplicant(admin.token, {
        requisitionId: first.id,
        firstName: 'Cora',
        lastName: `Lim${tag}`,
        email: `CORA.${tag}@example.com`,
      });

      const page = await signedInPage(admin, viewport);
      await page.goto(`/talent-discovery/applicant-tracker/${cora.id}`);
      const applications = page.getByRole('region', { name: /Applications/ });
      await applications.getByRole('heading', { name: 'Applications (2)' }).waitFor();
      await applications.getByRole('link', { name: new RegExp(first.name) }).waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, `candidate-applications-${label}`);

      await applications.getByRole('button', { name: 'Add to requisition' }).click();
      const dialog = page.getByRole('dialog', { name: /to a requisition/ });
      await dialog.getByRole('combobox', { name: /Requisition/ }).click();
      await page.getByRole('option', { name: new RegExp(second.name) }).click();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, `candidate-add-to-requisition-${label}`);
      await dialog.getByRole('button', { name: 'Add to requisition' }).click();
      await applications.getByRole('heading', { name: 'Applications (3)' }).waitFor();
      await applications.getByRole('link', { name: new RegExp(second.name) }).waitFor();

      // Two records of one person (different emails, same phone): merged from the page.
      const phone = `+63 917 ${Math.floor(100 + Math.random() * 899)} ${Math.floor(1000 + Math.random() * 8999)}`;
      const dale = await createApplicant(admin.token, {
        firstName: 'Dale',
        lastName: `Ong${tag}`,
        email: `dale.${tag}@example.com`,
        phone,
        lobId: lob.id,
      });
      await createRequisitionApplicant(admin.token, {
        requisitionId: first.id,
        firstName: 'Dale',
        lastName: `Ong${tag}`,
        email: `d.ong.${tag}@example.org`,
        phone,
      });
      await page.goto(`/talent-discovery/applicant-tracker/${dale.id}`);
      await page.getByRole('heading', { name: 'Applications (1)' }).waitFor();
      await page.getByText('Possible duplicates').waitFor();
      await page.getByRole('button', { name: `Merge Dale Ong${tag} into this candidate` }).click();
      const confirm = page.getByRole('dialog', { name: /Merge Dale/ });
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, `candidate-merge-${label}`);
      await confirm.getByRole('button', { name: 'Merge records' }).click();
      await page.getByRole('heading', { name: 'Applications (2)' }).waitFor();
      expect(await page.getByText('Possible duplicates').count()).toBe(0);
      await expectNoA11yViolations(page, AXE);
      await page.close();
    });
  }
});

describe('candidate record from the tracker, the activity and the search', () => {
  for (const [label, viewport] of [
    ['1440', VIEWPORTS.desktop],
    ['390', VIEWPORTS.mobile],
  ] as const) {
    it(`adds from the tracker row, gathers every application's notes, and groups search hits (${label} px)`, async () => {
      const admin = await adminLogin();
      const lob = await createLineOfBusiness(admin.token);
      const first = await createRequisition(admin.token, { lobId: lob.id, status: 'opened', requiredHC: 5 });
      const second = await createRequisition(admin.token, { lobId: lob.id, status: 'opened', requiredHC: 5 });
      const tag = unique();
      const last = `Quist${tag}`;
      const eve = await createApplicant(admin.token, {
        firstName: 'Eve',
        lastName: last,
        email: `eve.${tag}@example.com`,
        lobId: lob.id,
      });
      const applied = await createRequisitionApplicant(admin.token, {
        requisitionId: first.id,
        firstName: 'Eve',
        lastName: last,
        email: `eve.${tag}@example.com`,
      });
      const noteText = `Strong on calls ${tag}`;
      await call('POST', '/notes/create', {
        token: admin.token,
        body: { applicantKind: 'requisition', applicantId: applied.id, body: noteText, about: 'application' },
      });

      // "Add to requisition" from the manual tracker's row.
      const page = await signedInPage(admin, viewport);
      await page.goto(`/talent-discovery/applicant-tracker?search=${last}`);
      await page.getByRole('button', { name: `Add Eve ${last} to a requisition` }).click();
      const dialog = page.getByRole('dialog', { name: /to a requisition/ });
      await dialog.getByRole('combobox', { name: /Requisition/ }).click();
      await page.getByRole('option', { name: new RegExp(second.name) }).click();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, `tracker-add-to-requisition-${label}`);
      await dialog.getByRole('button', { name: 'Add to requisition' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The manual applicant's page gathers the note written on the requisition application.
      await page.goto(`/talent-discovery/applicant-tracker/${eve.id}`);
      await page.getByRole('heading', { name: 'Applications (3)' }).waitFor();
      const activity = page.getByRole('region', { name: 'Candidate activity' });
      const note = activity.getByRole('listitem').filter({ hasText: noteText });
      await note.waitFor();
      await note.getByRole('link', { name: new RegExp(first.name) }).waitFor();
      await note.getByText('On the application').waitFor();
      await activity.getByRole('button', { name: 'Files' }).click();
      await activity.getByText('Nothing here yet.').waitFor();
      await activity.getByRole('button', { name: 'Notes' }).click();
      await note.waitFor();
      await note.scrollIntoViewIfNeeded();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, `candidate-activity-${label}`);

      // Ctrl-K: one person, with each of the three applications as an option under them.
      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox', { name: 'Name, email, phone or requisition' });
      await box.fill(last);
      const options = page.getByRole('option', { name: new RegExp(`Eve ${last}`) });
      await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(3);
      const results = page.getByRole('listbox', { name: 'Search results' });
      expect(await results.getByText(`Eve ${last}`, { exact: true }).count()).toBe(1);
      await page.getByText('1 person: ↑ ↓ to choose, Enter to open.').waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, `global-search-grouped-${label}`);
      await options.filter({ hasText: first.name }).click();
      await page.waitForURL(new RegExp(`req-applicant-tracker/${applied.id}`));
      await page.getByRole('heading', { name: `Eve ${last}`, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Candidate activity' }).getByText(noteText).waitFor();
      await page.close();
    });
  }
});
