import { randomUUID } from 'node:crypto';
import type { TApplicantInterview, TTypingResult } from '@ats/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { call } from '../../requests/api-client';
import { createApplicant, createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createInterview, createTypingTest, interviewTokenFromMail } from '../../requests/interviews';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const tag = () => randomUUID().slice(0, 6);
const PASSAGE = 'The quick brown fox jumps over the lazy dog while the team answers every call with care.';

/** The staff view of an interview (the server's figures and integrity signals). */
const viewInterview = (token: string, id: string) =>
  call<TApplicantInterview & { result: TTypingResult | null }>('GET', `/applicant-interviews/view/${id}`, {
    token,
  });

/** The figure the result card shows under `label` (e.g. "Speed" → 31). */
/** A manual applicant sent a typing test by email: the interview and the mailed link's token. */
const sendTypingTest = async (
  token: string,
  who: { firstName: string; lastName: string; email: string },
  test: Parameters<typeof createTypingTest>[1],
) => {
  const m = await createApplicant(token, who);
  const created = await createTypingTest(token, test);
  const sent = await createInterview(token, {
    type: 'typing-assessment',
    referenceId: created.id,
    applicantId: m.id,
    applicantKind: 'manual',
    send: true,
  });
  return { sent, token: await interviewTokenFromMail(who.email) };
};

const figure = async (page: Page, label: string) => {
  const dd = page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return Number.parseInt((await dd.innerText()).replace(/[^\d]/g, ''), 10);
};

