import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, queryRows, type TestApp, userWith } from '../../test/harness';
import { inDays, seedApplicant } from './scheduling.test-helper';

let t: TestApp;
let admin: string;
let interviewer: Awaited<ReturnType<typeof userWith>>;
let second: Awaited<ReturnType<typeof userWith>>;

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  ical_event: { method: string; content: string } | null;
}
const mailsTo = (to: string) =>
  queryRows<OutboxRow>(
    t.database.db,
    sql`select "to", subject, text, html, ical_event from mail_outbox where lower("to") = ${to.toLowerCase()} order by created_at, id`,
  );

/** Parses the .ics strictly with ical.js and answers its METHOD and the one VEVENT. */
const parseIcs = (content: string) => {
  const cal = new ICAL.Component(ICAL.parse(content));
  const events = cal.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const ev = new ICAL.Event(events[0]!);
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: ev.uid,
    sequence: ev.sequence,
    start: ev.startDate.toJSDate().toISOString(),
    end: ev.endDate.toJSDate().toISOString(),
    status: events[0]!.getFirstPropertyValue('status'),
    summary: ev.summary,
    location: ev.location,
    attendees: ev.attendees.map((a) =>
      String(a.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase(),
    ),
  };
};

const schedule = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/scheduling/create', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  interviewer = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
  second = await userWith(t.app, { dashboard: ['view'] });
});
afterAll(() => t.close());

