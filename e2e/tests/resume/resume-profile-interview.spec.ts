import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../apps/api/src/modules/resume-parsing/fixtures/personas';
import { renderPdf, type Style } from '../../../apps/api/src/modules/resume-parsing/fixtures/render';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createInterview } from '../../requests/interviews';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createContent } from '../../requests/screening';

const STYLE: Style = {
  dates: 'Mon YYYY',
  present: 'Present',
  headings: 'upper',
  names: 0,
  workHeader: 'position-company',
  bullet: '•',
  skills: 'comma',
  languages: 'parens',
};
// The top bar's notifications bell belongs to the workspace feature (checked by its own specs).
const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);

describe('resume-profile interview', () => {
  it('the candidate confirms a parsed two-column resume on a phone; a recruiter reads the evidence and overrides', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Voice ${tag()}` });
    const guide = `Prepare your resume ${tag()}`;
    await call('POST', '/resources/create', {
      token: admin.token,
      body: { title: guide, url: 'https://example.com/resume-guide', audience: 'candidates', lobId: lob.id },
    });
    const email = `maria.${tag()}@example.com`;
    const applicant = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Maria',
      lastName: `Santos-${tag()}`,
      email,
    });
    const profile = await createContent(admin.token, 'resume-profiles', {
      name: `Voice agents ${tag()}`,
      description: '',
      passThreshold: 60,
      prompts: [],
      criteria: {
        requiredSkills: ['Zendesk', 'Kubernetes'],
        niceToHaveSkills: ['Salesforce'],
        minYearsExperience: 3,
        requiredLanguages: ['English'],
        countries: ['philippines'],
      },
    });
    const interview = await createInterview(admin.token, {
      type: 'resume-profile',
      referenceId: profile.id,
      applicantId: applicant.id,
      applicantKind: 'requisition',
      send: true,
    });
    const mail = await waitForMail(email);
    const token = mail.text.match(/\/interviews\/resume-profile\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeTruthy();

    // The candidate, phone first.
    const phone = await newPage(VIEWPORTS.mobile);
    await phone.goto(`/interviews/resume-profile/${token}`);
    await phone.getByRole('heading', { name: 'Resume Profile', level: 1 }).waitFor();
    // The line's candidate resources, as on the other interview pages (axe runs below with them shown).
    await phone
      .getByRole('region', { name: 'Resources to help you prepare' })
      .getByRole('link', { name: guide })
      .waitFor();
    const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;
    await phone.locator('input[type="file"]').setInputFiles({
      name: 'Maria Santos.pdf',
      mimeType: 'application/pdf',
      buffer: await renderPdf(maria, STYLE, 2),
    });
    const check = phone.getByRole('region', { name: 'Check what we read' });
    await check.waitFor({ timeout: 20_000 });
    await check.getByText('two columns').waitFor();
    const name = check.getByLabel('Full name');
    expect(await name.inputValue()).toBe('Maria Santos');
    const firstJob = check.getByRole('group', { name: 'Work experience 1' });
    expect(await firstJob.getByLabel('Position').inputValue()).toBe('Senior Customer Service Representative');
    await name.fill('María Clara Santos');
    await check.getByLabel('Gender').click();
    await phone.getByRole('option', { name: 'Woman' }).click();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'resume-profile-candidate');
    await check.getByRole('button', { name: 'Confirm and submit' }).click();
    await phone.getByText('Your resume was submitted').waitFor();
    await screenshot(phone, 'resume-profile-candidate-done');

    // The recruiter reads the verdict with its evidence, then overrides it with a note.
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/resume-screen-results/${interview.id}`);
    const criteria = page.getByRole('region', { name: 'Criteria and evidence' });
    await criteria.waitFor();
    const text = (await criteria.textContent()) ?? '';
    expect(text).toContain('Met · Required skill: Zendesk');
    expect(text).toContain('“Used Salesforce and Zendesk daily”');
    expect(text).toContain('Not met · Required skill: Kubernetes');
    expect(await page.getByRole('region', { name: 'Resume as confirmed' }).textContent()).toContain(
      'María Clara Santos',
    );
    expect(await page.getByRole('region', { name: 'Provenance' }).textContent()).toMatch(
      /Input hash[0-9a-f]{64}/,
    );
    // Self-identification never reaches the reviewer.
    expect(await page.locator('main').textContent()).not.toContain('Woman');
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'resume-screen-result');

    await page.getByRole('button', { name: 'Override' }).click();
    const dialog = page.getByRole('dialog', { name: 'Override the verdict' });
    await dialog.getByLabel('Note (required)').fill('Kubernetes is not needed for this class.');
    await expectNoA11yViolations(page, AXE);
    await dialog.getByRole('button', { name: 'Save override' }).click();
    // The dialog proposes the opposite of the verdict's outcome.
    await page.getByText(/Overridden to (passed|failed) by/).waitFor();
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'resume-screen-result-overridden');

    // The fairness report counts the candidate's voluntary answer, in aggregate only.
    await page.goto(`/talent-discovery/resume-screen-results/fairness?profile=${profile.id}`);
    const rates = page.getByRole('table', { name: 'Selection rates' });
    await rates.waitFor();
    expect(await rates.getByRole('row', { name: /Woman/ }).textContent()).toMatch(
      /Woman\s*\(small sample\)1[01]/,
    );
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'resume-fairness-report');
  });
});
