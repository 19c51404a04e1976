import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
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
