import { randomUUID } from 'node:crypto';
import { pseudoMessage, type TAssessmentTemplateCreate } from '@ats/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { call } from '../../requests/api-client';
import { createApplicant } from '../../requests/applicants';
import { seedFullJob } from '../../requests/applications';
import {
  anpsTokenFromMail,
  assessmentTokenFromMail,
  createAssessmentTemplate,
  DEFAULT_WRITING_TEMPLATE,
  sendAssessment,
} from '../../requests/assessments';
import { adminLogin } from '../../requests/auth';
import { createInterview, createTypingTest, interviewTokenFromMail } from '../../requests/interviews';
import { updateRequisition } from '../../requests/requisitions';
import { PDF } from '../application-flow/apply-steps';
import { expectAllWrapped, usePseudoLocale } from './pseudo-check';

/**
 * Every candidate page in the pseudo-locale (the test server runs with PSEUDO_LOCALE=true): a
 * word that shows outside ⟦ ⟧ was not written from a message file and would stay English on a
 * Spanish page. The job's own content (staff wrote it) is marked translate="no".
 */
const pseudoPage = async (opts: Parameters<typeof newPage>[0] = {}) => {
  const page = await newPage({ ...VIEWPORTS.mobile, ...opts });
  await usePseudoLocale(page.context());
  return page;
};

/** The step's form on a served page or in the app: its submit button (the words are pseudo). */
const submit = (page: Page) => page.locator('main form button[type=submit]').last().click();
const h1 = (page: Page) => page.locator('h1').first().waitFor();

