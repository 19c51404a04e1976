import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { env } from '../../fixtures/env';
import { screenshot } from '../../fixtures/screenshot';
import { createRequisitionApplicant } from '../../requests/applicants';
import { adminLogin } from '../../requests/auth';
import { createLineOfBusiness, createRequisition } from '../../requests/requisitions';
import { createVideoQuestion, sendVideoGroup, videoReview, videoTokenFromMail } from '../../requests/video';

const tag = () => randomUUID().slice(0, 6);

/** A requisition applicant with a two-question video interview mailed to them. */
const seedVideoInterview = async () => {
  const admin = await adminLogin();
  const lob = await createLineOfBusiness(admin.token);
  const req = await createRequisition(admin.token, { lobId: lob.id, name: `Video ${tag()}` });
  const email = `ana.${tag()}@example.com`;
  const applicant = await createRequisitionApplicant(admin.token, {
    requisitionId: req.id,
    firstName: 'Ana',
    lastName: `Cruz-${tag()}`,
    email,
  });
  const q1 = await createVideoQuestion(admin.token, `Tell us about yourself ${tag()}`);
  const q2 = await createVideoQuestion(admin.token, `Describe a hard customer call ${tag()}`, {
    thinkTimeSeconds: 0,
  });
  const group = await sendVideoGroup(admin.token, applicant.id, [q1.id, q2.id]);
  return { admin, group, token: await videoTokenFromMail(email) };
};

const waitForState = (page: Page, state: string, timeout = 30_000) =>
  page.locator(`[role="status"][data-state="${state}"]`).waitFor({ timeout });

/** Records for `ms` and stops. */
const recordFor = async (page: Page, ms: number) => {
  await waitForState(page, 'recording');
  await page.waitForTimeout(ms);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await waitForState(page, 'stopped');
};

