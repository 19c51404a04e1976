import { randomUUID } from 'node:crypto';
import { grant } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin, apiLogin, setPasswordFromMail } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createRole, createUser, TEST_PASSWORD } from '../../requests/users';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const unique = () => randomUUID().slice(0, 6);

describe('interview scheduling and scorecards', () => {
  it('a recruiter schedules an interview (the mail carries the .ics); the interviewer submits a scorecard', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, status: 'opened', requiredHC: 5 });
    const candidateEmail = `lina.${unique()}@example.com`;
    const lina = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Lina',
      lastName: unique(),
      email: candidateEmail,
      country: 'philippines',
      status: 'sent_to_operations',
    });
    const lastName = `Vance${unique()}`;
    const role = await createRole(admin.token, { permissions: grant({ 'req-applicant-tracker': ['view'] }) });
    const interviewer = await createUser(admin.token, { roleId: role.id, firstName: 'Ivo', lastName });
    await setPasswordFromMail(interviewer.email, TEST_PASSWORD);

    // The recruiter moves the candidate to Interview Scheduled: the scheduler opens next.
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/req-applicant-tracker/${lina.id}`);
    await page.getByRole('heading', { name: new RegExp(`Lina ${lina.lastName}`), level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Interview Scheduled' }).click();
    await page.getByRole('button', { name: 'Change status and schedule' }).click();
    const scheduler = page.getByRole('dialog', { name: /Schedule interview with Lina/ });
    await scheduler.waitFor();
    await expect
      .poll(() => scheduler.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
      .toBe('1');
    // The candidate's country decides the default zone.
    await expect
      .poll(() => scheduler.getByRole('combobox', { name: 'Time zone' }).textContent())
      .toBe('Asia/Manila');
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await scheduler.locator('input[type="date"]').fill(day);
    await scheduler.locator('input[type="time"]').fill('10:30');
    await scheduler.getByRole('textbox', { name: 'Place' }).fill('Makati office, room 5');
    await scheduler.getByRole('combobox', { name: 'Interviewers' }).fill(lastName);
    await page.getByRole('option', { name: new RegExp(`Ivo ${lastName}`) }).click();
    await expect
      .poll(() => scheduler.getByRole('combobox', { name: 'Invitation email' }).textContent())
      .toBe('Interview invitation');
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'scheduler');
    await scheduler.getByRole('button', { name: 'Schedule and send invitations' }).click();
    await scheduler.waitFor({ state: 'detached' });

    const interviews = page.getByRole('region', { name: 'Scheduled interviews' });
    await interviews.getByText(/Makati office, room 5/).waitFor();
    await interviews.getByText(`Interviewers: Ivo ${lastName}`).waitFor();
    await page.getByRole('region', { name: 'Emails' }).getByText('Interview for').first().waitFor();
    await page
      .getByRole('list', { name: 'Timeline' })
      .getByText(/Interview scheduled for/)
      .waitFor();

    // The captured email carries the calendar invitation.
    const mail = await waitForMail(candidateEmail);
    expect(mail.subject).toMatch(/^Interview for /);
    expect(mail.text).toContain('Makati office, room 5');
    expect(mail.ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(mail.ics).toContain('METHOD:REQUEST');
    expect(mail.ics).toMatch(new RegExp(`DTSTART:${day.replaceAll('-', '')}T023000Z`));
    const toInterviewer = await waitForMail(interviewer.email, { after: 1 });
    expect(toInterviewer.ics).toContain('METHOD:REQUEST');
    await page.close();

    // The interviewer, on a phone, submits a scorecard from "My interviews".
    const theirs = await signedInPage(await apiLogin(interviewer.email, TEST_PASSWORD), VIEWPORTS.mobile);
    await theirs.goto('/my-interviews');
    const item = theirs.getByRole('listitem').filter({ hasText: `Lina ${lina.lastName}` });
    await item.getByRole('button', { name: 'Submit scorecard' }).click();
    const card = theirs.getByRole('dialog', { name: /Scorecard: Lina/ });
    // The requisition's attributes (the defaults here), each rated 1–4.
    const good = card.getByRole('radio', { name: '3 Good' });
    await good.first().waitFor();
    for (let i = 0; i < (await good.count()); i++) await good.nth(i).check();
    await card.getByRole('radio', { name: 'Strong yes' }).check();
    await card.getByRole('textbox', { name: 'Notes' }).fill('Clear and calm.');
    await expectNoA11yViolations(theirs, AXE);
    await screenshot(theirs, 'scorecard');
    await card.getByRole('button', { name: 'Submit scorecard' }).click();
    await card.waitFor({ state: 'detached' });
    await item.getByText('Scorecard submitted').waitFor();
    await expectNoA11yViolations(theirs, AXE);
    await screenshot(theirs, 'my-interviews');
    await theirs.close();

    // The recruiter sees it on the candidate's record, on a phone too.
    const again = await signedInPage(admin, VIEWPORTS.mobile);
    await again.goto(`/talent-discovery/req-applicant-tracker/${lina.id}`);
    const cards = again.getByRole('table', { name: 'Scorecards side by side' });
    await cards.getByText(`Ivo ${lastName}`).waitFor();
    await cards.getByText('Strong yes').waitFor();
    await expectNoA11yViolations(again, AXE);
    await screenshot(again, 'applicant-scheduling');
    await again.close();
  });

  it('email templates under Settings: merge fields and preview', async () => {
    const admin = await adminLogin();
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await signedInPage(admin, viewport);
      await page.goto('/settings/email-templates');
      const table = page.getByRole('table', { name: 'Email templates' });
      await table.getByText('Invitación a entrevista').waitFor();
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'email-templates');
      await page.getByRole('button', { name: 'Edit Interview invitation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit email template' });
      await dialog.getByRole('region', { name: 'Preview' }).getByText('Hello Ana,').waitFor();
      // Axe reads colours: wait for the dialog's fade-in to finish.
      await expect
        .poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement ?? el).opacity))
        .toBe('1');
      await expectNoA11yViolations(page, AXE);
      await screenshot(page, 'email-template-dialog');
      await page.close();
    }
  });
});
