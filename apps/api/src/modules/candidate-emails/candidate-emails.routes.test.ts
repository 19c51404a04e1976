import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { seedApplicant } from '../scheduling/scheduling.test-helper';

/** Staff-sent candidate email goes in the language the applicant applied in, unless staff chose one. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const mailsTo = (to: string) =>
  queryRows<{ subject: string; text: string }>(
    t.database.db,
    sql`select subject, text from mail_outbox where lower("to") = ${to.toLowerCase()} order by created_at, id`,
  );
const spanishApplicant = async () => {
  const s = await seedApplicant(t, admin, { firstName: 'Lucía' });
  await t.database.db.execute(
    sql`update requisition_applicants set language = 'es' where id = ${s.applicantId}`,
  );
  return s;
};
const templateOf = async (purpose: string, language: string) =>
  (
    await call(t.app, 'GET', `/api/email-templates/list?purpose=${purpose}&language=${language}`, {
      token: admin,
    })
  ).body.data[0].id as string;

describe('candidate email language', () => {
  it('a template sent to a Spanish applicant goes as its Spanish counterpart; staff may send it in English', async () => {
    const s = await spanishApplicant();
    const english = await templateOf('offer', 'en');
    const send = (extra: Record<string, unknown> = {}) =>
      call(t.app, 'POST', '/api/candidate-emails/send', {
        token: admin,
        body: { kind: 'requisition', applicantId: s.applicantId, templateId: english, ...extra },
      });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.data.subject).toBe('Una oferta para Customer Support Agent');
    expect((await mailsTo(s.email))[0]!.text).toMatch(/^Hola Lucía:/);

    const chosen = await send({ language: 'en' });
    expect(chosen.body.data.subject).toBe('An offer for Customer Support Agent');
    expect((await mailsTo(s.email))[1]!.text).toMatch(/^Hello Lucía,/);

    expect((await send({ language: 'de' })).status).toBe(400);
    expect(await mailsTo(s.email)).toHaveLength(2);
  });

  it('a status change emails each applicant in their own language: a template, or the fixed status email', async () => {
    const es = await spanishApplicant();
    const en = await seedApplicant(t, admin, { firstName: 'Ann' });
    const english = await templateOf('decline', 'en');
    const res = await call(t.app, 'POST', '/api/requisitions/applicant/status', {
      token: admin,
      body: {
        ids: [es.applicantId, en.applicantId],
        status: 'declined',
        reason: 'DEC000',
        templateId: english,
      },
    });
    expect(res.status).toBe(200);
    expect((await mailsTo(es.email)).at(-1)!.subject).toBe('Su solicitud para Customer Support Agent');
    expect((await mailsTo(en.email)).at(-1)!.subject).toBe('Your application for Customer Support Agent');

    const other = await spanishApplicant();
    const fixed = await call(t.app, 'POST', '/api/requisitions/applicant/status', {
      token: admin,
      body: { ids: [other.applicantId], status: 'recommended', sendStatusEmail: true },
    });
    expect(fixed.status).toBe(200);
    const mail = (await mailsTo(other.email)).at(-1)!;
    expect(mail.subject).toBe('Novedades sobre su solicitud para Customer Support Agent');
    expect(mail.text).toMatch(/^Hola Lucía:\n\nLe recomendamos/);
  });

  it("a status change's fixed email is in the applicant's email log, in their language, queued once", async () => {
    const es = await spanishApplicant();
    const res = await call(t.app, 'POST', '/api/requisitions/applicant/status', {
      token: admin,
      body: { ids: [es.applicantId], status: 'declined', reason: 'DEC000', sendStatusEmail: true },
    });
    expect(res.status, res.text).toBe(200);
    const log = await call(t.app, 'GET', `/api/candidate-emails/applicant/requisition/${es.applicantId}`, {
      token: admin,
    });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({
      to: es.email,
      subject: 'Su solicitud para Customer Support Agent',
      purpose: 'status-declined',
      delivery: 'sent',
      error: null,
    });
    expect(log.body.data[0].text).toMatch(/^Hola Lucía:\n\nGracias por su interés/);
    expect(log.body.data[0].sentBy).toBeTruthy();
    expect(await mailsTo(es.email)).toHaveLength(1);
  });

  it('staff may send a bulk status template in Spanish to an English applicant of the manual tracker', async () => {
    const email = `olga-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const made = await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Olga', lastName: 'Reyes', email, position: 'Chat agent' },
    });
    expect(made.status, made.text).toBe(200);
    const res = await call(t.app, 'POST', '/api/applicants/status', {
      token: admin,
      body: {
        ids: [made.body.data.id],
        status: 'for_offer',
        templateId: await templateOf('offer', 'en'),
        language: 'es',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Una oferta para Chat agent']);
  });
});
