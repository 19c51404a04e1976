import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { adminLogin } from '../../requests/auth';
import { getDashboard, seedDashboardLine } from '../../requests/dashboard';
import { createLineOfBusiness } from '../../requests/requisitions';

const CHARTS_WITH_DATA = [
  'classes-at-risk',
  'pipeline',
  'status-flow',
  'time-to-fill',
  'time-in-status',
  'source-mix',
];

describe('dashboard', () => {
  it('renders every chart with data, with a table view and CSV, and a bar opens the filtered list', async () => {
    const admin = await adminLogin();
    const { lob, requisition } = await seedDashboardLine(admin.token);
    const figures = await getDashboard(admin.token, { lobId: lob.id });
    expect(figures.pipeline?.[0]?.counts).toMatchObject({
      recommended: 1,
      for_offer: 1,
      interview_scheduled: 1,
    });

    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/dashboard?lobId=${lob.id}`);
    await page.getByRole('heading', { name: 'Classes at risk', level: 2 }).waitFor();
    for (const id of CHARTS_WITH_DATA) {
      await page.getByTestId(`figure-${id}`).locator('svg').first().waitFor();
    }
    // The rule is stated, and the near class is flagged.
    await page.getByText(/A class is at risk when it starts within 14 days/).waitFor();
    // Text alternative: each chart's table is in the page for screen readers.
    const pipelineTable = page.getByRole('region', { name: 'Pipeline by requisition table' });
    expect(
      await pipelineTable.getByRole('cell', { name: new RegExp(requisition.requisitionUid) }).count(),
    ).toBe(1);
    await expectNoA11yViolations(page);
    await screenshot(page, 'dashboard-data');

    // Table view and CSV download of a figure.
    const pipeline = page.getByTestId('figure-pipeline');
    await pipeline.getByRole('button', { name: 'Table' }).click();
    await pipeline.getByRole('link', { name: new RegExp(requisition.requisitionUid) }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pipeline.getByRole('button', { name: 'Download Pipeline by requisition as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pipeline.csv');
    await pipeline.getByRole('button', { name: 'Chart' }).click();

    // A bar opens the requisition applicant tracker filtered to that requisition and status.
    await pipeline.locator('svg .MuiBarChart-element').first().click();
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith('/req-applicant-tracker') &&
        url.searchParams.get('requisition') === requisition.id,
    );
    expect(new URL(page.url()).searchParams.get('status')).toBeTruthy();
    await page.getByRole('heading', { name: 'Requisition Applicant Tracker', level: 1 }).waitFor();
  });

  it('keeps filters in the URL and shows empty states when nothing matches', async () => {
    const admin = await adminLogin();
    const empty = await createLineOfBusiness(admin.token);
    const pageAt = pagePerViewport((vp) => signedInPage(admin, vp));
    for (const vp of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(vp);
      await page.goto(`/dashboard?lobId=${empty.id}`);
      await page.getByText('No open requisition with a start date.').waitFor();
      await page.getByText('No applicants in this period.').first().waitFor();
      await page.getByText('No aNPS answers in this period.').waitFor();
      expect(await page.getByRole('combobox', { name: 'Line of business' }).textContent()).toBe(empty.name);
      await expectNoA11yViolations(page);
      await screenshot(page, 'dashboard-empty');
    }
  });

  it('fits a phone with data', async () => {
    const admin = await adminLogin();
    const { lob } = await seedDashboardLine(admin.token);
    const page = await signedInPage(admin, VIEWPORTS.mobile);
    await page.goto(`/dashboard?lobId=${lob.id}`);
    await page.getByTestId('figure-pipeline').locator('svg').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
    await screenshot(page, 'dashboard-data');
  });
});
