import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../fixtures/axe';
import { newPage, VIEWPORTS } from '../../fixtures/browser';
import { screenshot } from '../../fixtures/screenshot';
import { call } from '../../requests/api-client';
import { seedFullJob } from '../../requests/applications';
import { adminLogin } from '../../requests/auth';
import { applyUntilResume, heading, recorderState, recordVideoAnswers } from './apply-steps';

describe('application flow: video answers without a typing test', () => {
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
    await applyUntilResume(page, { first: 'Marta', last: 'Solano', email }, '', {
      saveWhileUploading: true,
    });
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel(/Why do you want this job/).fill('Me gusta ayudar a los clientes.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Video questions');
    await page.getByRole('button', { name: 'Español' }).click();
    await heading(page, 'Preguntas en video');

    // The recorder, in Spanish: comfort zone, the list of answers, one answer sent.
    await page.getByRole('button', { name: 'Ya puedo empezar' }).waitFor({ timeout: 30_000 });
    await page.getByText('Su equipo').waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-video-es-comfort-zone');
    await page.getByRole('button', { name: 'Ya puedo empezar' }).click();
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
    await expectNoA11yViolations(page);
    await screenshot(page, 'apply-video-es-uploaded');

    // She cannot record the second: an accommodation request, and the application goes on.
    await page.getByRole('button', { name: 'No puedo grabar un video' }).click();
    await page
      .getByLabel(/¿Qué debe saber el reclutador\?/)
      .fill('Mi cámara se dañó; puedo responder por teléfono.');
    await expectNoA11yViolations(page);
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
});
