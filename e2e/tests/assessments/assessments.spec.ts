import { randomUUID } from 'node:crypto';
import type { TAssessmentResult, TAssessmentTemplateCreate } from '@ats/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { createRequisitionApplicant } from '../../requests/applicants';
import {
  assessmentTokenFromMail,
  createAssessmentTemplate,
  DEFAULT_LANGUAGE_TEMPLATE,
  DEFAULT_WRITING_TEMPLATE,
} from '../../requests/assessments';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';

const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);
/** Headless Chromium has no voices: the browser's speech ends at once (the play count is the server's). */
const FAST_SPEECH = `window.speechSynthesis.speak = (u) => setTimeout(() => u.onend && u.onend(new Event('end')), 300);`;

const REPLY =
  'Dear Daniel, I am very sorry for the double charge on order 58213. I have refunded the duplicat payment today and the refund takes up to five working days to reach your card. Our payments team will check your account so that this does not happen again. Kind regards, Ana';

const sendFromApplicantPage = async (
  page: Page,
  name: string,
  kind: 'Language' | 'Writing',
  template: string,
) => {
  await page.getByRole('button', { name: 'Send assessment' }).click();
  const dialog = page.getByRole('dialog', { name: `Send assessment to ${name}` });
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByRole('combobox', { name: `${kind} template` }).click();
  await page.getByRole('option', { name: template }).click();
  if (kind === 'Writing') {
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'assessments-send-dialog');
  }
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

const result = (token: string, id: string) =>
  call<TAssessmentResult>('GET', `/assessments/result/${id}`, { token });