describe('typing assessment, the candidate pages', () => {
  it('a candidate opens the mailed link on a 390 px phone, practises, types until time-out, and sees the server result', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Typists ${tag()}` });
    const email = `mia.${tag()}@example.com`;
    const applicant = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Mia',
      lastName: `Reyes-${tag()}`,
      email,
    });
    const test = await createTypingTest(admin.token, {
      name: `Phone typing ${tag()}`,
      passages: [PASSAGE],
      durationSeconds: 15,
      minNetWpm: 20,
      minAccuracy: 85,
    });
    const sent = await createInterview(admin.token, {
      type: 'typing-assessment',
      referenceId: test.id,
      applicantId: applicant.id,
      applicantKind: 'requisition',
      send: true,
    });
    const token = await interviewTokenFromMail(email);

    const page = await newPage(VIEWPORTS.mobile);
    await page.goto(`/interviews/typing-assessment/${token}`);
    await page.getByRole('heading', { name: 'Typing Assessment', level: 1 }).waitFor();
    await page.getByText('Hi Mia').waitFor();
    await page.getByText('15 seconds', { exact: true }).waitFor();
    await page.getByText('20 WPM').waitFor();
    await page.getByText('85%').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-intro');

    // Practice line: untimed, not recorded.
    await page.getByRole('button', { name: 'Warm up with a practice line' }).click();
    const practice = page.getByRole('textbox', { name: 'Practice line' });
    await expect.poll(() => practice.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('warm up your fingers with this short line', { delay: 25 });
    await page.getByText(/Practice done with 100% accuracy/).waitFor();
    await expectNoA11yViolations(page);

    // The timed test: nothing runs until the first key.
    await page.getByRole('button', { name: 'Start the test' }).click();
    const input = page.getByRole('textbox', { name: 'Typing test: type the text shown' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('The clock starts when you type the first letter.').waitFor();
    await expect.poll(() => page.getByRole('timer').innerText()).toContain('15');

    // A mistake corrected with Backspace, a blocked paste, a tab switch, then more words.
    await page.keyboard.type('The quick bro', { delay: 110 });
    await page.keyboard.type('x', { delay: 110 }); // wrong: "brown" goes on with "w"
    await page.keyboard.press('Backspace');
    await page.keyboard.type('wn fox ', { delay: 110 });
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByText('Pasting is blocked in this test.').waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.keyboard.type('jumps over the', { delay: 110 });
    await expect.poll(() => page.getByText('Speed (WPM)').locator('xpath=..').innerText()).not.toContain('–');
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-running');

    // The clock runs out (15 s from the first key); the page sends the log and shows the result.
    await page.getByText('Your result has been recorded').waitFor({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-result');

    const view = await viewInterview(admin.token, sent.id);
    expect(view.status).toBe('evaluated');
    const result = view.result!;
    expect(result.score.durationSeconds).toBe(15);
    expect(result.score.correctChars).toBeGreaterThan(30);
    expect(result.score.accuracy).toBeLessThan(100); // the corrected "x" still counts
    expect(result.integrity).toMatchObject({ pasteAttempts: 1, focusLosses: 1, restarts: 0 });
    // The page shows the server's figures.
    expect(await figure(page, 'Speed')).toBe(Math.round(result.score.netWpm));
    expect(await figure(page, 'Accuracy')).toBe(Math.round(result.score.accuracy));

    // The link is used now: a friendly page with the recorded result, not the test again.
    await page.reload();
    await page.getByText('Your result has been recorded').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Start the test' }).count()).toBe(0);
  });

  it('on desktop a restart is noted, and finishing the text early submits at the last key', async () => {
    const admin = await adminLogin();
    const email = `leo.${tag()}@example.com`;
    const { sent, token } = await sendTypingTest(
      admin.token,
      { firstName: 'Leo', lastName: `Cruz-${tag()}`, email },
      {
        name: `Desk typing ${tag()}`,
        passages: ['Type these few words quickly and well.'],
        durationSeconds: 15,
      },
    );

    const page = await newPage(VIEWPORTS.desktop);
    await page.goto(`/interviews/typing-assessment/${token}`);
    await page.getByRole('heading', { name: 'Typing Assessment', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Skip practice' }).click();
    const input = page.getByRole('textbox', { name: 'Typing test: type the text shown' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Typo thes', { delay: 60 });
    await page.getByRole('button', { name: 'Restart' }).click();
    await input.focus();
    await page.getByText('The clock starts when you type the first letter.').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-ready');
    await page.keyboard.type('Type these few words quickly and well.', { delay: 70 });
    await page.getByText('Your result has been recorded').waitFor({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-result');

    const result = (await viewInterview(admin.token, sent.id)).result!;
    expect(result.integrity.restarts).toBe(1);
    expect(result.score.accuracy).toBe(100);
    expect(result.score.durationSeconds).toBeLessThan(15); // ended at the last key
    expect(await figure(page, 'Speed')).toBe(Math.round(result.score.netWpm));
  });

  it('a candidate whose browser speaks Spanish takes the typing test in Spanish and can switch the page to English', async () => {
    const admin = await adminLogin();
    const email = `lucia.${tag()}@example.cr`;
    const { sent, token } = await sendTypingTest(
      admin.token,
      { firstName: 'Lucía', lastName: `Mora-${tag()}`, email },
      {
        name: `Spanish typing ${tag()}`,
        passages: ['Type these few words quickly and well.'],
        durationSeconds: 15,
        minNetWpm: 20,
        minAccuracy: 85,
      },
    );

    const page = await newPage({ ...VIEWPORTS.mobile, locale: 'es-CR' });
    await page.goto(`/interviews/typing-assessment/${token}`);
    await page.getByRole('heading', { name: 'Prueba de mecanografía', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByText('Hola Lucía, esta breve prueba de mecanografía mide su velocidad').waitFor();
    // Figures by Intl in Costa Rican Spanish (the duration in words, the percent as es-CR writes it).
    await page.getByText('15 segundos', { exact: true }).waitFor();
    await page.getByText('20 PPM', { exact: true }).waitFor();
    await page.getByText(/^85\s?%$/).waitFor();
    const languages = page.getByRole('group', { name: 'Idioma' });
    expect(await languages.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-es-intro');

    await page.getByRole('button', { name: 'Omitir la práctica' }).click();
    const input = page.getByRole('textbox', {
      name: 'Prueba de mecanografía: escriba el texto que se muestra',
    });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('El reloj empieza cuando escriba la primera letra.').waitFor();
    await page.getByRole('timer', { name: 'Tiempo restante: 15 segundos' }).waitFor();
    await page.keyboard.type('Type these few words quickly and well.', { delay: 70 });
    await page.getByText('Su resultado quedó registrado').waitFor({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-es-result');
    const result = (await viewInterview(admin.token, sent.id)).result!;
    expect(await figure(page, 'Velocidad')).toBe(Math.round(result.score.netWpm));
    expect(await figure(page, 'Precisión')).toBe(Math.round(result.score.accuracy));

    // The switcher turns the same result into English, and the choice is kept on this device.
    await languages.getByRole('button', { name: 'English' }).click();
    await page.getByText('Your result has been recorded').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await figure(page, 'Speed')).toBe(Math.round(result.score.netWpm));
    await page.reload();
    await page.getByRole('heading', { name: 'Typing Assessment', level: 1 }).waitFor();
    await page.getByText('Your result has been recorded').waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Language' })
        .getByRole('button', { name: 'English' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('a pilot gives an email first, then takes the typing test from its test link', async () => {
    const admin = await adminLogin();
    // A short passage typed to its end submits at the last key (the phone test covers the time-out).
    const test = await createTypingTest(admin.token, {
      name: `Pilot typing ${tag()}`,
      passages: ['Type these few words quickly and well.'],
      durationSeconds: 15,
    });
    const page = await newPage(VIEWPORTS.mobile);
    await page.goto(`/interviews/typing-assessment-test/${test.id}`);
    await page.getByRole('heading', { name: 'Typing Assessment Test', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-pilot-email');
    const email = `pilot.${tag()}@example.com`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('15 seconds', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Skip practice' }).click();
    const input = page.getByRole('textbox', { name: 'Typing test: type the text shown' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Type these few words quickly and well.', { delay: 70 });
    await page.getByText('Your result has been recorded').waitFor({ timeout: 30_000 });
    expect(await figure(page, 'Speed')).toBeGreaterThan(0);

    const list = await call<{ items: { email: string; score: number | null }[] }>(
      'GET',
      '/typing-assessment-test-results/list',
      { token: admin.token, query: { search: email } },
    );
    expect(list.items.map((i) => i.email)).toContain(email);
  });

  it('unknown, used and removed links show friendly pages', async () => {
    const page = await newPage(VIEWPORTS.mobile);
    await page.goto(`/interviews/typing-assessment/${'A'.repeat(43)}`);
    await page.getByRole('heading', { name: 'This link is not valid', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'typing-candidate-unknown-link');
    await page.goto('/interviews/typing-assessment/not-a-token');
    await page.getByRole('heading', { name: 'This link is not valid', level: 1 }).waitFor();
    await page.goto(`/interviews/typing-assessment-test/${randomUUID()}`);
    await page.getByRole('heading', { name: 'This test link is not valid', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
  });
});
