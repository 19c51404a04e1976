import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { VIEWPORTS } from '../../fixtures/browser';
import { SCREENSHOT_DIR, screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition, getRequisition } from '../../requests/requisitions';
import { getContent, textQuestion, videoQuestion } from '../../requests/screening';

/** The shell's sidebar is checked by the shell's own specs. */
const AXE = { exclude: ['[data-testid="sidebar"]'] };
const tag = () => randomUUID().slice(0, 6);

/** A screenshot of one section: e2e/screenshots/<name>-<width>.png. */
const sectionShot = async (section: Locator, name: string, width: number) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await section.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`) });
};

const save = async (page: Page, builder: string) => {
  await page.getByRole('button', { name: 'Save' }).click();
  // A new item moves to its own URL once saved.
  await page.waitForURL((u) => !u.pathname.endsWith('/new'));
  await page.getByRole('heading', { name: builder, level: 1 }).waitFor();
  await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
  return page.url().split('/').at(-1)!;
};

const pickQuestion = async (page: Page, index: number, search: string) => {
  const box = page.getByRole('combobox', { name: `Question ${index}` });
  await box.fill(search.slice(0, 12));
  await page.getByRole('option', { name: search }).click();
  await expect.poll(() => box.inputValue()).toBe(search);
  // A search answered after the pick may open the list again over the page (a busy machine): close it.
  const list = page.getByRole('listbox');
  if (await list.isVisible()) await box.press('Escape');
  await list.waitFor({ state: 'hidden' });
};

describe('screening content builders', () => {
  it('builds a knock-out question, both profiles, a typing test and a resume profile, and keeps them after reload', async () => {
    const admin = await adminLogin();
    const t = tag();
    const page = await signedInPage(admin, VIEWPORTS.desktop);

    // A multiple-choice qualification question with a knock-out answer.
    await page.goto('/talent-discovery/qualification-questions');
    await page.getByRole('heading', { name: 'Qualification Questions', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New question' }).click();
    await page.getByRole('heading', { name: 'Qualification Question Builder', level: 1 }).waitFor();
    const knockout = `Can you work night shifts ${t}?`;
    await page.getByRole('textbox', { name: 'Question text' }).fill(knockout);
    await page.getByRole('textbox', { name: 'Answer 1' }).fill('Yes, any shift');
    await page.getByRole('textbox', { name: 'Answer 2' }).fill('Days only');
    const preview = page.getByRole('region', { name: 'Candidate preview' });
    await preview.getByText(knockout).waitFor();
    await preview.getByRole('radio', { name: 'Days only' }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'screening-question-builder');
    const questionId = await save(page, 'Qualification Question Builder');
    const saved = await getContent(admin.token, 'qualification-questions', questionId);
    expect(saved.answers).toMatchObject([
      { text: 'Yes, any shift', qualifying: true },
      { text: 'Days only', qualifying: false },
    ]);

    // A qualification question profile: the knock-out question plus one from the library, reordered.
    const other = await textQuestion(admin.token, `Expected salary ${t}?`);
    await page.goto('/talent-discovery/qualification-question-profiles/new');
    await page.getByRole('heading', { name: 'Qualification Question Profile Builder', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(`Voice agent ${t}`);
    await pickQuestion(page, 1, knockout);
    await page.getByRole('button', { name: 'Add question' }).click();
    await pickQuestion(page, 2, other.name);
    // Keyboard reorder: the second question moves to the top.
    await page.getByRole('button', { name: 'Reorder Question 2 (Alt+Up or Alt+Down)' }).press('Alt+ArrowUp');
    await expect.poll(() => page.getByRole('combobox', { name: 'Question 1' }).inputValue()).toBe(other.name);
    await preview.getByLabel(`1. ${other.name}`).waitFor();
    await screenshot(page, 'screening-qq-profile-builder');
    const qqProfileId = await save(page, 'Qualification Question Profile Builder');
    await page.reload();
    await page.getByRole('combobox', { name: 'Question 1' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Question 1' }).inputValue()).toBe(other.name);
    expect(await page.getByRole('combobox', { name: 'Question 2' }).inputValue()).toBe(knockout);
    expect(
      (await getContent(admin.token, 'qualification-question-profiles', qqProfileId)).questionIds,
    ).toEqual([other.id, questionId]);

    // A video question profile from two library questions.
    const v1 = await videoQuestion(admin.token, `Introduce yourself ${t}`);
    const v2 = await videoQuestion(admin.token, `Calm an upset caller ${t}`);
    await page.goto('/talent-discovery/video-question-profiles/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(`Voice interview ${t}`);
    await page.getByRole('textbox', { name: 'Intro message' }).fill('Three short questions.');
    await pickQuestion(page, 1, v2.name);
    await page.getByRole('button', { name: 'Add question' }).click();
    await pickQuestion(page, 2, v1.name);
    await preview.getByText('Question 2 of 2').waitFor();
    const vqProfileId = await save(page, 'Video Question Profile Builder');

    // A 60-second typing test, 35 WPM at 90 %.
    await page.goto('/talent-discovery/typing-tests/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(`Agent typing ${t}`);
    await page
      .getByRole('textbox', { name: 'Passage 1' })
      .fill('Thank you for calling. How may I help you with your account today?');
    await preview.getByText('Thank you for calling.', { exact: false }).waitFor();
    const typingTestId = await save(page, 'Typing Test Builder');
    await page.reload();
    expect(await page.getByRole('spinbutton', { name: 'Minimum net WPM' }).inputValue()).toBe('35');
    expect(await page.getByRole('spinbutton', { name: 'Minimum accuracy (%)' }).inputValue()).toBe('90');

    // A resume profile with skills (chips) and a minimum education.
    await page.goto('/talent-discovery/resume-profiles/new');
    await page.getByRole('textbox', { name: 'Name' }).fill(`Voice resume ${t}`);
    const skills = page.getByRole('combobox', { name: 'Required skills' });
    await skills.fill('Customer service');
    await skills.press('Enter');
    await page.getByRole('combobox', { name: 'Minimum education' }).click();
    await page.getByRole('option', { name: 'High School Diploma' }).click();
    await preview.getByText('Experience with Customer service').waitFor();
    await screenshot(page, 'screening-resume-builder');
    const resumeProfileId = await save(page, 'Resume Profile Builder');
    const resume = await getContent(admin.token, 'resume-profiles', resumeProfileId);
    expect(resume.criteria).toMatchObject({
      requiredSkills: ['Customer service'],
      minEducationLevel: 'high-school',
    });

    // The lists show what was built.
    await page.goto(`/talent-discovery/typing-tests?search=${t}`);
    await page.getByRole('row', { name: new RegExp(`Agent typing ${t}`) }).waitFor();

    // Attach all four to a requisition in its builder's Screening section, save and reload.
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Voice agents ${t}` });
    const chosen = {
      'Qualification question profile': `Voice agent ${t}`,
      'Video question profile': `Voice interview ${t}`,
      'Resume profile': `Voice resume ${t}`,
      'Typing test': `Agent typing ${t}`,
    };
    const openBuilder = async (p: Page) => {
      await p.goto(`/talent-discovery/requisitions/${req.id}`);
      await p.getByRole('heading', { name: `${req.requisitionUid} · ${req.name}`, level: 1 }).waitFor();
      return p.getByRole('region', { name: 'Screening', exact: true });
    };
    // The select shows the chosen item's name, or nothing (a zero-width space) for "None".
    const shown = async (section: Locator, label: string) =>
      ((await section.getByRole('combobox', { name: label }).textContent()) ?? '')
        .replace(/\u200b/g, '')
        .trim();
    let screening = await openBuilder(page);
    for (const label of Object.keys(chosen)) await expect.poll(() => shown(screening, label)).toBe('');
    expect(await screening.getByText('None chosen: candidates skip this step.').count()).toBe(4);
    await sectionShot(screening, 'requisition-screening-empty', VIEWPORTS.desktop.width);
    for (const [label, option] of Object.entries(chosen)) {
      await screening.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect.poll(() => shown(screening, label)).toBe(option);
    }
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Requisition saved').waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(await getRequisition(admin.token, req.id)).toMatchObject({
      qualificationQuestionProfileId: qqProfileId,
      videoQuestionProfileId: vqProfileId,
      resumeProfileId,
      typingTestId,
    });
    await page.reload();
    screening = await openBuilder(page);
    for (const [label, option] of Object.entries(chosen))
      await expect.poll(() => shown(screening, label)).toBe(option);
    await screening.getByRole('link', { name: 'Open typing test' }).waitFor();
    await expectNoA11yViolations(page, AXE);
    await screenshot(page, 'requisition-builder-screening');
    await sectionShot(screening, 'requisition-screening-section', VIEWPORTS.desktop.width);

    // The same on a phone.
    const phone = await signedInPage(admin, VIEWPORTS.mobile);
    const phoneScreening = await openBuilder(phone);
    for (const [label, option] of Object.entries(chosen))
      await expect.poll(() => shown(phoneScreening, label)).toBe(option);
    await expectNoA11yViolations(phone, AXE);
    await screenshot(phone, 'requisition-builder-screening');
    await sectionShot(phoneScreening, 'requisition-screening-section', VIEWPORTS.mobile.width);

    // The typing test now shows its use and cannot be deleted.
    await page.goto(`/talent-discovery/typing-tests/${typingTestId}`);
    await page.getByText('1 use').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`used by requisition "Voice agents ${t}"`).waitFor();

    // "None" clears one step and keeps the others.
    screening = await openBuilder(page);
    await screening.getByRole('combobox', { name: 'Typing test' }).click();
    await page.getByRole('option', { name: 'None – skip this step' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await expect.poll(async () => (await getRequisition(admin.token, req.id)).typingTestId).toBeNull();
    expect(await getRequisition(admin.token, req.id)).toMatchObject({
      qualificationQuestionProfileId: qqProfileId,
      videoQuestionProfileId: vqProfileId,
      resumeProfileId,
    });
    await page.reload();
    screening = await openBuilder(page);
    await expect.poll(() => shown(screening, 'Typing test')).toBe('');
    await screening.getByText('None chosen: candidates skip this step.').waitFor();
    // Each picker loads its options on its own: wait for the name, not the placeholder.
    await expect.poll(() => shown(screening, 'Resume profile')).toBe(`Voice resume ${t}`);
  });
});
