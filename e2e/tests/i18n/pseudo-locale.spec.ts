import { randomUUID } from 'node:crypto';
import { pseudoMessage, type TAssessmentTemplateCreate } from '@ats/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { call } from '../../requests/api-client';
import { createApplicant } from '../../requests/applicants';
import { continuePathIn, seedFullJob, TYPING_PASSAGE } from '../../requests/applications';
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
import { expectAllWrapped, submitAssessmentInPseudo, usePseudoLocale } from './pseudo-check';

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
/** A button by its English message, as the pseudo-locale writes it. */
const button = (page: Page, english: string) => page.getByRole('button', { name: pseudoMessage(english) });
const state = (page: Page, s: string) =>
  page.locator(`[role="status"][data-state="${s}"]`).waitFor({ timeout: 45_000 });

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
    // A file refused for what it is cannot be retried: only another file helps.
    expect(await button(page, 'Retry').count()).toBe(0);
    await button(page, 'Dismiss').waitFor();
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

    // The application's status page while it is in progress, from the step's link, and back.
    await page.locator('a[href$="/status"]').first().click();
    await page.waitForURL(/\/status$/);
    await h1(page);
    await expectAllWrapped(page, 'status page: in progress');
    await page.locator('main a[href*="/video-questions"]').first().click();

    // Past the camera: each question recorded, sent and validated; the list of answers.
    await button(page, 'I’m ready').click();
    for (const [i, thinkTime] of [true, false].entries()) {
      await button(page, 'Start this question').click();
      if (thinkTime) {
        await button(page, 'Start recording now').waitFor();
        await expectAllWrapped(page, 'video step: think countdown');
        await button(page, 'Start recording now').click();
      }
      await state(page, 'recording');
      if (i === 0) await expectAllWrapped(page, 'video step: recording');
      await page.waitForTimeout(2000);
      await button(page, 'Stop recording').click();
      await state(page, 'stopped');
      if (i === 0) await expectAllWrapped(page, 'video step: a take to send or record again');
      await button(page, 'Send this answer').click();
      await state(page, 'uploaded');
      if (i === 0) await expectAllWrapped(page, 'video step: answer sent');
      await button(page, i === 0 ? 'Next question' : 'Finish').click();
    }

    // The typing step inside the flow, the test, its result, then on to the sent application.
    await button(page, 'Start the typing test').waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'typing step');
    await button(page, 'Start the typing test').click();
    await button(page, 'Skip practice').click();
    const input = page.getByRole('textbox').first();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(TYPING_PASSAGE, { delay: 100 });
    await page.getByText(pseudoMessage('Your result has been recorded')).waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'typing step: result in the flow');
    await page.getByRole('link', { name: pseudoMessage('Continue') }).click();

    // The success page: the application is sent.
    await page.locator('main a[href$="/status"]').waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'success page');
    await screenshot(page, 'pseudo-success');

    // The status page of the sent application.
    await page.locator('main a[href$="/status"]').click();
    await page.waitForURL(/\/status$/);
    await h1(page);
    await expectAllWrapped(page, 'status page: sent');
    // The candidate's own actions there: her data as an archive, withdrawing, asking for deletion.
    await button(page, 'Download everything we hold').click();
    await page
      .getByRole('link', { name: pseudoMessage('Download the archive') })
      .waitFor({ timeout: 60_000 });
    await expectAllWrapped(page, 'status page: the archive ready');
    for (const [action, title, stage] of [
      ['Withdraw my application', 'Withdraw your application?', 'Withdrawn'],
      ['Ask to delete my data', 'Ask to delete your data?', 'Withdrawn'],
    ] as const) {
      await button(page, action).click();
      const dialog = page.getByRole('dialog', { name: pseudoMessage(title) });
      await dialog.waitFor();
      await expectAllWrapped(page, `status page: ${title}`);
      await dialog.getByRole('button', { name: pseudoMessage(action) }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(pseudoMessage(stage), { exact: true }).waitFor();
    }
    await page.getByRole('alert').first().waitFor();
    await expectAllWrapped(page, 'status page: withdrawn, deletion asked');

    // The job page as the app renders it (the header's link: an in-app navigation, no reload).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('header a').first().click();
    await page.waitForURL(new RegExp(`/interviews/requisition/${job.requisition.id}$`));
    await page.locator('main a[href*="/apply/"]').first().waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expectAllWrapped(page, 'job page in the app');
  }, 300_000);

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
    // The untimed practice line (in the test's language: its content), done, then the test.
    await button(page, 'Warm up with a practice line').click();
    const practice = page.getByRole('textbox').first();
    await expect.poll(() => practice.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAllWrapped(page, 'typing: practice');
    await page.keyboard.type('warm up your fingers with this short line', { delay: 25 });
    await button(page, 'Practise again').waitFor();
    await page.getByText(/^⟦/).filter({ hasText: '100' }).first().waitFor();
    await expectAllWrapped(page, 'typing: practice done');
    await button(page, 'Start the test').click();
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
    // The task: typing, a blocked paste, saved; the confirmation; submitted.
    await button(page, 'Start the assessment').click();
    const box = page.locator('main textarea').first();
    await box.click();
    await box.pressSequentially('Dear customer, thank you for writing to us.');
    await box.evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', 'pasted text');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    await page
      .getByText(pseudoMessage('Pasting is turned off for this task: please type your answer.'))
      .waitFor();
    await expect
      .poll(() => page.getByTestId('save-state').innerText(), { timeout: 15_000 })
      .toBe(pseudoMessage('All answers saved'));
    await expectAllWrapped(page, 'writing assessment: the task, a paste blocked, saved');
    await submitAssessmentInPseudo(page, 'writing assessment', 'submit?');
    await page.goto(`/surveys/anps/${survey}`);
    await h1(page);
    await expectAllWrapped(page, 'survey');
    await screenshot(page, 'pseudo-survey');
    await page.getByRole('button', { name: '9', exact: true }).click();
    await expectAllWrapped(page, 'survey: a score chosen');
    await button(page, 'Send my answer').click();
    await page
      .getByText(pseudoMessage('Your answer has been recorded. It helps us improve how we hire.'))
      .waitFor();
    await expectAllWrapped(page, 'survey: answered');
  }, 120_000);

  it('public recordings: the list, the form with its errors, recording, the share link, an unknown one', async () => {
    const page = await pseudoPage({ fakeMedia: true });
    await page.goto('/public-recordings');
    await h1(page);
    await expectAllWrapped(page, 'recordings: empty list');
    await page.goto('/public-recordings/record');
    await h1(page);
    await expectAllWrapped(page, 'recordings: form');
    await page.locator('input[autocomplete=name]').fill('R'.repeat(130));
    await page.locator('input[type=email]').fill('nope');
    await submit(page);
    await page.locator('input[type=email][aria-invalid=true]').waitFor();
    await expectAllWrapped(page, 'recordings: form errors');
    await screenshot(page, 'pseudo-recording-form');

    // A guest records with the same recorder, worded as a recording.
    const name = `Guest ${randomUUID().slice(0, 6)}`;
    await page.locator('input[autocomplete=name]').fill(name);
    await page.locator('input[type=email]').fill(`guest.${randomUUID().slice(0, 6)}@example.com`);
    await page.locator('main input[type=checkbox]').check();
    await submit(page);
    await button(page, 'I’m ready').waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'recordings: comfort zone');
    await button(page, 'I’m ready').click();
    await button(page, 'Start recording').waitFor();
    await expectAllWrapped(page, 'recordings: ready to record');
    await button(page, 'Start recording').click();
    await state(page, 'recording');
    await expectAllWrapped(page, 'recordings: recording');
    await page.waitForTimeout(2000);
    await button(page, 'Stop recording').click();
    await state(page, 'stopped');
    await expectAllWrapped(page, 'recordings: a take to send');
    await button(page, 'Send this recording').click();
    await state(page, 'uploaded');
    await expectAllWrapped(page, 'recordings: sent');
    await button(page, 'Finish').click();
    const link = page.locator('main input[readonly]').first();
    await link.waitFor();
    const shareUrl = await link.inputValue();
    await expectAllWrapped(page, 'recordings: done, with the share link');

    // This device's list, and the share link as anyone opens it.
    await page.goto('/public-recordings');
    await page.getByText(name).first().waitFor();
    await expectAllWrapped(page, 'recordings: list with one');
    await page.goto(new URL(shareUrl).pathname);
    await page.locator('video').waitFor();
    await h1(page);
    await expectAllWrapped(page, 'recordings: the share link');
    await page.goto(`/public-recordings/view/${'B'.repeat(43)}`);
    await h1(page);
    await expectAllWrapped(page, 'recordings: unknown share link');
  }, 120_000);

  it('the continue link from the mail, on another device, and a knock-out answer', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { typing: false, video: false });
    const email = `knock.${job.tag}@example.com`;
    const page = await pseudoPage();
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await page.locator('a[data-apply]').first().click();
    await page.locator('#consent').check();
    await submit(page);
    await page.locator('input[name=firstName]').fill('Kai');
    await page.locator('input[name=lastName]').fill('Pseudo');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=phone]').fill(`+506 84${String(Date.now()).slice(-6)}`);
    await submit(page);
    await page.locator('input[type=file]').waitFor({ state: 'attached' });

    // The private continue link the flow mailed, opened on another device: the step it stopped at.
    const other = await pseudoPage();
    await other.goto(continuePathIn((await waitForMail(email)).text));
    await other.locator('input[type=file]').waitFor({ state: 'attached' });
    await expectAllWrapped(other, 'continue link: the resume step');

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.locator('[data-testid=upload-resume] a', { hasText: 'cv.pdf' }).waitFor();
    await submit(page);
    // "No" to the night shifts: the job's rules end the application, politely.
    await page.locator('input[type=radio]').nth(1).check();
    await page.locator('textarea').first().fill('I enjoy helping people.');
    // First the connection drops: the failed save is said in the candidate's language.
    const dropped = '**/api/requisitions/qualification-question/submit/**';
    await page.route(dropped, (route) => route.abort('internetdisconnected'));
    await submit(page);
    await page.getByRole('alert').first().waitFor();
    await expectAllWrapped(page, 'questions: the connection dropped');
    await page.unroute(dropped);
    await submit(page);
    await page
      .getByRole('heading', { name: pseudoMessage('Thank you for applying') })
      .waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'not selected');
    await screenshot(page, 'pseudo-not-selected');
    // Its status page says the same, in the candidate's language.
    const status = page.url().replace(/\/[^/]+$/, '/status');
    expect(status).toMatch(/\/interviews\/requisition\/[\w-]{36}\/[\w-]{36}\/status$/);
    await page.goto(status);
    await page.getByText(pseudoMessage('Not selected'), { exact: true }).waitFor();
    await expectAllWrapped(page, 'status page: not selected');
  }, 120_000);

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