describe('language and writing assessments', () => {
  it('a recruiter sends both; the candidate takes them on a phone (a reload resumes); the recruiter reviews and evaluates', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Support ${tag()}` });
    const email = `lea.${tag()}@example.com`;
    const a = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Lea',
      lastName: `Cruz-${tag()}`,
      email,
    });
    const name = `Lea ${a.lastName}`;
    const language = await createAssessmentTemplate(admin.token, {
      ...DEFAULT_LANGUAGE_TEMPLATE,
      name: `English B2 ${tag()}`,
    });
    const writing = await createAssessmentTemplate(admin.token, {
      ...DEFAULT_WRITING_TEMPLATE,
      name: `Double charge ${tag()}`,
      minWords: 30,
    } as TAssessmentTemplateCreate);

    // The templates screen lists them.
    const staff = await signedInPage(admin);
    await staff.goto('/talent-discovery/assessment-templates');
    await staff.getByRole('heading', { name: 'Assessment Templates', level: 1 }).waitFor();
    await staff.getByText(language.name).waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'assessments-templates');
    // The language builder: a listening clip through the shared upload control, spoken items.
    await staff.getByText(language.name).click();
    await staff.getByRole('group', { name: 'Audio clip' }).waitFor();
    await staff.getByRole('textbox', { name: 'What to talk about (item 1)' }).waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'assessments-language-builder');
    await staff.goBack();
    await staff.getByText(writing.name).click();
    await staff.getByLabel('Minimum words').waitFor();
    await expect.poll(() => staff.getByLabel('Minimum words').inputValue()).toBe('30');
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'assessments-writing-builder');

    // Sent from the applicant page.
    await staff.goto(`/talent-discovery/req-applicant-tracker/${a.id}`);
    await staff.getByRole('heading', { name, level: 1 }).waitFor();
    await sendFromApplicantPage(staff, name, 'Writing', writing.name);
    const writingToken = await assessmentTokenFromMail(email, 'writing');
    await sendFromApplicantPage(staff, name, 'Language', language.name);
    const languageToken = await assessmentTokenFromMail(email, 'language');
    const interviews = staff.getByRole('region', { name: 'Interviews' });
    await interviews.getByText(`Writing Assessment: ${writing.name}`).waitFor();
    await interviews.getByText(`Language Assessment: ${language.name}`).waitFor();

    // The candidate, on a phone (Chromium's fake camera for the spoken answer): writing first.
    const phone = await newPage({ ...VIEWPORTS.mobile, initScript: FAST_SPEECH, fakeMedia: true });
    await phone.goto(`/interviews/writing/${writingToken}`);
    await phone.getByRole('heading', { name: 'Writing Assessment', level: 1 }).waitFor();
    await phone.getByText('Pasting text is turned off').waitFor();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'assessments-writing-intro');
    await phone.getByRole('button', { name: 'Start the assessment' }).click();
    const box = phone.getByRole('textbox', { name: 'Your answer' });
    await box.click();
    await box.pressSequentially(REPLY.slice(0, 120));
    // A paste is blocked and noted.
    await box.evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', 'pasted text');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    await phone.getByText('Pasting is turned off for this task').waitFor();
    await expect
      .poll(() => phone.getByTestId('save-state').innerText(), { timeout: 15_000 })
      .toMatch(/All answers saved/);
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'assessments-writing-task');

    // Reload mid-way: the text is back and the clock keeps running from the server's start.
    await phone.reload();
    await expect
      .poll(() => phone.getByRole('textbox', { name: 'Your answer' }).inputValue())
      .toBe(REPLY.slice(0, 120));
    await expect.poll(async () => (await phone.getByTestId('time-left').innerText()) < '30:00').toBe(true);
    await phone.getByRole('textbox', { name: 'Your answer' }).focus();
    await phone.keyboard.press('Control+End');
    await phone.keyboard.type(REPLY.slice(120));
    await phone.getByRole('button', { name: 'Submit my answers' }).click();
    await phone
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await phone.getByText('your answers have been submitted').waitFor();

    // Then the language assessment.
    await phone.goto(`/interviews/language/${languageToken}`);
    await phone.getByRole('heading', { name: 'Language Assessment', level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Start the assessment' }).click();
    await phone
      .getByRole('group', { name: /What must a customer provide/ })
      .getByRole('radio', { name: 'A photo of the damage and the order number' })
      .check();
    await phone.getByRole('button', { name: 'Play recording' }).click();
    await phone.getByTestId('plays-left-listening').getByText('1 of 2 plays left').waitFor();
    await expect
      .poll(() => phone.getByRole('button', { name: 'Play recording' }).isEnabled(), { timeout: 30_000 })
      .toBe(true);
    await phone.getByRole('button', { name: 'Play recording' }).click();
    await phone.getByTestId('plays-left-listening').getByText('No plays left').waitFor();
    await phone
      .getByRole('group', { name: /Why is Maria calling/ })
      .getByRole('radio', { name: 'Her router has not been sent yet' })
      .check();
    await expect
      .poll(() => phone.getByTestId('save-state').innerText(), { timeout: 15_000 })
      .toMatch(/All answers saved/);
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'assessments-language-task');

    // The spoken answer, recorded with the fake camera through the video recorder, sent over tus:
    // creation (POST) and bytes (PATCH) under the item's own endpoint; no chunk calls any more.
    const spokenCalls: string[] = [];
    phone.on('request', (r) => {
      const m = /\/api\/assessments\/spoken\/[^/]+\/[^/]+(\/.*)?$/.exec(r.url());
      if (m) spokenCalls.push(`${r.method()} ${m[1] ?? ''}`);
    });
    await phone.getByRole('button', { name: 'Turn on camera and microphone' }).click();
    await phone.locator('[role="status"][data-state="comfort-zone"]').waitFor({ timeout: 30_000 });
    await phone.getByRole('button', { name: 'Start recording' }).click();
    await phone.getByRole('button', { name: 'Start recording now' }).click();
    await phone.locator('[role="status"][data-state="recording"]').waitFor();
    await phone.waitForTimeout(2000);
    await phone.getByRole('button', { name: 'Stop recording' }).click();
    await phone.locator('[role="status"][data-state="stopped"]').waitFor();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'assessments-spoken-recorded');
    await phone.getByRole('button', { name: 'Send this answer' }).click();
    await phone.getByText('Your spoken answers have been received.').waitFor({ timeout: 60_000 });
    expect(spokenCalls).toContain('POST /uploads');
    expect(spokenCalls.some((c) => /^PATCH \/uploads\/0-[0-9a-f]{32}$/.test(c))).toBe(true);
    expect(spokenCalls.filter((c) => /chunks|complete/.test(c))).toEqual([]);
    await phone.reload();
    const first = phone
      .getByRole('group', { name: /What must a customer provide/ })
      .getByRole('radio', { name: 'A photo of the damage and the order number' });
    await expect.poll(() => first.isChecked()).toBe(true);
    await phone.getByTestId('plays-left-listening').getByText('No plays left').waitFor();
    await phone.getByText('Your spoken answers have been received.').waitFor();
    await phone.getByRole('button', { name: 'Submit my answers' }).click();
    await phone
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByText('16 questions are still unanswered')
      .waitFor();
    await phone
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await phone.getByText('your answers have been submitted').waitFor();

    // The recruiter reviews the writing result: findings highlighted, then an adjusted final score.
    const sent = await call<{ id: string; type: string }[]>(
      'GET',
      `/applicant-interviews/for-applicant/${a.id}`,
      {
        token: admin.token,
        query: { applicantKind: 'requisition' },
      },
    );
    const writingId = sent.find((i) => i.type === 'writing')!.id;
    const languageId = sent.find((i) => i.type === 'language')!.id;
    await staff.goto(`/talent-discovery/assessment-results/${writingId}`);
    await staff.getByRole('heading', { name, level: 1 }).waitFor();
    await staff.getByTestId('writing-text').getByText('duplicat', { exact: true }).waitFor();
    await staff.getByText('Paste attempts blocked: 1').waitFor();
    const auto = Number(await staff.getByTestId('auto-score').innerText());
    expect(auto).toBeGreaterThan(0);
    await staff.getByRole('spinbutton', { name: /Final score/ }).fill('75');
    // A changed score needs a note saying why.
    const note = staff.getByRole('textbox', { name: /Note \(required: why the score changed\)/ });
    expect(await note.evaluate((el) => (el as HTMLTextAreaElement).required)).toBe(true);
    await staff.getByRole('textbox', { name: /Note/ }).fill('Polite and complete; one typo only.');
    await staff.getByRole('button', { name: 'Mark evaluated' }).click();
    await staff.getByText(/Evaluated by .*final score 75/).waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'assessments-writing-result');
    expect((await result(admin.token, writingId)).interview.status).toBe('evaluated');

    // And the language result: 2 of 18 right, the CEFR estimate with its mapping.
    await staff.goto(`/talent-discovery/assessment-results/${languageId}`);
    await staff
      .getByTestId('cefr-estimate')
      .getByText(/CEFR estimate: A1/)
      .waitFor();
    await staff.getByText(/Mapping: A1 0–29 %/).waitFor();
    // The spoken answer: played back, rated against the CEFR speaking descriptors.
    const spoken = staff.getByRole('region', { name: 'Spoken answers' });
    await spoken
      .getByTestId('transcription-unavailable')
      .getByText(/built-in provider cannot/)
      .waitFor();
    await spoken.getByLabel('Spoken answer 1').waitFor();
    await spoken.getByRole('radio', { name: /^B1 / }).check();
    await spoken
      .getByRole('textbox', { name: 'Notes' })
      .fill('Apologises and gives a next step; some hesitation.');
    await spoken.getByRole('button', { name: 'Save rating' }).click();
    await spoken.getByText(/Rated B1/).waitFor();
    await staff.getByRole('spinbutton', { name: /Final score/ }).fill('45');
    await staff.getByRole('textbox', { name: /Note/ }).last().fill('Spoken answer at B1 lifts the estimate.');
    await staff.getByRole('button', { name: 'Mark evaluated' }).click();
    await staff.getByText(/Evaluated by .*final score 45/).waitFor();
    await expectNoA11yViolations(staff, AXE);
    await screenshot(staff, 'assessments-language-result');
    const lang = await result(admin.token, languageId);
    expect(lang.integrity.audioPlays).toEqual({ listening: 2 });
    expect(lang.language?.sections.map((s) => s.correct)).toEqual([1, 1, 0, 0]);
    expect(lang.spoken[0]).toMatchObject({ status: 'uploaded', rating: 'B1' });
    expect(lang.interview.status).toBe('evaluated');
  });
});
