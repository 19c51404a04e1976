import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { signedInPage } from '../../fixtures/session';
import { call } from '../../requests/api-client';
import { createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import {
  answerVideoQuestion,
  createVideoQuestion,
  openVideoInterview,
  recordInBrowser,
  sendVideoGroup,
  videoReview,
  videoTokenFromMail,
} from '../../requests/video';

const tag = () => randomUUID().slice(0, 6);

describe('video interview, the reviewer page', () => {
  it('a reviewer plays both answers in order, rates one 1–5 with notes and records the overall call', async () => {
    const admin = await adminLogin();
    const lob = await createLineOfBusiness(admin.token);
    const req = await createRequisition(admin.token, { lobId: lob.id, name: `Video review ${tag()}` });
    const email = `leo.${tag()}@example.com`;
    const applicant = await createRequisitionApplicant(admin.token, {
      requisitionId: req.id,
      firstName: 'Leo',
      lastName: `Santos-${tag()}`,
      email,
    });
    const q1 = await createVideoQuestion(admin.token, `Why this role ${tag()}`);
    const q2 = await createVideoQuestion(admin.token, `A time you helped a customer ${tag()}`);
    const group = await sendVideoGroup(admin.token, applicant.id, [q1.id, q2.id]);
    const interview = await openVideoInterview(await videoTokenFromMail(email));
    // Real recordings from Chromium's fake camera, sent through the candidate's API.
    const recorder = await newPage({ fakeMedia: true });
    await recorder.goto('/interviews/video-question/not-a-token');
    for (const q of interview.questions)
      await answerVideoQuestion(q.token, await recordInBrowser(recorder, 2000), 2000);

    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto(`/talent-discovery/video-question-results/${group.interviews[0]!.id}`);
    const first = page.getByRole('region', { name: 'Question 1' });
    await first.getByText(q1.question as string, { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Question 2' })
      .getByText(q2.question as string, { exact: true })
      .waitFor();
    await first.getByText(`Listen for: ${q1.question}`).waitFor(); // the reviewer's guidance beside the answer
    // The player can load and play the stored answer.
    const playable = await first.locator('video').evaluate(
      (v: HTMLVideoElement) =>
        new Promise<boolean>((resolve) => {
          if (v.readyState >= 1) resolve(true);
          v.addEventListener('loadedmetadata', () => resolve(true));
          v.addEventListener('error', () => resolve(false));
          v.load();
        }),
    );
    expect(playable).toBe(true);
    await first.getByRole('button', { name: '1.5× speed' }).click();
    expect(await first.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    await first.locator('label').filter({ hasText: '4 of 5' }).click();
    await first.getByLabel('Notes on this answer').fill('Clear, warm, to the point.');
    await first.getByRole('button', { name: 'Save rating' }).click();
    await page.getByText('Rating saved').waitFor();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByLabel('Overall notes').fill('Invite to the final interview.');
    await page.getByRole('button', { name: 'Save evaluation' }).click();
    await page.getByText('Video interview evaluated').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'video-review');

    const review = await videoReview(admin.token, group.id);
    expect(review.answers[0]).toMatchObject({
      rating: 4,
      notes: 'Clear, warm, to the point.',
      status: 'evaluated',
    });
    expect(review).toMatchObject({ recommendation: 'yes', notes: 'Invite to the final interview.' });

    const phone = await signedInPage(admin, VIEWPORTS.mobile);
    await phone.goto(`/talent-discovery/video-question-results/${group.interviews[1]!.id}`);
    await phone.getByRole('region', { name: 'Question 2' }).locator('video').waitFor();
    await expectNoA11yViolations(phone);
    await screenshot(phone, 'video-review');
  });
});

describe('video question test', () => {
  it('a pilot answers on the public test page; the answer is in the video question test results with a player', async () => {
    const admin = await adminLogin();
    const q = await createVideoQuestion(admin.token, `Pilot question ${tag()}`, { thinkTimeSeconds: 0 });
    const pilot = await newPage({ ...VIEWPORTS.mobile, fakeMedia: true });
    await pilot.goto(`/interviews/video-question-test/${q.id}`);
    await pilot.getByRole('heading', { name: 'Video Interview Test' }).waitFor();
    const email = `pilot.${tag()}@example.com`;
    await pilot.getByLabel('Email address').fill(email);
    await pilot.getByRole('button', { name: 'Continue' }).click();
    await pilot.getByRole('button', { name: 'I’m ready' }).click();
    await pilot.getByRole('button', { name: 'Start recording' }).click();
    await pilot.locator('[role="status"][data-state="recording"]').waitFor();
    await pilot.waitForTimeout(2000);
    await pilot.getByRole('button', { name: 'Stop recording' }).click();
    await pilot.getByRole('button', { name: 'Send this answer' }).click();
    await pilot.locator('[role="status"][data-state="uploaded"]').waitFor({ timeout: 30_000 });
    await expectNoA11yViolations(pilot);
    await screenshot(pilot, 'video-test-uploaded');
    await pilot.getByRole('button', { name: 'Finish' }).click();
    await pilot.getByRole('heading', { name: 'Thank you!' }).waitFor();

    const [result] = (
      await call<{ items: { id: string }[] }>('GET', '/video-question-test-results/list', {
        token: admin.token,
        query: { search: email },
      })
    ).items;
    const page = await signedInPage(admin, VIEWPORTS.desktop);
    await page.goto('/testing-results');
    await screenshot(page, 'video-test-results-list');
    await page.waitForURL(/\/testing-results\/video-question-results$/, { timeout: 10_000 });
    await page.goto(`/testing-results/video-question-results/${result!.id}`);
    const player = page.locator('video');
    await player.waitFor();
    const duration = await player.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (v.readyState >= 1) resolve(v.duration);
          v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
          v.addEventListener('error', () => resolve(Number.NaN), { once: true });
        }),
    );
    expect(Number.isFinite(duration) && duration > 1).toBe(true);
    await screenshot(page, 'video-test-result');
  });
});