describe('video interview, the candidate page', () => {
  it('on a 390 px phone: comfort zone, two answers, a reload mid-answer and another during a cut upload; both answers arrive whole', async () => {
    const { admin, group, token } = await seedVideoInterview();
    const page = await newPage({ ...VIEWPORTS.mobile, fakeMedia: true });
    // Answers travel over tus: creation (POST), bytes (PATCH) and, after a cut, the offset (HEAD).
    const tus: string[] = [];
    page.on('requestfinished', (r) => {
      if (/\/api\/video-answers\/[^/]+\/uploads/.test(r.url())) tus.push(r.method());
    });
    // Bytes leave while the answer is recorded (a deferred-length upload): PATCHes sent so far.
    let patchesSent = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && /\/api\/video-answers\/[^/]+\/uploads\//.test(r.url())) patchesSent++;
    });
    await page.goto(`/interviews/video-question/${token}`);

    // Comfort zone: preview, level meter, connection measured against our server, practice.
    await page.getByRole('button', { name: 'I’m ready' }).waitFor();
    await page.getByText(/Mbit\/s upload/).waitFor();
    await page.getByRole('button', { name: 'Record a practice answer' }).click();
    await page.waitForTimeout(1200);
    await page.getByRole('button', { name: /Stop practice/ }).click();
    await page.getByRole('button', { name: 'Back to camera' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'video-comfort-zone');
    await page.getByRole('button', { name: 'I’m ready' }).click();

    // Question 1: think time, then record, retake once, send.
    await page.getByText('Question 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Start this question' }).click();
    await page.getByText(/Recording starts in/).waitFor();
    await page.getByRole('button', { name: 'Start recording now' }).click();
    await recordFor(page, 1500);
    // The retake ends the first take's upload on the server (tus termination).
    await page.getByRole('button', { name: 'Record again (1 retake left)' }).click();
    await waitForState(page, 'recording');
    const before = patchesSent;
    // Bytes leave while the take is recorded (it lasts at least 1.5 s: durations are checked below).
    await Promise.all([
      expect
        .poll(() => patchesSent, { message: 'PATCH requests before Stop is pressed', timeout: 15_000 })
        .toBeGreaterThan(before),
      page.waitForTimeout(1500),
    ]);
    await expect.poll(() => tus).toContain('DELETE');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await waitForState(page, 'stopped');
    expect(await page.getByRole('button', { name: 'No retakes left' }).isDisabled()).toBe(true);
    await screenshot(page, 'video-stopped');
    await page.getByRole('button', { name: 'Send this answer' }).click();
    await waitForState(page, 'uploaded');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Next question' }).click();

    // Question 2: no think time; the network is cut while it is sent.
    await page.getByText('Question 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Start this question' }).click();
    await waitForState(page, 'recording');
    await page.waitForTimeout(3200);
    // The tab is reloaded mid-answer: what was recorded comes back from the browser's storage.
    await page.reload();
    await waitForState(page, 'stopped');
    await page.getByLabel('Your recorded answer').waitFor();
    await page.route('**/api/video-answers/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send this answer' }).click();
    await waitForState(page, 'network_error');
    await screenshot(page, 'video-network-error');
    await expectNoA11yViolations(page);

    // The connection comes back and the page is reloaded: the saved answer is sent without recording again.
    await page.unroute('**/api/video-answers/**');
    await page.reload();
    await waitForState(page, 'uploaded');
    expect(tus).toContain('POST');
    expect(tus).toContain('PATCH');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await screenshot(page, 'video-thanks');

    // Both answers are on the server, whole: the reviewer's player gets WebM bytes of the recorded size.
    const review = await videoReview(admin.token, group.id);
    expect(review.answers.map((a) => a.answerStatus)).toEqual(['uploaded', 'uploaded']);
    expect(review.checks).toMatchObject({ camera: true, microphone: true, practiceTakes: 1 });
    for (const a of review.answers) {
      const res = await fetch(`${env.baseUrl}${a.playUrl}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(bytes.length).toBe(a.sizeBytes);
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(a.durationMs).toBeGreaterThan(1000);
    }
    expect(await page.locator('[data-state]').count()).toBe(0); // the recorder is gone from the thank-you page
  });

  it('a blocked camera shows how to allow it in this browser, and trying again recovers', async () => {
    const { token } = await seedVideoInterview();
    const page = await newPage({
      ...VIEWPORTS.mobile,
      fakeMedia: true,
      // The browser refuses the first request, as after the candidate clicked "Block".
      initScript: `(() => {
        const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        let refused = false;
        navigator.mediaDevices.getUserMedia = (c) => {
          if (!refused) { refused = true; return Promise.reject(new DOMException('Permission denied', 'NotAllowedError')); }
          return real(c);
        };
      })();`,
    });
    await page.goto(`/interviews/video-question/${token}`);
    await waitForState(page, 'denied');
    await page.getByRole('heading', { name: /How to allow the camera in Chrom/ }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'video-denied');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'I’m ready' }).waitFor();
  });
});

describe('public recordings', () => {
  it('a guest on a phone records with the same recorder, gets a private share link, and lists only this device’s recordings', async () => {
    const page = await newPage({ ...VIEWPORTS.mobile, fakeMedia: true });
    await page.goto('/public-recordings/record');
    const name = `Guest ${tag()}`;
    await page.getByRole('button', { name: 'Continue to the camera' }).click();
    await page.getByText('Agree to the recording being kept and shared by its link').waitFor();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Email').fill(`guest.${tag()}@example.com`);
    await page.getByRole('checkbox', { name: /I agree that this recording is kept/ }).check();
    await expectNoA11yViolations(page);
    await screenshot(page, 'public-recording-form');
    await page.getByRole('button', { name: 'Continue to the camera' }).click();

    await page.getByRole('button', { name: 'I’m ready' }).click();
    await page.getByRole('button', { name: 'Start recording' }).click();
    // Worded as a recording, not as an interview question.
    await page.getByText('Your recording', { exact: true }).waitFor();
    await recordFor(page, 2500);
    await page.getByRole('button', { name: 'Send this recording' }).click();
    await waitForState(page, 'uploaded');
    await page.getByRole('button', { name: 'Finish' }).click();
    const link = page.getByRole('textbox', { name: 'Private share link' });
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/public-recordings\/view\/[A-Za-z0-9_-]{43}$/);
    await expectNoA11yViolations(page);
    await screenshot(page, 'public-recording-done');

    // This device lists its recording; another guest (another browser) sees none of it.
    await page.getByRole('link', { name: 'My recordings' }).click();
    await page.getByRole('heading', { name }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'public-recordings-list');
    const stranger = await newPage({ ...VIEWPORTS.mobile });
    await stranger.goto('/public-recordings');
    await stranger.getByText('No recordings yet on this device.').waitFor();
    expect(await stranger.getByRole('heading', { name }).count()).toBe(0);

    // The share link plays it for anyone who has it.
    await stranger.goto(new URL(shareUrl).pathname);
    await stranger.getByRole('heading', { name: `Recording of ${name}` }).waitFor();
    const duration = await stranger.locator('video').evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (v.readyState >= 1) resolve(v.duration);
          else v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
        }),
    );
    // The server's remux gave the WebM its duration (MediaRecorder's has none): players can seek.
    expect(Number.isFinite(duration) && duration > 1).toBe(true);
    await expectNoA11yViolations(stranger);
  });
});
