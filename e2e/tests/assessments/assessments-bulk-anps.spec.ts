import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { mailsTo } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { createRequisitionApplicant } from '../../requests/applicants';
import {
  anpsSummary,
  anpsTokenFromMail,
  assessmentTokenFromMail,
  createAssessmentTemplate,
  DEFAULT_LANGUAGE_TEMPLATE,
} from '../../requests/assessments';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);
describe('assessments sent in bulk and the aNPS survey', () => {
  it('bulk send from the tracker with a summary; an aNPS survey is answered once on a phone and shows on the dashboard and the requisition', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Survey ${tag()}` });
    const email = `sam.${tag()}@example.com`;
    const a = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Sam',
      lastName: `Lim-${tag()}`,
      email,
    });
    const noEmail = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Noa',
      lastName: a.lastName,
      email: '',
    });
    const template = await createAssessmentTemplate(admin.token, {
      ...DEFAULT_LANGUAGE_TEMPLATE,
      name: `Bulk English ${tag()}`,
    });
    const staff = await signedInPage(admin);

    // Bulk send from the tracker: one interview each, a summary of who was skipped and why.
    await staff.goto(`/talent-discovery/req-applicant-tracker?search=${a.lastName}`);
    for (const p of [a, noEmail]) {
      await staff
        .getByRole('row', { name: new RegExp(`${p.firstName} ${p.lastName}`) })
        .getByRole('checkbox')
        .check();
    }
    await staff
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Send assessment' })
      .click();
    const bulk = staff.getByRole('dialog', { name: 'Send assessment to 2 applicants' });
    await bulk.getByRole('combobox', { name: 'Language template' }).click();
    await staff.getByRole('option', { name: template.name }).click();
    await bulk.getByRole('button', { name: 'Send', exact: true }).click();
    const summary = staff.getByTestId('send-assessment-summary');
    await summary.getByText('Sent 1 · Skipped 1').waitFor();
    await summary.getByText(`Noa ${noEmail.lastName} has no email address`).waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'assessments-bulk-summary');
    await staff.getByRole('button', { name: 'Close' }).click();
    expect(await assessmentTokenFromMail(email, 'language')).toMatch(/^[\w-]{43}$/);

    await staff.goto(`/talent-discovery/req-applicant-tracker/${a.id}`);
    await staff.getByRole('heading', { name: `Sam ${a.lastName}`, level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Send aNPS survey' }).click();
    // Staff may send this survey in another language than the applicant's own (English here).
    const confirmSend = staff.getByRole('dialog', { name: 'Send aNPS survey?' });
    await confirmSend.getByRole('combobox', { name: 'Email language' }).click();
    await staff.getByRole('option', { name: 'Español' }).click();
    await confirmSend.getByRole('button', { name: 'Send', exact: true }).click();
    const token = await anpsTokenFromMail(email);
    const survey = mailsTo(email).find((m) => m.text.includes(`/surveys/anps/${token}`));
    expect(survey?.subject).toBe('Una pregunta rápida sobre su postulación');

    const phone = await newPage(VIEWPORTS.mobile);
    await phone.goto(`/surveys/anps/${token}`);
    await phone.getByRole('heading', { name: 'One quick question', level: 1 }).waitFor();
    await phone.getByRole('button', { name: '9', exact: true }).click();
    await phone.getByLabel(/Anything you would like to tell us/).fill('Clear steps and a quick answer.');
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'assessments-anps-survey');
    await phone.getByRole('button', { name: 'Send my answer' }).click();
    await phone.getByText('Your answer has been recorded').waitFor();
    await phone.reload();
    await phone.getByText('Your answer has been recorded').waitFor();

    const s = await anpsSummary(admin.token, { requisition: req.id });
    expect(s.overall).toEqual({ responses: 1, promoters: 1, passives: 0, detractors: 0, anps: 100 });
    expect(s.comments[0]?.comment).toBe('Clear steps and a quick answer.');

    // The answer on the dashboard and on the requisition's page (a phone here).
    await staff.goto('/dashboard');
    await staff.getByTestId('figure-anps').waitFor();
    await staff
      .getByTestId('figure-anps-comments')
      .getByText('Clear steps and a quick answer.')
      .first()
      .waitFor();
    const reqPage = await signedInPage(admin, VIEWPORTS.mobile);
    await reqPage.goto(`/talent-discovery/requisitions/${req.id}`);
    const panel = reqPage.getByTestId('requisition-anps');
    await panel.getByText('Clear steps and a quick answer.').waitFor();
    expect(await panel.innerText()).toMatch(/aNPS\s+100/);
    await panel.scrollIntoViewIfNeeded();
    await expectNoA11yViolations(reqPage, AXE);
    await screenshot(reqPage, 'assessments-requisition-anps');
  });
});