describe('pseudo-locale: no candidate text outside the message files', () => {
  it('the job page, the apply steps and their error states', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token);
    const page = await pseudoPage({ fakeMedia: true });

    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await page.locator('a[data-apply]').first().waitFor();
    await expectAllWrapped(page, 'job page');
    await page.locator('a[data-apply]').first().click();

    // instructions-reminders, then its error (consent not given)
    await page.locator('#consent').waitFor();
    await expectAllWrapped(page, 'instructions');
    await submit(page);
    await page.locator('#errors').waitFor();
    await expectAllWrapped(page, 'instructions: consent missing');
    await page.locator('#consent').check();
    await submit(page);

    // personal-info: an over-long name and a bad email are each named at their field
    await page.locator('input[name=firstName]').fill('N'.repeat(101));
    await page.locator('input[name=lastName]').fill('Pseudo');
    await page.locator('input[name=email]').fill('not-an-email');
    await page.locator('input[name=phone]').fill(`+506 83${String(Date.now()).slice(-6)}`);
    // The phone's example follows the chosen country.
    await page.locator('select[name=country]').selectOption('philippines');
    await expect.poll(() => page.locator('#f-phone-help').innerText()).toContain('+63 917 123 4567');
    await page.locator('select[name=country]').selectOption('costa-rica');
    await expect.poll(() => page.locator('#f-phone-help').innerText()).toContain('+506 8312 3456');
    await expectAllWrapped(page, 'personal info');
    await submit(page);
    await page.locator('#f-firstName[aria-invalid=true]').waitFor();
    await page.locator('#f-email[aria-invalid=true]').waitFor();
    await expectAllWrapped(page, 'personal info: invalid fields');
    await screenshot(page, 'pseudo-personal-info-errors');
    await page.locator('input[name=firstName]').fill('Nora');
    await page.locator('input[name=email]').fill(`nora.${job.tag}@example.com`);
    await submit(page);

    // resume-profile: a program renamed .pdf is refused (no retry), then a real PDF
    const file = page.locator('input[type=file]');
    await file.waitFor({ state: 'attached' });
    await expectAllWrapped(page, 'resume');
    await file.setInputFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: PDF });
    await page.getByRole('alert').first().waitFor();
    await expectAllWrapped(page, 'resume: wrong type');
    await file.setInputFiles({
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program'),
    });
    await page.getByRole('alert').first().waitFor();
    await expectAllWrapped(page, 'resume: refused content');
    await screenshot(page, 'pseudo-resume-refused');
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.locator('[data-testid=upload-resume] a', { hasText: 'cv.pdf' }).waitFor();
    await expectAllWrapped(page, 'resume: uploaded');
    await submit(page);

    // qualification questions: sent unanswered, then answered
    await page.locator('input[type=radio]').first().waitFor();
    await submit(page);
    await page.getByRole('alert').first().waitFor();
    await expectAllWrapped(page, 'questions: unanswered');
    await page.locator('input[type=radio]').first().check();
    await page.locator('textarea').first().fill('I enjoy helping people.');
    await submit(page);

    // video questions: the camera check (Chromium's fake camera)
    await page.locator('video').first().waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'video: comfort zone');
    await screenshot(page, 'pseudo-video');

    // The application's status page, from the step's link.
    await page.locator('a[href$="/status"]').first().click();
    await page.waitForURL(/\/status$/);
    await h1(page);
    await expectAllWrapped(page, 'status page');
  }, 180_000);

  it('the typing test and an unknown link', async () => {
    const admin = await adminLogin();
    const email = `pseudo.${randomUUID().slice(0, 6)}@example.com`;
    const who = await createApplicant(admin.token, { firstName: 'Mia', lastName: 'Pseudo', email });
    const test = await createTypingTest(admin.token, { durationSeconds: 15 });
    await createInterview(admin.token, {
      type: 'typing-assessment',
      referenceId: test.id,
      applicantId: who.id,
      applicantKind: 'manual',
      send: true,
    });
    const token = await interviewTokenFromMail(email);
    const page = await pseudoPage();
    await page.goto(`/interviews/typing-assessment/${token}`);
    await h1(page);
    await expectAllWrapped(page, 'typing: intro');
    await page.locator('main button').last().click();
    const input = page.getByRole('textbox').first();
    await input.waitFor();
    await expectAllWrapped(page, 'typing: the timed test');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('The quick brown fox', { delay: 80 });
    await expectAllWrapped(page, 'typing: running');
    await screenshot(page, 'pseudo-typing');
    // The time runs out: the result.
    await page.getByText(pseudoMessage('Your result has been recorded')).waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'typing: result');

    await page.goto(`/interviews/typing-assessment/${'A'.repeat(43)}`);
    await h1(page);
    await expectAllWrapped(page, 'typing: unknown link');

    // An expired or unknown continue link of an application.
    await page.goto(`/interviews/continue/${'C'.repeat(43)}`);
    await h1(page);
    await expectAllWrapped(page, 'continue: unknown link');
  }, 120_000);

  it('a writing assessment and the survey', async () => {
    const admin = await adminLogin();
    const email = `pseudo.${randomUUID().slice(0, 6)}@example.com`;
    const who = await createApplicant(admin.token, { firstName: 'Sol', lastName: 'Pseudo', email });
    const template = await createAssessmentTemplate(admin.token, {
      ...DEFAULT_WRITING_TEMPLATE,
      name: `Writing ${randomUUID().slice(0, 6)}`,
    } as TAssessmentTemplateCreate);
    const applicants = [{ applicantId: who.id, applicantKind: 'manual' as const }];
    await sendAssessment(admin.token, { type: 'writing', templateId: template.id, applicants });
    const writing = await assessmentTokenFromMail(email, 'writing');
    await call('POST', '/applicant-interviews/send-anps-survey', {
      token: admin.token,
      body: { applicants },
    });
    const survey = await anpsTokenFromMail(email);

    const page = await pseudoPage();
    await page.goto(`/interviews/writing/${writing}`);
    await h1(page);
    await expectAllWrapped(page, 'writing assessment: intro');
    await screenshot(page, 'pseudo-writing');
    await page.goto(`/surveys/anps/${survey}`);
    await h1(page);
    await expectAllWrapped(page, 'survey');
    await screenshot(page, 'pseudo-survey');
  }, 120_000);

  it('public recordings: the list, the form with its errors, an unknown share link', async () => {
    const page = await pseudoPage();
    await page.goto('/public-recordings');
    await h1(page);
    await expectAllWrapped(page, 'recordings: list');
    await page.goto('/public-recordings/record');
    await h1(page);
    await expectAllWrapped(page, 'recordings: form');
    await page.locator('input[autocomplete=name]').fill('R'.repeat(130));
    await page.locator('input[type=email]').fill('nope');
    await submit(page);
    await page.locator('input[type=email][aria-invalid=true]').waitFor();
    await expectAllWrapped(page, 'recordings: form errors');
    await screenshot(page, 'pseudo-recording-form');
    await page.goto(`/public-recordings/view/${'B'.repeat(43)}`);
    await h1(page);
    await expectAllWrapped(page, 'recordings: unknown share link');
  }, 90_000);

  it('a closed job', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { typing: false });
    await updateRequisition(admin.token, job.requisition.id, { status: 'filled' } as never);
    const page = await pseudoPage();
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await h1(page);
    await expectAllWrapped(page, 'closed job');
  }, 90_000);
});
