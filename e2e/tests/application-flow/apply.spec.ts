import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { mailsTo } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { applicationFunnel, continuePathIn, seedFullJob, TYPING_PASSAGE } from '../../requests/applications';
import { adminLogin } from '../../requests/auth';
import { applyUntilResume, heading, recordVideoAnswers } from './apply-steps';

/** One job for the whole file: both candidates apply to it and the recruiter sees them together. */
let seeded: ReturnType<typeof seedFullJob> | undefined;
const sharedJob = (token: string) => {
  seeded ??= seedFullJob(token);
  return seeded;
};
const anaEmail = `ana.${randomUUID().slice(0, 6)}@example.com`;

describe('application flow', () => {
  it('a candidate finds a job on /jobs, applies on a phone, closes the tab, resumes from the emailed link and finishes', async () => {
    const admin = await adminLogin();
    const job = await sharedJob(admin.token);
    const email = anaEmail;

    const page = await newPage(VIEWPORTS.mobile);
    await page.goto('/jobs');
    await heading(page, 'Open jobs');
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.tag);
    // The board is HTML from the server: its filters are a form the candidate sends.
    await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    await page.getByRole('link', { name: new RegExp(job.title) }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-job-board');
    await page.getByRole('link', { name: new RegExp(job.title) }).click();
    await heading(page, job.title);
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-job-page');

    await applyUntilResume(page, { first: 'Ana', last: 'Mora', email }, 'apply', {
      accommodations: 'Extra time for the typing test, please.',
      resume: 'letterhead',
    });
    await page.getByText('Step 5 of 9: Qualification questions').waitFor();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Why do you want this job/).fill('I enjoy helping people in two languages.');
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-questions');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // Pre-screening runs by itself and moves on to the video questions.
    await heading(page, 'Video questions');
    await page.close(); // the candidate closes the tab here

    // The continue link from the mail, opened in a fresh browser (no cookie).
    await expect
      .poll(() => mailsTo(email).some((m) => m.subject.startsWith('Continue your application')), {
        timeout: 20_000,
      })
      .toBe(true);
    const mail = mailsTo(email).find((m) => m.subject.startsWith('Continue your application'));
    const phone = await newPage({ ...VIEWPORTS.mobile, fakeMedia: true });
    await phone.goto(continuePathIn(mail!.text));
    await heading(phone, 'Video questions');
    await phone.getByText('Step 7 of 9: Video questions').waitFor();
    await recordVideoAnswers(phone, 'apply-video-phone');

    await heading(phone, 'Typing test');
    await phone.getByText('Step 8 of 9: Typing test').waitFor();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'apply-typing-step');
    await phone.getByRole('button', { name: 'Start the typing test' }).click();
    await phone.getByRole('button', { name: 'Skip practice' }).click();
    const input = phone.getByRole('textbox', { name: 'Typing test: type the text shown' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await phone.keyboard.type(TYPING_PASSAGE, { delay: 120 });
    await phone.getByText('Your result has been recorded').waitFor({ timeout: 30_000 });
    await phone.getByRole('link', { name: 'Continue' }).click();

    await heading(phone, 'Application sent');
    await phone.getByText(/Your reference:/).waitFor();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'apply-success');
    await expect
      .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^We received your application \(APP-[0-9A-Z]{8}\)$/));

    // The status page behind the same session.
    await phone.getByRole('link', { name: 'Application status' }).click();
    await phone.getByText('Completed, awaiting review').waitFor();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'apply-status');
    // She asks for her data to be deleted (carried out by the recruiter below).
    await phone.getByRole('button', { name: 'Ask to delete my data' }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Ask to delete my data' }).click();
    await phone.getByText(/You asked for your data to be deleted on/).waitFor();

    const funnel = await applicationFunnel(admin.token, job.requisition.id);
    expect(funnel.completed).toBe(1);
    expect(funnel.started).toBeGreaterThanOrEqual(1);
    expect(funnel.steps.find((s) => s.step === 'qualification-questions')?.completed).toBe(1);
  }, 300_000);

  it('a second candidate is knocked out at pre-screening, in Spanish, on desktop', async () => {
    const admin = await adminLogin();
    const job = await sharedJob(admin.token);
    const page = await newPage(VIEWPORTS.desktop);
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await heading(page, job.title);
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Postularme' }).first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await applyUntilResume(
      page,
      { first: 'Luis', last: 'Vega', email: `luis.${job.tag}@example.com` },
      'apply-desktop',
    );
    await page.getByRole('button', { name: 'Español' }).click();
    // Sending with nothing answered: each question says so (the light text field's error state).
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.getByText('Responda todas las preguntas obligatorias.').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-desktop-questions-errors');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel(/Why do you want this job/).fill('Busco un trabajo nocturno no, diurno.');
    await screenshot(page, 'apply-desktop-questions');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await heading(page, 'Gracias por postularse');
    await page.getByText(/no cumplen los requisitos mínimos/).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-knocked-out');
    const applicants = await call<{ items: { status: string; reason: string | null }[] }>(
      'GET',
      '/requisitions/applicant/list',
      { token: admin.token, query: { search: `luis.${job.tag}` } },
    );
    expect(applicants.items.map((a) => [a.status, a.reason])).toEqual([['declined', 'DEC000']]);
  });

  // Staff pages: the shell's sidebar is checked by the shell's own specs.
  const staffAxe = (page: Page) => expectNoA11yViolations(page, { exclude: ['[data-testid="sidebar"]'] });

  it('the recruiter sees both in the tracker, then carries out the deletion request', async () => {
    const admin = await adminLogin();
    const job = await sharedJob(admin.token);
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/req-applicant-tracker?requisition=${job.requisition.id}`);
    const ana = page.getByRole('row', { name: /Ana Mora/ });
    const luis = page.getByRole('row', { name: /Luis Vega/ });
    await ana.getByText('Completed, awaiting review').waitFor();
    await luis.getByText(/Declined · Prescreen Resume & Qualifications/).waitFor();
    await staffAxe(page);
    await screenshot(page, 'apply-recruiter-tracker');

    await ana.getByRole('link', { name: /Ana Mora/ }).click();
    await page.getByRole('heading', { name: 'Ana Mora', level: 1 }).waitFor();
    await page.getByText(/The candidate asked for their data to be deleted on/).waitFor();
    await page.getByText('The candidate asked for accommodations').waitFor();
    await page.getByText('Extra time for the typing test, please.').waitFor();
    await page
      .getByText(/Why do you want this job/)
      .first()
      .waitFor();
    await staffAxe(page);
    await screenshot(page, 'apply-recruiter-applicant');
    // Her video answers, in the application's order, open the reviewer's page with a player.
    await page.getByRole('link', { name: `Video Interview: ${job.videoQuestions[0]}` }).click();
    const first = page.getByRole('region', { name: 'Question 1' });
    await first.getByText(job.videoQuestions[0]!, { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Question 2' })
      .getByText(job.videoQuestions[1]!, { exact: true })
      .waitFor();
    const duration = await first.locator('video').evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (v.readyState >= 1) resolve(v.duration);
          v.addEventListener('loadedmetadata', () => resolve(v.duration));
          v.addEventListener('error', () => resolve(-1));
          v.load();
        }),
    );
    expect(duration).toBeGreaterThan(1);
    await staffAxe(page);
    await screenshot(page, 'apply-recruiter-video');
    await page.goBack();
    await page.getByRole('heading', { name: 'Ana Mora', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete data' }).click();
    await page.getByText(/personal data deleted \(1 files\)/).waitFor();
    const left = await call<{ items: { email: string }[] }>('GET', '/requisitions/applicant/list', {
      token: admin.token,
      query: { search: anaEmail },
    });
    expect(left.items).toEqual([]);
  }, 120_000);
});
