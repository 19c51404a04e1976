import { randomUUID } from 'node:crypto';
import type { TRequisitionApplicantDetail } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { mailsTo } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { pagePerViewport } from '../../pages/page-per-viewport';
import { call } from '../../requests/api-client';
import { createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);

const seedBoard = async (token: string) => {
  const lob = await createLineOfBusiness(token);
  const req = await createRequisition(token, { lobId: lob.id, status: 'opened', requiredHC: 20 });
  const add = (firstName: string, status: TRequisitionApplicantDetail['status'] = 'sent_to_operations') =>
    createRequisitionApplicant(token, {
      requisitionId: req.id,
      firstName,
      lastName: tag(),
      email: `${firstName.toLowerCase()}.${tag()}@example.com`,
      status,
    });
  const ann = await add('Ann');
  const ben = await add('Ben', 'incomplete');
  const cy = await add('Cy', 'recommended');
  return { req, ann, ben, cy };
};

const column = (page: import('playwright-core').Page, name: string) =>
  page.getByRole('region', { name: 'Pipeline board' }).getByRole('region', { name, exact: true });

describe('pipeline board', () => {
  it('a recruiter drags a card across the board; a decline asks for the reason code', async () => {
    const admin = await adminLogin();
    const { req, ann } = await seedBoard(admin.token);
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/requisitions/${req.id}`);
    // The builder links to its applicants.
    await page.getByRole('link', { name: 'Applicants (3)' }).click();
    await page
      .getByRole('heading', { name: new RegExp(`Pipeline · ${req.requisitionUid}`), level: 1 })
      .waitFor();
    await page.getByText('3 applicants · 0 of 20 hired').waitFor();
    const sent = column(page, 'Sent to Operations');
    await sent.getByRole('link', { name: new RegExp(`Ann ${ann.lastName}`) }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'pipeline-board');

    // Drag Ann to "Interview Scheduled": the status dialog opens (the candidate email is offered).
    const handle = page.getByRole('button', { name: `Drag Ann ${ann.lastName}` });
    const target = column(page, 'Interview Scheduled');
    // Centre the target so the drop is away from the board's edges (which scroll it while dragging).
    await target.evaluate((el) => el.scrollIntoView({ inline: 'center', block: 'nearest' }));
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Change status and schedule' }).click();
    // The scheduler follows (its own spec covers it); this board test schedules later.
    const scheduler = page.getByRole('dialog', { name: /Schedule interview/ });
    await scheduler.getByRole('button', { name: 'Not now' }).click();
    await scheduler.waitFor({ state: 'detached' });
    await target.getByRole('link', { name: new RegExp(`Ann ${ann.lastName}`) }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Moved Ann ${ann.lastName} to Interview Scheduled` })
      .first()
      .waitFor();

    // Declining through the card's menu asks for the reason code.
    await page.getByRole('button', { name: `Move Ann ${ann.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Move to Declined' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.getByText('Choose a decline reason').waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'pipeline-decline-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await target.getByRole('link', { name: new RegExp(`Ann ${ann.lastName}`) }).waitFor();
  });

  it('moves a card with the keyboard on a phone, announced to screen readers', async () => {
    const admin = await adminLogin();
    const { req, ben } = await seedBoard(admin.token);
    const page = await signedInPage(admin, VIEWPORTS.mobile);
    await page.goto(`/talent-discovery/requisitions/${req.id}/pipeline`);
    const incomplete = column(page, 'Incomplete');
    await incomplete.getByRole('link', { name: new RegExp(`Ben ${ben.lastName}`) }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'pipeline-board');
    // Alt+→ from Incomplete is Declined: the reason dialog; Escape keeps the card where it was.
    await page.getByRole('button', { name: `Move Ben ${ben.lastName}` }).focus();
    await page.keyboard.press('Alt+ArrowRight');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: /Decline reason/ }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await column(page, 'Declined')
      .getByRole('link', { name: new RegExp(`Ben ${ben.lastName}`) })
      .waitFor();
    await expect
      .poll(() => page.locator('[role="status"][aria-live="polite"]').first().textContent())
      .toBe(`Moved Ben ${ben.lastName} to Declined`);
    // The list toggle opens the tracker filtered to this requisition.
    await page.getByRole('link', { name: 'List view' }).click();
    await page.waitForURL(new RegExp(`req-applicant-tracker\\?requisition=${req.id}`));
  });

  it('the requisitions list shows applicants per requisition and links to the board', async () => {
    const admin = await adminLogin();
    const { req } = await seedBoard(admin.token);
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/requisitions?search=${req.requisitionUid}`);
      const link = page.getByRole('link', { name: `3 applicants of ${req.name}: open the pipeline` });
      await link.waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'requisitions-with-applicants');
      await link.click();
      await page.getByRole('region', { name: 'Pipeline board' }).waitFor();
    }
  });
});

describe('board moves with an email template', () => {
  it('a move offers the templates and the candidate gets the chosen one, at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const { req, ann, cy } = await seedBoard(admin.token);
    const t = tag();
    const template = await call<{ id: string; name: string }>('POST', '/email-templates/create', {
      token: admin.token,
      body: {
        name: `Board offer ${t}`,
        purpose: 'offer',
        language: 'en',
        subject: `Your offer ${t}, {{first_name}}`,
        body: 'Dear {{candidate_name}}, we would like to offer you {{job_title}}.',
      },
    });
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const [viewport, card] of [
      [VIEWPORTS.desktop, cy],
      [VIEWPORTS.mobile, ann],
    ] as const) {
      const page = await pageAt(viewport);
      await page.goto(`/talent-discovery/requisitions/${req.id}/pipeline`);
      await page.getByRole('button', { name: `Move ${card.firstName} ${card.lastName}` }).click();
      await page.getByRole('menuitem', { name: 'Move to For Offer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change status' });
      await dialog.getByRole('checkbox', { name: 'Send email to the candidate' }).check();
      await dialog.getByRole('combobox', { name: 'Email template' }).click();
      await page.getByRole('option', { name: template.name }).click();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'pipeline-move-template');
      await dialog.getByRole('button', { name: 'Change status' }).click();
      await column(page, 'For Offer')
        .getByRole('link', { name: new RegExp(`${card.firstName} ${card.lastName}`) })
        .waitFor();
      await expect
        .poll(() => page.locator('[role="status"][aria-live="polite"]').first().textContent())
        .toBe(`Moved ${card.firstName} ${card.lastName} to For Offer and emailed the candidate`);
      await expect
        .poll(() =>
          mailsTo(card.email)
            .filter((m) => m.subject.includes(t))
            .map((m) => m.subject),
        )
        .toEqual([`Your offer ${t}, ${card.firstName}`]);
    }
  });
});

describe('global search', () => {
  it('finds a candidate with Ctrl-K and opens them, at 1440 and 390 px', async () => {
    const admin = await adminLogin();
    const { ann } = await seedBoard(admin.token);
    const pageAt = pagePerViewport((viewport) => signedInPage(admin, viewport));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await pageAt(viewport);
      await page.goto('/talent-discovery/requisitions');
      await page.getByRole('heading', { name: 'Requisitions', level: 1 }).waitFor();
      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox', { name: 'Name, email, phone or requisition' });
      await box.waitFor();
      await box.fill(ann.lastName);
      const option = page.getByRole('option', { name: new RegExp(`Ann ${ann.lastName}`) });
      await option.waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'global-search');
      await box.press('Enter');
      await page.getByRole('heading', { name: `Ann ${ann.lastName}`, level: 1 }).waitFor();
    }
  });
});