describe('scheduling an interview', () => {
  it('mails the candidate and each interviewer a valid METHOD:REQUEST invitation at the zoned time', async () => {
    const s = await seedApplicant(t, admin);
    const date = inDays(10);
    const res = await schedule({
      kind: 'requisition',
      applicantId: s.applicantId,
      date,
      time: '10:30',
      timeZone: 'Asia/Manila',
      durationMinutes: 45,
      location: 'Makati office, 5th floor',
      videoUrl: '',
      interviewerIds: [interviewer.userId, second.userId],
    });
    expect(res.status).toBe(200);
    const iv = res.body.data;
    // Manila is UTC+8 all year: 10:30 there is 02:30Z.
    expect(iv.startsAt).toBe(`${date}T02:30:00.000Z`);
    expect(iv).toMatchObject({
      date,
      time: '10:30',
      timeZone: 'Asia/Manila',
      sequence: 0,
      status: 'scheduled',
    });

    const [toCandidate] = await mailsTo(s.email);
    expect(toCandidate!.subject).toBe('Interview for Customer Support Agent');
    expect(toCandidate!.text).toContain('Hello Ana,');
    expect(toCandidate!.text).toContain('(Asia/Manila)');
    expect(toCandidate!.text).toContain('Makati office, 5th floor');
    expect(toCandidate!.text).toContain(`/interviews/requisition/${s.requisitionId}`);
    expect(toCandidate!.ical_event!.method).toBe('REQUEST');
    const ics = parseIcs(toCandidate!.ical_event!.content);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: `${date}T02:30:00.000Z`,
      end: `${date}T03:15:00.000Z`,
      status: 'CONFIRMED',
      location: 'Makati office, 5th floor',
    });
    expect(ics.summary).toContain('Ana Reyes');
    expect(ics.attendees).toEqual(
      expect.arrayContaining([
        s.email.toLowerCase(),
        interviewer.email.toLowerCase(),
        second.email.toLowerCase(),
      ]),
    );
    for (const who of [interviewer, second]) {
      const [m] = (await mailsTo(who.email)).filter((x) => x.ical_event);
      expect(parseIcs(m!.ical_event!.content).uid).toBe(ics.uid);
    }
  });

  it('defaults the zone to the candidate country; reschedule keeps the UID and increments SEQUENCE', async () => {
    const s = await seedApplicant(t, admin, { country: 'costa-rica' });
    const panel = await call(t.app, 'GET', `/api/scheduling/applicant/requisition/${s.applicantId}`, {
      token: admin,
    });
    expect(panel.body.data.defaultTimeZone).toBe('America/Costa_Rica');
    const base = {
      kind: 'requisition',
      applicantId: s.applicantId,
      date: inDays(5),
      time: '09:00',
      timeZone: 'America/Costa_Rica',
      durationMinutes: 30,
      videoUrl: 'https://meet.example.com/abc',
      interviewerIds: [interviewer.userId, second.userId],
    };
    const created = (await schedule(base)).body.data;
    const first = parseIcs((await mailsTo(s.email))[0]!.ical_event!.content);

    const { kind: _k, applicantId: _a, ...form } = base;
    const moved = await call(t.app, 'PUT', `/api/scheduling/update/${created.id}`, {
      token: admin,
      body: { ...form, time: '14:00', interviewerIds: [interviewer.userId] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.sequence).toBe(1);
    const update = (await mailsTo(s.email))[1]!;
    expect(update.subject).toMatch(/^Updated: /);
    const second_ = parseIcs(update.ical_event!.content);
    expect(second_).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 });
    // Costa Rica is UTC-6: 14:00 there is 20:00Z.
    expect(second_.start).toBe(`${base.date}T20:00:00.000Z`);
    // The interviewer taken off the interview gets a CANCEL for the same event.
    const removed = (await mailsTo(second.email)).at(-1)!;
    expect(parseIcs(removed.ical_event!.content)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 1,
    });

    const cancelled = await call(t.app, 'POST', `/api/scheduling/cancel/${created.id}`, { token: admin });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', sequence: 2 });
    const cancel = (await mailsTo(s.email)).at(-1)!;
    expect(cancel.subject).toMatch(/^Cancelled: /);
    expect(parseIcs(cancel.ical_event!.content)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 2,
      status: 'CANCELLED',
    });
    const toInterviewer = (await mailsTo(interviewer.email)).at(-1)!;
    expect(parseIcs(toInterviewer.ical_event!.content)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    // A cancelled interview cannot be moved again.
    const again = await call(t.app, 'POST', `/api/scheduling/cancel/${created.id}`, { token: admin });
    expect(again.status).toBe(409);
  });

  it('writes the candidate in the language they applied in, dates by Intl; staff may choose another per send', async () => {
    const s = await seedApplicant(t, admin, { firstName: 'Lucía' });
    await t.database.db.execute(
      sql`update requisition_applicants set language = 'es' where id = ${s.applicantId}`,
    );
    // The English invitation template chosen in the dialog goes out as its Spanish counterpart.
    const english = await call(t.app, 'GET', '/api/email-templates/list?purpose=invitation&language=en', {
      token: admin,
    });
    const base = {
      kind: 'requisition',
      applicantId: s.applicantId,
      date: '2031-03-04',
      time: '09:15',
      timeZone: 'America/Costa_Rica',
      durationMinutes: 45,
      location: 'San José office',
      interviewerIds: [interviewer.userId],
      templateId: english.body.data[0].id,
    };
    const res = await schedule(base);
    expect(res.status, res.text).toBe(200);
    const created = res.body.data;
    const [invite] = await mailsTo(s.email);
    expect(invite!.subject).toBe('Entrevista para Customer Support Agent');
    expect(invite!.text).toContain('Hola Lucía:');
    expect(invite!.text).toContain(
      `Cuándo: ${new Intl.DateTimeFormat('es-CR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Costa_Rica' }).format(new Date('2031-03-04T15:15:00Z'))} (America/Costa_Rica), 45 minutos`,
    );
    // The interviewer's own mail stays in the staff's English.
    expect((await mailsTo(interviewer.email)).at(-1)!.subject).toMatch(/^Interview: Lucía Reyes/);

    // Staff chose English for the update.
    const { kind: _k, applicantId: _a, ...form } = base;
    await call(t.app, 'PUT', `/api/scheduling/update/${created.id}`, {
      token: admin,
      body: { ...form, time: '10:00', language: 'en' },
    });
    const update = (await mailsTo(s.email))[1]!;
    expect(update.subject).toBe('Updated: Interview for Customer Support Agent');
    expect(update.text).toContain('When: Tuesday, March 4, 2031 at 10:00');
    expect(update.text).toContain('45 minutes');

    // The cancellation: in their language again, from the message files.
    await call(t.app, 'POST', `/api/scheduling/cancel/${created.id}`, { token: admin });
    const cancel = (await mailsTo(s.email)).at(-1)!;
    expect(cancel.subject).toBe('Cancelada: Entrevista para Customer Support Agent');
    expect(cancel.text).toMatch(/^Hola Lucía:\n\nLa entrevista prevista para el martes, 4 de marzo de 2031/);
    // A language with no message file is refused, not guessed.
    const bad = await schedule({ ...base, date: '2031-03-05', language: 'fr' });
    expect(bad.status).toBe(400);
  });

  it('shows on the applicant timeline and in "my interviews" of each interviewer only', async () => {
    const s = await seedApplicant(t, admin, { firstName: 'Timo' });
    const created = (
      await schedule({
        kind: 'requisition',
        applicantId: s.applicantId,
        date: inDays(3),
        time: '08:00',
        timeZone: 'UTC',
        durationMinutes: 60,
        location: 'Room 2',
        interviewerIds: [second.userId],
      })
    ).body.data;
    const view = await call(t.app, 'GET', `/api/requisitions/applicant/view/${s.applicantId}`, {
      token: admin,
    });
    if (view.status === 200) {
      const actions = view.body.data.timeline.map((e: { action: string }) => e.action);
      expect(actions).toContain('schedule_interview');
    }
    const timeline = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'requisition-applicant' and entity_id = ${s.applicantId}`,
    );
    expect(timeline.map((r) => r.action)).toContain('schedule_interview');
    const mine = await call(t.app, 'GET', '/api/scheduling/mine', { token: second.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((i: { id: string }) => i.id)).toContain(created.id);
    expect(mine.body.data.find((i: { id: string }) => i.id === created.id)).toMatchObject({
      candidateName: 'Timo Reyes',
      isMine: true,
      myScorecardSubmitted: false,
    });
    const other = await call(t.app, 'GET', '/api/scheduling/mine', { token: interviewer.token });
    expect(other.body.data.map((i: { id: string }) => i.id)).not.toContain(created.id);
  });

  it('refuses bad input with 400 and writes nothing; scope and permission are enforced', async () => {
    const s = await seedApplicant(t, admin);
    const good = {
      kind: 'requisition',
      applicantId: s.applicantId,
      date: inDays(2),
      time: '09:00',
      timeZone: 'Asia/Manila',
      durationMinutes: 30,
      location: 'Room 1',
      interviewerIds: [interviewer.userId],
    };
    for (const bad of [
      { time: '25:00' },
      { timeZone: 'Mars/Olympus' },
      { durationMinutes: 5 },
      { location: '', videoUrl: '' },
      { videoUrl: 'javascript:alert(1)' },
      { interviewerIds: [] },
      { interviewerIds: ['00000000-0000-4000-8000-000000000000'] },
      { date: '2020-01-01' },
    ]) {
      const res = await schedule({ ...good, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    expect(await mailsTo(s.email)).toHaveLength(0);
    const missing = await schedule({ ...good, applicantId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const viewer = await userWith(t.app, { 'req-applicant-tracker': ['view'] });
    expect((await schedule(good, viewer.token)).status).toBe(403);
    const otherLob = await userWith(
      t.app,
      { 'req-applicant-tracker': ['view', 'edit'] },
      { linesOfBusiness: [(await seedApplicant(t, admin)).lobId] },
    );
    expect((await schedule(good, otherLob.token)).status).toBe(404);
  });
});

describe('the email log of a candidate', () => {
  it('keeps every email sent to the applicant with its delivery state', async () => {
    const s = await seedApplicant(t, admin, { firstName: '<b>Bo</b>' });
    const templates = await call(t.app, 'GET', '/api/email-templates/list?purpose=decline&language=en', {
      token: admin,
    });
    const decline = templates.body.data[0];
    const sent = await call(t.app, 'POST', '/api/candidate-emails/send', {
      token: admin,
      body: { kind: 'requisition', applicantId: s.applicantId, templateId: decline.id },
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(s.email);
    expect(mail!.subject).toBe('Your application for Customer Support Agent');
    expect(mail!.text).toContain('Hello <b>Bo</b>,');
    expect(mail!.html).toContain('Hello &lt;b&gt;Bo&lt;/b&gt;,');

    await schedule({
      kind: 'requisition',
      applicantId: s.applicantId,
      date: inDays(4),
      time: '11:00',
      timeZone: 'Asia/Manila',
      durationMinutes: 30,
      location: 'Room 3',
      interviewerIds: [interviewer.userId],
    });
    const url = `/api/candidate-emails/applicant/requisition/${s.applicantId}`;
    const before = await call(t.app, 'GET', url, { token: admin });
    expect(before.status).toBe(200);
    expect(
      before.body.data.map((e: { purpose: string; delivery: string }) => [e.purpose, e.delivery]),
    ).toEqual([
      ['invitation', 'sent'],
      ['decline', 'sent'],
    ]);
    expect(before.body.data[0].hasCalendarInvite).toBe(true);
    expect(before.body.data[1].sentBy).toBe('System Administrator');

    await t.app.mail.runOnce();
    const after = await call(t.app, 'GET', url, { token: admin });
    expect(after.body.data.map((e: { delivery: string }) => e.delivery)).toEqual(['kept', 'kept']);
    await queryRows(
      t.database.db,
      sql`update mail_outbox set status = 'failed', last_error = 'mailbox unavailable' where lower("to") = ${s.email.toLowerCase()} and ical_event is null`,
    );
    const failed = await call(t.app, 'GET', url, { token: admin });
    expect(failed.body.data[1]).toMatchObject({ delivery: 'failed', error: 'mailbox unavailable' });

    const timeline = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'requisition-applicant' and entity_id = ${s.applicantId}`,
    );
    expect(timeline.map((r) => r.action)).toEqual(
      expect.arrayContaining(['email_sent', 'schedule_interview']),
    );
  });

  it('sends nothing without a template or to someone outside the caller scope', async () => {
    const s = await seedApplicant(t, admin);
    const res = await call(t.app, 'POST', '/api/candidate-emails/send', {
      token: admin,
      body: {
        kind: 'requisition',
        applicantId: s.applicantId,
        templateId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(res.status).toBe(400);
    const manual = await call(t.app, 'GET', `/api/candidate-emails/applicant/manual/${s.applicantId}`, {
      token: admin,
    });
    expect(manual.status).toBe(404);
    expect(await mailsTo(s.email)).toHaveLength(0);
  });
});
