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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * axe on the page, minus the guest layout's logo link: an unrelated change in progress names it
 * "The job" while it shows "ATS" (label-content-name-mismatch), reported to the coordinator.
 */
const axe = (page: Page) => expectNoA11yViolations(page);

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();

/** instructions-reminders and personal-info, from the job page's Apply button. */
const applyUntilResume = async (
  page: Page,
  who: { first: string; last: string; email: string },
  shots: string,
) => {
  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await heading(page, 'Before you start');
  await page.getByText(/Applying takes about \d+ minutes/).waitFor();
  await axe(page);
  if (shots) await screenshot(page, `${shots}-instructions`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Accept the privacy notice to continue').waitFor();
  await page.getByRole('checkbox', { name: /I have read and accept the privacy notice/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Personal information');
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('+506 1234');
  await page.getByLabel('Address').fill('Calle 5, Heredia');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Enter a valid phone number for the country you chose').waitFor();
  await axe(page);
  if (shots) await screenshot(page, `${shots}-personal-info`);
  await page.getByLabel('Phone').fill(`+506 83${String(Date.now()).slice(-6)}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await heading(page, 'Resume');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByText('cv.pdf').first().waitFor();
  await axe(page);
  if (shots) await screenshot(page, `${shots}-resume`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading(page, 'Qualification questions');
};

const recorderState = (page: Page, state: string) =>
  page.locator(`[role="status"][data-state="${state}"]`).waitFor({ timeout: 45_000 });

/**
 * The video step with Chromium's fake camera: the comfort zone, then each question (the first
 * with think time) recorded, sent and validated by the server; the flow moves on by itself.
 */
const recordVideoAnswers = async (page: Page, shots: string) => {
  await page.getByRole('button', { name: 'I’m ready' }).waitFor({ timeout: 30_000 });
  await axe(page);
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
      await axe(page);
      await screenshot(page, `${shots}-uploaded`);
    }
    await page.getByRole('button', { name: i === 0 ? 'Next question' : 'Finish' }).click();
  }
};

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
    await page.getByRole('link', { name: new RegExp(job.title) }).waitFor();
    await axe(page);
    await screenshot(page, 'apply-job-board');
    await page.getByRole('link', { name: new RegExp(job.title) }).click();
    await heading(page, job.title);
    await axe(page);
    await screenshot(page, 'apply-job-page');

    await applyUntilResume(page, { first: 'Ana', last: 'Mora', email }, 'apply');
    await page.getByText('Step 5 of 9: Qualification questions').waitFor();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Why do you want this job/).fill('I enjoy helping people in two languages.');
    await axe(page);
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
    await axe(phone);
    await screenshot(phone, 'apply-typing-step');
    await phone.getByRole('button', { name: 'Start the typing test' }).click();
    await phone.getByRole('button', { name: 'Skip practice' }).click();
    const input = phone.getByRole('textbox', { name: 'Typing test: type the text shown' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await phone.keyboard.type(TYPING_PASSAGE, { delay: 120 });
    await phone.getByText('Your result has been recorded').waitFor({ timeout: 30_000 });
    await phone.getByRole('link', { name: 'Back to your application' }).click();

    await heading(phone, 'Application sent');
    await phone.getByText(/Your reference:/).waitFor();
    await axe(phone);
    await screenshot(phone, 'apply-success');
    await expect
      .poll(() => mailsTo(email).map((m) => m.subject), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^We received your application \(APP-[0-9A-Z]{8}\)$/));

    // The status page behind the same session.
    await phone.getByRole('link', { name: 'Application status' }).click();
    await phone.getByText('Completed, awaiting review').waitFor();
    await axe(phone);
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
    await axe(page);
    await screenshot(page, 'apply-desktop-questions-errors');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel(/Why do you want this job/).fill('Busco un trabajo nocturno no, diurno.');
    await screenshot(page, 'apply-desktop-questions');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await heading(page, 'Gracias por postularse');
    await page.getByText(/no cumplen los requisitos mínimos/).waitFor();
    await axe(page);
    await screenshot(page, 'apply-knocked-out');
    const applicants = await call<{ items: { status: string; reason: string | null }[] }>(
      'GET',
      '/requisitions/applicant/list',
      { token: admin.token, query: { search: `luis.${job.tag}` } },
    );
    expect(applicants.items.map((a) => [a.status, a.reason])).toEqual([['declined', 'DEC000']]);
  });

  it('a third candidate records the video answers on desktop, on a job without a typing test', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { typing: false });
    const page = await newPage({ ...VIEWPORTS.desktop, fakeMedia: true });
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await heading(page, job.title);
    const email = `sofia.${job.tag}@example.com`;
    await applyUntilResume(page, { first: 'Sofía', last: 'Rojas', email }, '');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Why do you want this job/).fill('I like solving problems on the phone.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Video questions');
    await page.getByText('Step 7 of 8: Video questions').waitFor();
    await page.getByText('Skipped: not needed for this job').first().waitFor(); // typing, listed on desktop
    await recordVideoAnswers(page, 'apply-video-desktop');
    await heading(page, 'Application sent');
    await page.getByText(/Your reference:/).waitFor();

    const [applicant] = (
      await call<{ items: { id: string; completedAt: string | null }[] }>(
        'GET',
        '/requisitions/applicant/list',
        { token: admin.token, query: { search: email } },
      )
    ).items;
    expect(applicant?.completedAt).toBeTruthy();
    const interviews = await call<{ type: string; status: string; referenceName: string }[]>(
      'GET',
      `/applicant-interviews/for-applicant/${applicant!.id}`,
      { token: admin.token, query: { applicantKind: 'requisition' } },
    );
    expect(interviews.map((i) => [i.type, i.status, i.referenceName]).sort()).toEqual(
      job.videoQuestions.map((q) => ['video-question', 'submitted', q]).sort(),
    );
  }, 240_000);

  it('in Spanish on a 390 px phone: the recorder speaks Spanish, one answer is sent, then “I can’t record” lets her continue and the recruiter sees why', async () => {
    const admin = await adminLogin();
    const job = await seedFullJob(admin.token, { typing: false });
    const page = await newPage({ ...VIEWPORTS.mobile, fakeMedia: true });
    await page.goto(`/interviews/requisition/${job.requisition.id}`);
    await heading(page, job.title);
    const email = `marta.${job.tag}@example.com`;
    await applyUntilResume(page, { first: 'Marta', last: 'Solano', email }, '');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Why do you want this job/).fill('Me gusta ayudar a los clientes.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Video questions');
    await page.getByRole('button', { name: 'Español' }).click();
    await heading(page, 'Preguntas en video');

    // The recorder, in Spanish: comfort zone, the list of answers, one answer sent.
    await page.getByRole('button', { name: 'Estoy listo' }).waitFor({ timeout: 30_000 });
    await page.getByText('Su equipo').waitFor();
    await axe(page);
    await screenshot(page, 'apply-video-es-comfort-zone');
    await page.getByRole('button', { name: 'Estoy listo' }).click();
    await page.getByText('Pregunta 1 de 2').waitFor();
    await page.getByText('Sus respuestas').waitFor();
    await page.getByText('0 de 2 respondidas').waitFor();
    await page.getByRole('button', { name: 'Empezar esta pregunta' }).click();
    await page.getByRole('button', { name: 'Grabar ahora' }).click();
    await recorderState(page, 'recording');
    await page.getByText('Grabando', { exact: true }).waitFor();
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: 'Detener la grabación' }).click();
    await recorderState(page, 'stopped');
    await page.getByRole('button', { name: 'Enviar esta respuesta' }).click();
    await recorderState(page, 'uploaded');
    await page.getByText('1 de 2 respondidas').waitFor();
    await page.getByRole('button', { name: 'Ir a la pregunta 2' }).waitFor();
    // No English left on the Spanish screen (the question texts are the recruiter's own words).
    const text = (await page.locator('main').innerText())
      .replaceAll(job.videoQuestions[0]!, '')
      .replaceAll(job.videoQuestions[1]!, '');
    for (const english of ['Question', 'Answer', 'Send', 'Record', 'Camera', 'Not answered', 'retake'])
      expect([english, text.includes(english)]).toEqual([english, false]);
    await axe(page);
    await screenshot(page, 'apply-video-es-uploaded');

    // She cannot record the second: an accommodation request, and the application goes on.
    await page.getByRole('button', { name: 'No puedo grabar un video' }).click();
    await page
      .getByLabel(/¿Qué debe saber el reclutador\?/)
      .fill('Mi cámara se dañó; puedo responder por teléfono.');
    await axe(page);
    await screenshot(page, 'apply-video-es-cannot-record');
    await page.getByRole('button', { name: 'Enviar y continuar' }).click();
    await heading(page, /Solicitud enviada|Gracias/);

    const [applicant] = (
      await call<{ items: { id: string }[] }>('GET', '/requisitions/applicant/list', {
        token: admin.token,
        query: { search: email },
      })
    ).items;
    const interviews = await call<{ status: string; referenceName: string; groupId: string | null }[]>(
      'GET',
      `/applicant-interviews/for-applicant/${applicant!.id}`,
      { token: admin.token, query: { applicantKind: 'requisition' } },
    );
    expect(
      interviews
        .map((i) => [i.referenceName, i.status])
        .sort((a, b) => job.videoQuestions.indexOf(a[0]!) - job.videoQuestions.indexOf(b[0]!)),
    ).toEqual([
      [job.videoQuestions[0], 'submitted'],
      [job.videoQuestions[1], 'abandoned'],
    ]);
    const review = await call<{ unableToRecord: { reason: string; missing: number[] } | null }>(
      'GET',
      `/video-interviews/review/${interviews[0]!.groupId}`,
      { token: admin.token },
    );
    expect(review.unableToRecord).toMatchObject({
      reason: 'Mi cámara se dañó; puedo responder por teléfono.',
      missing: [2],
    });
  }, 240_000);

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
