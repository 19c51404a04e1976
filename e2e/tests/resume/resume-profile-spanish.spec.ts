import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../apps/api/src/modules/resume-parsing/fixtures/personas';
import { renderPdf, type Style } from '../../../apps/api/src/modules/resume-parsing/fixtures/render';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createInterview } from '../../requests/interviews';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createContent } from '../../requests/screening';

const STYLE: Style = {
  dates: 'Month YYYY',
  present: 'Presente',
  headings: 'title',
  names: 0,
  workHeader: 'company-position',
  bullet: '-',
  skills: 'comma',
  languages: 'dash',
};
const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);
const andrea = PERSONAS.find((p) => p.id === 'cr-support')!;

const profileFor = async (token: string) =>
  createContent(token, 'resume-profiles', {
    name: `Soporte técnico ${tag()}`,
    description: '',
    passThreshold: 60,
    prompts: [],
    criteria: {
      requiredSkills: ['ServiceNow'],
      niceToHaveSkills: [],
      minYearsExperience: 2,
      requiredLanguages: ['Spanish'],
      countries: ['costa-rica'],
    },
  });

/** Uploads the resume on a Spanish page, corrects the name and submits; answers the done text. */
const confirmInSpanish = async (page: Awaited<ReturnType<typeof newPage>>, shot: string) => {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Andrea Vargas.pdf',
    mimeType: 'application/pdf',
    buffer: await renderPdf(andrea, STYLE, 1),
  });
  const check = page.getByRole('region', { name: 'Revise lo que leímos' });
  await check.waitFor({ timeout: 30_000 });
  const name = check.getByLabel('Nombre completo');
  expect(await name.inputValue()).toBe('Andrea Vargas');
  expect(await check.getByLabel('Correo electrónico').inputValue()).toBe(andrea.email);
  await name.fill('Andrea María Vargas');
  await expectNoA11yViolations(page);
  await screenshot(page, shot);
  await check.getByRole('button', { name: 'Confirmar y enviar' }).click();
  const done = page.getByRole('status');
  await done.getByText('Gracias').first().waitFor({ timeout: 30_000 });
  return (await done.textContent()) ?? '';
};

describe('resume profile in Spanish', () => {
  it('a candidate whose browser speaks Spanish completes the resume-profile interview in Spanish', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Soporte ${tag()}` });
    const email = `andrea.${tag()}@example.cr`;
    const applicant = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Andrea',
      lastName: `Vargas-${tag()}`,
      email,
    });
    const profile = await profileFor(admin.token);
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

    const phone = await newPage({ ...VIEWPORTS.mobile, locale: 'es-CR' });
    await phone.goto(`/interviews/resume-profile/${token}`);
    await phone.getByRole('heading', { name: 'Perfil de currículum', level: 1 }).waitFor();
    expect(await phone.locator('html').getAttribute('lang')).toBe('es');
    expect(await phone.locator('main').textContent()).toContain('suba su currículum');
    await expectNoA11yViolations(phone);
    const done = await confirmInSpanish(phone, 'resume-profile-candidate-es');
    expect(done).toContain('Su currículum fue enviado');
    await screenshot(phone, 'resume-profile-candidate-es-done');

    // The recruiter's screen (in English) shows the confirmed, corrected resume.
    const page = await signedInPage(admin);
    await page.goto(`/talent-discovery/resume-screen-results/${interview.id}`);
    await page.getByRole('region', { name: 'Criteria and evidence' }).waitFor();
    expect(await page.getByRole('region', { name: 'Resume as confirmed' }).textContent()).toContain(
      'Andrea María Vargas',
    );
  });

  it('the resume-profile test link, in Spanish, records a pilot under Testing Results', async () => {
    const admin = await adminLogin();
    const profile = await profileFor(admin.token);
    const email = `piloto.${tag()}@example.cr`;

    const page = await newPage({ ...VIEWPORTS.desktop, locale: 'es' });
    await page.goto(`/interviews/resume-profile-test/${profile.id}`);
    await page.getByRole('heading', { name: 'Perfil de currículum (test)', level: 1 }).waitFor();
    await page.getByLabel('Su correo electrónico').fill(email);
    await expectNoA11yViolations(page);
    await screenshot(page, 'resume-profile-test-es-start');
    await page.getByRole('button', { name: 'Comenzar' }).click();
    const done = await confirmInSpanish(page, 'resume-profile-test-es-check');
    expect(done).toContain('la prueba quedó registrada');

    const staff = await signedInPage(admin);
    await staff.goto('/testing-results/resume-screen-results');
    await staff.getByRole('heading', { name: 'Testing: Resume Screen Results', level: 1 }).waitFor();
    await staff.getByLabel('Search email or test').fill(email);
    // The row may show before the debounced search runs: wait for the search to reach the URL and
    // its page to load, or axe reads the table while it is dimmed for the reload.
    await staff.waitForURL((url) => url.searchParams.get('search') === email);
    const row = staff.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await staff.locator('table[aria-busy="false"]').waitFor();
    expect(await row.textContent()).toContain(profile.name);
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'testing-resume-results-es-pilot');
    await row.getByRole('link', { name: email }).click();
    await staff.getByRole('heading', { name: email, level: 1 }).waitFor();
    await staff.getByRole('region', { name: 'Criteria and evidence' }).waitFor();
    expect(await staff.getByRole('region', { name: 'Resume as confirmed' }).textContent()).toContain(
      'Andrea María Vargas',
    );
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'testing-resume-result-es-pilot');
  });
});
