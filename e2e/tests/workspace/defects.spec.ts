import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { call } from '../../requests/api-client';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { agentRequest, findClassRequest, submitClassRequest } from '../../requests/class-requests';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
// The builder's application funnel (issue 15, in progress) scrolls without keyboard access.
const BUILDER_AXE = AXE;
const tag = () => randomUUID().slice(0, 6);
const BOTH = [VIEWPORTS.desktop, VIEWPORTS.mobile];

describe('defects found by the new-user test (issue 18)', () => {
  it('2: one export control offers "Export selected (n)" and "Export all matching"', async () => {
    const admin = await adminLogin();
    const last = `Exp${tag()}`;
    await createApplicant(admin.token, { firstName: 'One', lastName: last, source: 'agency' });
    await createApplicant(admin.token, { firstName: 'Two', lastName: last, source: 'agency' });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of BOTH) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/applicant-tracker?search=${last}`);
      await page.getByRole('cell', { name: `One ${last}`, exact: true }).waitFor();
      await page
        .getByRole('row', { name: new RegExp(`One ${last}`) })
        .getByRole('checkbox')
        .check();
      expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Export selected (1)' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export selected (1)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^manual-applicants-selected-\d{4}-\d{2}-\d{2}\.csv$/);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const [all] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Export all matching' }).click(),
      ]);
      expect(all.suggestedFilename()).toMatch(/^manual-applicants-\d{4}-\d{2}-\d{2}\.csv$/);
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'defect-2-export');
    }
  });

  it('5 and 9: a requisition with applicants offers Cancel instead of Delete; its status text tells the facts', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const start = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const req = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      requiredHC: 20,
      startDate: start,
    });
    await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Has',
      lastName: 'Applied',
    });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of BOTH) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/requisitions/${req.id}`);
      await page.getByText('Has had applicants, so it cannot be deleted.').waitFor();
      expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel instead' }).waitFor();
      const panel = page.getByRole('region', { name: 'Status and publishing' });
      await panel.getByText(/0 of 20 hired · starts in 1[12] days/).waitFor();
      expect(await panel.getByText('Due and only partially filled').count()).toBe(0);
      await expectNoA11yViolations(page, BUILDER_AXE);
      await screenshot(page, 'defect-5-9-requisition');
    }
    const page = await pageAt(VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/requisitions/${req.id}`);
    await page.getByRole('button', { name: 'Cancel instead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel requisition' });
    await dialog.getByLabel('Reason for cancellation').fill('Client paused hiring');
    await dialog.getByRole('button', { name: 'Cancel requisition' }).click();
    await page
      .getByRole('region', { name: 'Status and publishing' })
      .getByText('Client paused hiring')
      .waitFor();
  });

  it('4: a notification never covers the builder’s Save button', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of BOTH) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/requisitions/${req.id}`);
      await page.getByLabel('Requisition name').fill(`Renamed ${tag()}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const toast = page.getByText('Requisition saved');
      await toast.waitFor();
      await page.waitForTimeout(400); // the stack slides into place
      const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
      const note = (await toast.boundingBox())!;
      const overlaps =
        note.x < save.x + save.width &&
        save.x < note.x + note.width &&
        note.y < save.y + save.height &&
        save.y < note.y + note.height;
      expect(overlaps).toBe(false);
      await screenshot(page, 'defect-4-notification');
    }
  });

  it('10: a manual applicant row opens its page with a timeline; decline codes show their label', async () => {
    const admin = await adminLogin();
    const last = `Man${tag()}`;
    const a = await createApplicant(admin.token, { firstName: 'Mia', lastName: last, source: 'walk-in' });
    await call('POST', '/applicants/status', {
      token: admin.token,
      body: { ids: [a.id], status: 'declined', reason: 'DEC003' },
    });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of BOTH) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/applicant-tracker?search=${last}`);
      await page.getByText('Declined · No Call Center Experience').first().waitFor();
      await page.getByRole('link', { name: `Mia ${last}` }).click();
      await page.getByRole('heading', { name: `Mia ${last}`, level: 1 }).waitFor();
      const timeline = page.getByRole('list', { name: 'Timeline' });
      await timeline.getByText(/DEC003 No Call Center Experience/).waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'defect-10-manual-applicant');
    }
  });

  it('11: the public job page’s logo leads to the job, never to staff sign-in; 8: HEAD answers like GET', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, {
      lobId: lob.id,
      status: 'opened',
      publishStatus: 'published',
    });
    const pageAt = pagePerViewport(newPage);
    for (const viewport of BOTH) {
      const page = await pageAt(viewport);
      await page.goto(`/interviews/requisition/${req.id}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const hrefs = await page.locator('header a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.every((h) => h?.startsWith('/interviews/'))).toBe(true);
      expect(await page.locator('a[href="/"], a[href^="/login"], a[href^="/dashboard"]').count()).toBe(0);
      await expectNoA11yViolations(page);
      await screenshot(page, 'defect-11-job-page');
    }
    for (const path of ['/', '/login', `/interviews/requisition/${req.id}`]) {
      const head = await fetch(`${env.baseUrl}${path}`, { method: 'HEAD' });
      const get = await fetch(`${env.baseUrl}${path}`);
      expect([path, head.status]).toEqual([path, get.status]);
      expect(head.status).toBe(200);
    }
  });
});

describe('class request versions on a phone (defect 3) and formatted values (defect 7)', () => {
  it('stacks the two versions per field at 390 px and shows pay with its currency', async () => {
    const admin = await adminLogin();
    const { referenceNumber } = await submitClassRequest(agentRequest({ headcount: 25 }));
    const request = await findClassRequest(admin.token, referenceNumber);
    await call('PUT', `/talent-discovery-requests/update/${request.id}`, {
      token: admin.token,
      body: { ...request.current.content, headcount: 40 },
    });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of BOTH) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/class-requests/${request.id}`);
      await page.getByRole('heading', { name: 'Current version (v2)' }).waitFor();
      if (viewport.width < 600) {
        const stacked = page.getByRole('region', { name: 'Version 1 compared with version 2' });
        await stacked.waitFor();
        const box = (await stacked.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await stacked.getByText('Version 2 (current)').first().waitFor();
        await stacked.getByText('40', { exact: true }).first().waitFor();
      } else {
        await page.getByRole('table', { name: 'Version 1 compared with version 2' }).waitFor();
      }
      await page
        .getByText(/\$\d{1,3}(,\d{3})*\.\d\d/)
        .first()
        .waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'defect-3-class-request-versions');
    }
  });
});
