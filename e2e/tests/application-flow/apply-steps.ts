// The candidate's steps shared by the application-flow specs (the files run in parallel workers).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { screenshot } from '../../fixtures/screenshot';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** What a screen reader reads after a field's name: the texts its `aria-describedby` points at. */
const describedBy = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();

/**
 * A pasted-text resume whose letterhead sets the town and the province on lines of their own:
 * the parser reads the address from it, but only as a guess (low confidence).
 */
const LETTERHEAD_TXT = Buffer.from(
  'Ana Mora\nSan Pablo\nHeredia\nana.mora@example.com\n\nExperience\nCustomer Service Agent, Teleperformance\nJan 2021 - Present\n',
);

/**
 * instructions-reminders and personal-info, from the job page's Apply button. With
 * `resume: 'letterhead'` the address is left empty and the step checks the address the resume
 * suggests is marked "Please check". `afterUpload` runs once the file is chosen, before those checks.
 */
export const applyUntilResume = async (
  page: Page,
  who: { first: string; last: string; email: string },
  shots: string,
  {
    saveWhileUploading = false,
    accommodations = '',
    resume = 'pdf' as 'pdf' | 'letterhead',
    afterUpload = undefined as ((page: Page) => Promise<void>) | undefined,
  } = {},
) => {
  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await heading(page, 'Before you start');
  await page.getByText(/Applying takes about \d+ minutes/).waitFor();
  await expectNoA11yViolations(page);
  if (shots) await screenshot(page, `${shots}-instructions`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Accept the privacy notice to continue').waitFor();
  await page.getByRole('checkbox', { name: /I have read and accept the privacy notice/ }).check();
  if (accommodations) await page.getByLabel(/Do you need any accommodation/).fill(accommodations);
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Personal information');
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('+506 1234');
  if (resume === 'pdf') await page.getByLabel('Address').fill('Calle 5, Heredia');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Enter a valid phone number for the country you chose').waitFor();
  await expectNoA11yViolations(page);
  if (shots) await screenshot(page, `${shots}-personal-info`);
  await page.getByLabel('Phone').fill(`+506 83${String(Date.now()).slice(-6)}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await heading(page, 'Resume');
  const file =
    resume === 'pdf'
      ? { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF }
      : { name: 'cv.txt', mimeType: 'text/plain', buffer: LETTERHEAD_TXT };
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(file.name).first().waitFor();
  if (afterUpload) await afterUpload(page);
  if (resume === 'letterhead') {
    // The empty address is filled from the resume and marked for the candidate to check.
    const address = page.getByRole('textbox', { name: 'Address' });
    await expect.poll(() => address.inputValue()).toBe('San Pablo, Heredia');
    expect(await describedBy(address)).toBe('Please check: read from your resume, it may be wrong.');
    await expect.poll(() => page.getByText('Please check', { exact: false }).count()).toBe(1);
    // The fields typed in the step before are kept as they are, with no mark.
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(who.first);
    expect(await describedBy(page.getByRole('textbox', { name: /Email/ }))).not.toMatch(/Please check/);
    await expectNoA11yViolations(page);
    if (shots) await screenshot(page, `${shots}-resume-please-check`);
  }
  if (saveWhileUploading) {
    // Saved before the upload ends: the step says it waits, then sends once the file is in.
    await page.getByRole('button', { name: 'Save and continue' }).click();
  } else {
    await page.getByText('Uploaded', { exact: true }).first().waitFor();
    await expectNoA11yViolations(page);
    if (shots) await screenshot(page, `${shots}-resume`);
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }
  await heading(page, 'Qualification questions');
};

export const recorderState = (page: Page, state: string) =>
  page.locator(`[role="status"][data-state="${state}"]`).waitFor({ timeout: 45_000 });

/**
 * The video step with Chromium's fake camera: the comfort zone, then each question (the first
 * with think time) recorded, sent and validated by the server; the flow moves on by itself.
 */
export const recordVideoAnswers = async (page: Page, shots: string) => {
  await page.getByRole('button', { name: 'I’m ready' }).waitFor({ timeout: 30_000 });
  await expectNoA11yViolations(page);
  await screenshot(page, `${shots}-comfort-zone`);
  await page.getByRole('button', { name: 'I’m ready' }).click();
  for (const [i, thinkTime] of [true, false].entries()) {
    await page.getByText(`Question ${i + 1} of 2`).waitFor();
    await page.getByRole('button', { name: 'Start this question' }).click();
    if (thinkTime) {
      await page.getByText(/Recording starts in/).waitFor();
      await page.getByRole('button', { name: 'Start recording now' }).click();
    }
    await recorderState(page, 'recording');
    if (i === 0) await screenshot(page, `${shots}-recording`);
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await recorderState(page, 'stopped');
    await page.getByRole('button', { name: 'Send this answer' }).click();
    await recorderState(page, 'uploaded');
    if (i === 0) {
      await expectNoA11yViolations(page);
      await screenshot(page, `${shots}-uploaded`);
    }
    await page.getByRole('button', { name: i === 0 ? 'Next question' : 'Finish' }).click();
  }
};
