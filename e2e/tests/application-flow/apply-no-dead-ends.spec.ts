import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { mailsTo } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { call } from '../../requests/api-client';
import { seedFullJob, TYPING_PASSAGE } from '../../requests/applications';
import { adminLogin } from '../../requests/auth';
import { applyUntilResume, heading } from './apply-steps';

/** The staff's view of one applicant of the job, found by email. */
const staffRow = async (token: string, email: string) => {
  const list = await call<{
    items: { email: string; status: string; completedAt: string | null; address: string }[];
  }>('GET', '/requisitions/applicant/list', { token, query: { search: email } });
  return list.items.find((a) => a.email === email);
};

describe('application flow: no dead ends', () => {
  it('a candidate who closes the tab on the typing result still has a sent application and its confirmation', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { video: false });
    const email = `close.${randomUUID().slice(0, 6)}@example.com`;
    const page = await newPage(VIEWPORTS.mobile);
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await heading(page, job.title);
    await applyUntilResume(page, { first: 'Carla', last: 'Solís', email }, '');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Why do you want this job/).fill('I like helping people.');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Typing test');
    await page.getByRole('button', { name: 'Start the typing test' }).click();
    await page.getByRole('button', { name: 'Skip practice' }).click();
    const input = page.getByRole('textbox', { name: 'Typing test: type the text shown' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(TYPING_PASSAGE, { delay: 120 });
    await page.getByText('Your result has been recorded').waitFor({ timeout: 30_000 });
    // Inside the flow the result page leads on; it never says the page may be closed.
    await page.getByRole('link', { name: 'Continue' }).waitFor();
    expect(await page.getByText(/close this page/i).count()).toBe(0);
    await screenshot(page, 'apply-typing-result-in-flow');
    await page.context().close(); // the candidate closes the tab without pressing Continue

    const row = await staffRow(admin.token, email);
    expect(row?.status).toBe('incomplete');
    expect(row?.completedAt).toEqual(expect.any(String)); // "Completed, awaiting review", not "In progress"
    await expect
      .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^We received your application \(APP-[0-9A-Z]{8}\)$/));
    expect(mailsTo(email).filter((m) => m.subject.startsWith('We received your application'))).toHaveLength(
      1,
    );
  }, 180_000);

  it('a resume read that timed out says so and to fill in the details, and reading it again fills them', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { video: false });
    const email = `slow.${randomUUID().slice(0, 6)}@example.com`;
    const page = await newPage(VIEWPORTS.mobile);
    // The first read meets a loaded server: the parse hit its time cap and read nothing.
    let reads = 0;
    await page.route('**/api/applications/resume-prefill/**', (route) => {
      if (reads++ > 0) return route.continue();
      const nothing = { firstName: '', lastName: '', email: '', phone: '', address: '', unsure: [] };
      return route.fulfill({ json: { data: { ...nothing, unread: 'timeout' } } });
    });
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await heading(page, job.title);
    await applyUntilResume(page, { first: 'Inés', last: 'Vargas', email }, '', {
      resume: 'letterhead',
      afterUpload: async (p) => {
        await p
          .getByText(
            'We could not read your resume in time. Please fill in your details below, or try reading it again.',
          )
          .waitFor();
        expect(await p.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('');
        await screenshot(p, 'apply-resume-read-timed-out');
        await p.getByRole('button', { name: 'Read my resume again' }).click();
      },
    });
    expect(reads).toBe(2);
  }, 180_000);

  it('a candidate goes back from the questions to the resume step and changes her address', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { video: false });
    const email = `back.${randomUUID().slice(0, 6)}@example.com`;
    const page = await newPage(VIEWPORTS.mobile);
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await heading(page, job.title);
    await applyUntilResume(page, { first: 'Dana', last: 'Rojas', email }, '');

    // The browser's Back button returns to the resume step, which can still be changed.
    await page.goBack();
    await heading(page, 'Resume');
    await page.getByText('You are changing an earlier step. Your other answers are kept.').waitFor();
    await page.getByText('Your resume is saved. Upload a new file only to replace it.').waitFor();
    await page.getByLabel('Address').fill('Barrio Escalante, San José');
    await screenshot(page, 'apply-revisit-resume');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Qualification questions');
    expect((await staffRow(admin.token, email))?.address).toBe('Barrio Escalante, San José');

    // The step list links to the steps that can still be changed.
    await page.getByRole('button', { name: 'Show all steps' }).click();
    await page.getByRole('link', { name: 'Change Resume' }).click();
    await heading(page, 'Resume');
    await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('Barrio Escalante, San José');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'apply-revisit-resume-desktop');
  }, 120_000);
});
