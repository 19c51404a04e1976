import { randomUUID } from 'node:crypto';
import { pseudoMessage, type TAssessmentTemplateCreate } from '@ats/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../apps/api/src/modules/resume-parsing/fixtures/personas';
import { renderPdf, type Style } from '../../../apps/api/src/modules/resume-parsing/fixtures/render';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { waitForMail } from '../../fixtures/mail';
import { screenshot } from '../../fixtures/screenshot';
import { createRequisitionApplicant } from '../../requests/applicants';
import {
  assessmentTokenFromMail,
  createAssessmentTemplate,
  DEFAULT_LANGUAGE_TEMPLATE,
  sendAssessment,
} from '../../requests/assessments';
import { adminLogin } from '../../requests/auth';
import { createInterview } from '../../requests/interviews';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createContent } from '../../requests/screening';
import { createVideoQuestion, sendVideoGroup, videoTokenFromMail } from '../../requests/video';
import { expectAllWrapped, submitAssessmentInPseudo, usePseudoLocale } from './pseudo-check';

/** A plain one-column resume (as the resume-profile interview spec renders it). */
const RESUME_STYLE: Style = {
  dates: 'Mon YYYY',
  present: 'Present',
  headings: 'upper',
  names: 0,
  workHeader: 'position-company',
  bullet: '•',
  skills: 'comma',
  languages: 'parens',
};

/** The interview pages in the pseudo-locale: the recorder in each state, the other tests' first screens. */
const tag = () => randomUUID().slice(0, 6);
const pseudoPage = async (opts: Parameters<typeof newPage>[0] = {}) => {
  const page = await newPage({ ...VIEWPORTS.mobile, ...opts });
  await usePseudoLocale(page.context());
  return page;
};
/** A button by its English message, as the pseudo-locale writes it. */
const button = (page: Page, english: string) => page.getByRole('button', { name: pseudoMessage(english) });
const state = (page: Page, s: string) =>
  page.locator(`[role="status"][data-state="${s}"]`).waitFor({ timeout: 30_000 });

const applicantOf = async (token: string) => {
  const lob = await createLineOfBusiness(token);
  const req = await createRequisition(token, { lobId: lob.id, name: `Pseudo ${tag()}` });
  const email = `pseudo.${tag()}@example.com`;
  const a = await createRequisitionApplicant(token, {
    requisitionId: req.id,
    firstName: 'Ana',
    lastName: `Pseudo-${tag()}`,
    email,
  });
  return { id: a.id, email };
};

describe('pseudo-locale: the interview pages', () => {
  it('a video interview: the camera check, the think countdown, recording, a take to send, sent, thanks', async () => {
    const admin = await adminLogin();
    const who = await applicantOf(admin.token);
    const q = await createVideoQuestion(admin.token, `Tell us about yourself ${tag()}`);
    await sendVideoGroup(admin.token, who.id, [q.id]);
    const token = await videoTokenFromMail(who.email);
    const page = await pseudoPage({ fakeMedia: true });
    await page.goto(`/interviews/video-question/${token}`);
    await button(page, 'I’m ready').waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'video: comfort zone');
    await button(page, 'I’m ready').click();
    await button(page, 'Start this question').click();
    await button(page, 'Start recording now').waitFor();
    await expectAllWrapped(page, 'video: think countdown');
    await button(page, 'Start recording now').click();
    await state(page, 'recording');
    await expectAllWrapped(page, 'video: recording');
    await page.waitForTimeout(1500);
    await button(page, 'Stop recording').click();
    await state(page, 'stopped');
    await expectAllWrapped(page, 'video: a take to send or record again');
    await screenshot(page, 'pseudo-video-stopped');
    await button(page, 'Send this answer').click();
    await state(page, 'uploaded');
    await expectAllWrapped(page, 'video: the answer sent');
    await button(page, 'Finish').click();
    await page.getByRole('heading', { name: pseudoMessage('Thank you!') }).waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'video: all answers sent');
  }, 120_000);

  it('a language assessment through a spoken answer to submitting, and a resume-profile interview through its check to submitting', async () => {
    const admin = await adminLogin();
    const who = await applicantOf(admin.token);
    const template = await createAssessmentTemplate(admin.token, {
      ...DEFAULT_LANGUAGE_TEMPLATE,
      name: `Language ${tag()}`,
    } as TAssessmentTemplateCreate);
    await sendAssessment(admin.token, {
      type: 'language',
      templateId: template.id,
      applicants: [{ applicantId: who.id, applicantKind: 'requisition' }],
    });
    const language = await assessmentTokenFromMail(who.email, 'language');
    const profile = await createContent(admin.token, 'resume-profiles', {
      name: `Pseudo profile ${tag()}`,
      description: '',
      passThreshold: 60,
      prompts: [],
      criteria: { requiredSkills: ['Zendesk'], countries: ['philippines'] },
    });
    await createInterview(admin.token, {
      type: 'resume-profile',
      referenceId: profile.id,
      applicantId: who.id,
      applicantKind: 'requisition',
      send: true,
    });
    const mail = await waitForMail(who.email, { after: 1 });
    const resume = mail.text.match(/\/interviews\/resume-profile\/([A-Za-z0-9_-]{43})/)?.[1];

    const page = await pseudoPage({ fakeMedia: true });
    await page.goto(`/interviews/language/${language}`);
    await page.locator('h1').first().waitFor();
    await expectAllWrapped(page, 'language assessment');
    await screenshot(page, 'pseudo-language');
    // Past the first screen: the questions, a spoken answer recorded and sent, submitted.
    await button(page, 'Start the assessment').click();
    await page.locator('main input[type=radio]').first().check();
    await expect
      .poll(() => page.getByTestId('save-state').innerText(), { timeout: 15_000 })
      .toBe(pseudoMessage('All answers saved'));
    await expectAllWrapped(page, 'language assessment: the questions');
    await button(page, 'Turn on camera and microphone').click();
    await state(page, 'comfort-zone');
    await expectAllWrapped(page, 'language assessment: the spoken answer, camera on');
    await button(page, 'Start recording').click();
    await button(page, 'Start recording now').click();
    await state(page, 'recording');
    await page.waitForTimeout(1500);
    await button(page, 'Stop recording').click();
    await state(page, 'stopped');
    await expectAllWrapped(page, 'language assessment: a spoken take');
    await button(page, 'Send this answer').click();
    await page
      .getByText(pseudoMessage('Your spoken answers have been received.'))
      .waitFor({ timeout: 60_000 });
    await expectAllWrapped(page, 'language assessment: spoken answers received');
    await submitAssessmentInPseudo(page, 'language assessment', 'submit with questions unanswered?');
    await page.goto(`/interviews/resume-profile/${resume}`);
    await page.locator('h1').first().waitFor();
    await expectAllWrapped(page, 'resume-profile interview');
    // A resume read and shown to check (what it read is the candidate's, in fields), then sent.
    const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Maria Santos.pdf',
      mimeType: 'application/pdf',
      buffer: await renderPdf(maria, RESUME_STYLE, 1),
    });
    const check = page.getByRole('region', { name: pseudoMessage('Check what we read') });
    await check.waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'resume-profile interview: check what we read');
    await screenshot(page, 'pseudo-resume-check');
    await check.getByRole('button', { name: pseudoMessage('Confirm and submit') }).click();
    await page
      .getByText(
        pseudoMessage('Your resume was submitted. The recruiter will contact you about the next steps.'),
      )
      .waitFor({ timeout: 30_000 });
    await expectAllWrapped(page, 'resume-profile interview: submitted');
  }, 120_000);
});
