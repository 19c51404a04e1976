import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../adapters/mail/outbox.repo';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { sendAutomaticAnps } from '../anps';
import { DEFAULT_LANGUAGE_TEMPLATE } from '../assessment-templates';
import { setupInterviewFixtures } from '../interviews/interviews.test-helper';
import { FILES } from '../uploads/upload-fixtures.test-helper';
import { spokenWire } from './spoken-tus.test-helper';

/**
 * Issue 16, second part: listening clips (uploaded, plays counted by the server), spoken answers
 * (resumable tus upload, the reviewer's CEFR rating, transcription needing a provider), bulk sending with
 * a summary, and the automatic aNPS surveys switched per line of business.
 */
let t: TestApp;
let admin: string;
let fx: Awaited<ReturnType<typeof setupInterviewFixtures>>;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  fx = await setupInterviewFixtures(t, admin);
});
afterAll(() => t.close());

const post = (url: string, body: unknown) => call(t.app, 'POST', url, { token: admin, body });
const linkFrom = async (to: string, path: string) => {
  const mail = (await listOutbox(t.app.database.db, to)).at(-1);
  const m = mail?.text.match(new RegExp(`${path}([A-Za-z0-9_-]{43})`));
  if (!m) throw new Error(`no ${path} link mailed to ${to}`);
  return m[1]!;
};
const newApplicant = async (email?: string) => {
  const name = `Media${++n}x`;
  const id = await fx.reqApplicant(fx.reqA, name, email);
  return { id, name, email: email ?? `${name.toLowerCase()}@example.com` };
};
const sendLanguage = async (templateId: string) => {
  const p = await newApplicant();
  const res = await post('/api/applicant-interviews/send-assessment', {
    type: 'language',
    templateId,
    applicants: [{ applicantId: p.id, applicantKind: 'requisition' }],
  });
  expect(res.status, res.text).toBe(200);
  return { id: res.body.data.items[0].id as string, token: await linkFrom(p.email, '/interviews/language/') };
};
const start = (token: string) => call(t.app, 'PUT', `/api/assessments/start/${token}`);

/** A WAV clip uploaded by the admin through the shared upload flow (presign, PUT, complete). */
const uploadAudio = async (fileName: string, bytes: Buffer, contentType: string) => {
  const kind = fileName.endsWith('.pdf') ? 'document' : 'audio';
  const pre = await post('/api/generate-presigned-upload-url', { s3Key: `${kind}/${fileName}` });
  expect(pre.status, pre.text).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: pre.body.data.presignedUrl,
    payload: bytes,
    headers: { 'content-type': contentType },
  });
  expect(put.statusCode, put.body).toBeLessThan(300);
  return pre.body.data.s3Key as string;
};
const WAV = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0x10, 0, 0]),
  Buffer.from('WAVEfmt ', 'latin1'),
  Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0]),
  Buffer.from('data', 'latin1'),
  Buffer.from([0, 0x10, 0, 0]),
  Buffer.alloc(4096, 0x10),
]);

/** The first bytes of a WebM camera recording (EBML, DocType webm, VP8 and Opus tracks), then data. */
const webm = (body = 20_000) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x16, 0x54, 0xae, 0x6b, 0x86, 0x81]),
    Buffer.from('V_VP8', 'latin1'),
    Buffer.from([0xe1, 0x86, 0x81]),
    Buffer.from('A_OPUS', 'latin1'),
    Buffer.from(Array.from({ length: body }, (_, i) => (i * 31) % 256)),
  ]);

describe('listening with an uploaded clip', () => {
  it('takes only checked audio uploads, and serves the clip by token at most maxPlays times, a reload not resetting the count', async () => {
    const key = await uploadAudio('call.wav', WAV, 'audio/wav');
    const pdfKey = await uploadAudio('notes.pdf', FILES.pdf, 'application/pdf');
    const base = DEFAULT_LANGUAGE_TEMPLATE.kind === 'language' ? DEFAULT_LANGUAGE_TEMPLATE : null;
    const withClip = (s3Key: string) => ({
      ...base!,
      name: `Clip ${++n}`,
      sections: base!.sections.map((s) =>
        s.type === 'listening' ? { ...s, transcript: '', audio: { s3Key }, maxPlays: 2 } : s,
      ),
    });
    const wrong = await post('/api/assessment-templates/create', withClip(pdfKey));
    expect(wrong.status).toBe(400);
    expect(wrong.text).toMatch(/must be a audio upload|Wrong kind of file/);
    const created = await post('/api/assessment-templates/create', withClip(key));
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.body.sections[1].audio).toEqual({ s3Key: key, fileName: 'call.wav' });

    const { token } = await sendLanguage(created.body.data.id);
    const opened = await call(t.app, 'GET', `/api/assessments/open/${token}`);
    const listening = opened.body.data.content.sections.find((s: { type: string }) => s.type === 'listening');
    expect(listening).toMatchObject({ hasAudio: true, maxPlays: 2 });
    expect(JSON.stringify(opened.body.data)).not.toContain(key);
    const play = () =>
      t.app.inject({ method: 'GET', url: `/api/assessments/audio/${token}/${listening.id}` });
    expect((await play()).statusCode).toBe(409); // not started
    await start(token);
    const first = await play();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(Buffer.compare(first.rawPayload, WAV)).toBe(0);
    expect(first.headers['x-plays']).toBe('1');
    // A reload answers the plays used; the count lives on the server.
    const reopened = await call(t.app, 'GET', `/api/assessments/open/${token}`);
    expect(reopened.body.data.audioPlays).toEqual({ [listening.id]: 1 });
    expect((await play()).statusCode).toBe(200);
    const third = await play();
    expect(third.statusCode).toBe(409);
    expect(third.body).toContain('No plays left');
    // The script player is not a way around the clip, and guessed tokens find nothing.
    const script = await call(t.app, 'PUT', `/api/assessments/play-audio/${token}`, {
      body: { sectionId: listening.id },
    });
    expect(script.status).toBe(409);
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/audio/${'A'.repeat(43)}/${listening.id}`,
    });
    expect(guessed.statusCode).toBe(404);
  });
});

describe('spoken responses', () => {
  let templateId: string;
  beforeAll(async () => {
    const res = await post('/api/assessment-templates/create', {
      ...DEFAULT_LANGUAGE_TEMPLATE,
      name: 'Spoken',
    });
    templateId = res.body.data.id;
  });

  it('takes a resumable tus recording per item, refuses a damaged one, and lets the reviewer play and rate it (audited); transcription needs a provider', async () => {
    const wire = await spokenWire(t.app);
    const { id, token } = await sendLanguage(templateId);
    const opened = await call(t.app, 'GET', `/api/assessments/open/${token}`);
    const speaking = opened.body.data.content.sections.find((s: { type: string }) => s.type === 'speaking');
    expect(speaking.spokenItems[0]).toMatchObject({
      id: 'speaking-1',
      media: 'camera',
      maxAnswerSeconds: 90,
    });
    const file = webm();
    expect((await wire.create(token, 'speaking-1', { length: file.length })).status).toBe(409); // not started
    await start(token);
    expect((await wire.create(token, 'nope', { length: 10 })).status).toBe(404);

    // A damaged recording: thrown away with a free retake.
    const bad = Buffer.from('not a recording at all, just text bytes'.repeat(50));
    const refused = await wire.send(token, 'speaking-1', bad);
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text).errors[0]).toBe('corruption_detected');
    expect((await call(t.app, 'GET', `/api/assessments/spoken/${token}/speaking-1`)).body.data.status).toBe(
      'corruption_detected',
    );

    // Half, then the rest from the offset the server holds; too long a recording is refused.
    const tooLong = await wire.send(token, 'speaking-1', file, { durationMs: 200_000 });
    expect(tooLong.status).toBe(422);
    const created = await wire.create(token, 'speaking-1', {
      length: file.length,
      type: 'video/webm;codecs=vp8,opus',
      durationMs: 4000,
    });
    expect(created.url).toMatch(
      new RegExp(`/api/assessments/spoken/${token}/speaking-1/uploads/2-[0-9a-f]{32}$`),
    );
    expect((await wire.patch(created.url, 0, file.subarray(0, 8192))).status).toBe(204);
    const progress = await call(t.app, 'GET', `/api/assessments/spoken/${token}/speaking-1`);
    expect(progress.body.data).toMatchObject({ status: 'uploading', receivedChunks: [] });
    expect((await wire.offset(created.url)).offset).toBe(8192);
    const done = await wire.patch(created.url, 8192, file.subarray(8192));
    expect(done.status, done.text).toBe(204);
    expect((await call(t.app, 'GET', `/api/assessments/spoken/${token}/speaking-1`)).body.data).toMatchObject(
      {
        status: 'uploaded',
        receivedChunks: [0],
        receivedBytes: file.length,
      },
    );
    const reopened = await call(t.app, 'GET', `/api/assessments/open/${token}`);
    expect(reopened.body.data.spoken['speaking-1'].status).toBe('uploaded');

    expect((await call(t.app, 'PUT', `/api/assessments/submit/${token}`, { body: {} })).status).toBe(200);
    const result = await call(t.app, 'GET', `/api/assessments/result/${id}`, { token: admin });
    expect(result.status, result.text).toBe(200);
    const spoken = result.body.data.spoken[0];
    expect(spoken).toMatchObject({
      itemId: 'speaking-1',
      status: 'uploaded',
      durationMs: 4000,
      rating: null,
    });
    expect(result.body.data.transcription.available).toBe(false);
    expect(result.body.data.transcription.message).toMatch(/needs? an AI provider|need an AI provider/);
    // Spoken sections are not part of the multiple-choice score.
    expect(result.body.data.language.sections.map((s: { type: string }) => s.type)).not.toContain('speaking');

    const whole = await t.app.inject({ method: 'GET', url: spoken.streamUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(Buffer.compare(whole.rawPayload, file)).toBe(0);
    const part = await t.app.inject({
      method: 'GET',
      url: spoken.streamUrl,
      headers: { range: 'bytes=8000-8999' },
    });
    expect(part.statusCode).toBe(206);
    expect(Buffer.compare(part.rawPayload, file.subarray(8000, 9000))).toBe(0);
    const forged = await t.app.inject({
      method: 'GET',
      url: spoken.streamUrl.replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(404);

    const transcribe = await post(`/api/assessments/spoken-transcribe/${id}`, { itemId: 'speaking-1' });
    expect(transcribe.status).toBe(409);
    expect(transcribe.body.errors[0]).toMatch(/built-in provider cannot/);
    expect(
      (await post(`/api/assessments/spoken-rate/${id}`, { itemId: 'speaking-1', rating: 'D9' })).status,
    ).toBe(400);
    const rated = await post(`/api/assessments/spoken-rate/${id}`, {
      itemId: 'speaking-1',
      rating: 'B2',
      notes: 'Clear apology and next step.',
    });
    expect(rated.status, rated.text).toBe(200);
    expect(rated.body.data.spoken[0]).toMatchObject({ rating: 'B2', notes: 'Clear apology and next step.' });
    const audit = await queryRows<{ diff: { rating: unknown } }>(
      t.app.database.db,
      sql`select diff from audit_log where action = 'spoken_rate' and entity_id = ${id}`,
    );
    expect(audit[0]!.diff.rating).toEqual([null, 'B2']);
    // The reviewer's final word; ratings are frozen after it.
    const reviewed = await post(`/api/assessments/review/${id}`, {
      finalScore: 70,
      cefr: 'B2',
      note: 'Spoken answer at B2.',
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.data.spoken[0].rating).toBe('B2');
    const late = await post(`/api/assessments/spoken-rate/${id}`, { itemId: 'speaking-1', rating: 'C1' });
    expect(late.status).toBe(409);
  });
});

describe('bulk send-assessment', () => {
  it('sends one interview per applicant and skips, with reasons, the archived, those without email and those with it open', async () => {
    const tpl = await post('/api/assessment-templates/create', {
      ...DEFAULT_LANGUAGE_TEMPLATE,
      name: 'Bulk',
    });
    const ok = await newApplicant();
    const archived = await newApplicant();
    const noEmail = await newApplicant('');
    expect((await post('/api/requisitions/applicant/archive', { ids: [archived.id] })).status).toBe(200);
    const all = [ok, archived, noEmail, ok].map((p) => ({ applicantId: p.id, applicantKind: 'requisition' }));
    const res = await post('/api/applicant-interviews/send-assessment', {
      type: 'language',
      templateId: tpl.body.data.id,
      applicants: all,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.sent).toBe(1);
    expect(res.body.data.items).toHaveLength(1);
    expect(
      res.body.data.skipped.map((s: { applicantId: string; reason: string }) => [s.applicantId, s.reason]),
    ).toEqual(
      expect.arrayContaining([
        [archived.id, 'archived'],
        [noEmail.id, 'no-email'],
      ]),
    );
    expect(res.body.data.message).toBe('1 assessment(s) sent, 2 skipped');
    // The same template again: the open one is skipped; nothing left to send is 409 with the reasons.
    const again = await post('/api/applicant-interviews/send-assessment', {
      type: 'language',
      templateId: tpl.body.data.id,
      applicants: [{ applicantId: ok.id, applicantKind: 'requisition' }],
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatch(/already has this assessment open/);
  });
});

describe('automatic aNPS surveys', () => {
  const surveysOf = (id: string) =>
    queryRows<{ trigger: string }>(
      t.app.database.db,
      sql`select trigger from anps_surveys where requisition_applicant_id = ${id} order by sent_at`,
    );
  const setStatus = (id: string, status: string, extra: Record<string, unknown> = {}) =>
    post('/api/requisitions/applicant/status', { ids: [id], status, ...extra });

  it('mails one survey per applicant per trigger, only where the line of business switches it on', async () => {
    const off = await newApplicant();
    expect((await setStatus(off.id, 'offer_accepted')).status).toBe(200);
    expect(await surveysOf(off.id)).toEqual([]);

    const lob = await call(t.app, 'POST', `/api/lobs/update/${fx.lobA}`, {
      token: admin,
      body: { anpsAfterApplication: true, anpsAfterDecision: true },
    });
    expect(lob.status, lob.text).toBe(200);
    expect(lob.body.data).toMatchObject({ anpsAfterApplication: true, anpsAfterDecision: true });

    const p = await newApplicant();
    expect((await setStatus(p.id, 'interview_scheduled')).status).toBe(200);
    expect(await surveysOf(p.id)).toEqual([]);
    expect((await setStatus(p.id, 'declined', { reason: 'DEC004' })).status).toBe(200);
    expect(await surveysOf(p.id)).toEqual([{ trigger: 'decision' }]);
    const token = await linkFrom(p.email, '/surveys/anps/');
    expect((await call(t.app, 'GET', `/api/anps/open/${token}`)).status).toBe(200);
    // Another final decision later: still one survey for this trigger.
    expect((await setStatus(p.id, 'offer_accepted')).status).toBe(200);
    expect(await surveysOf(p.id)).toEqual([{ trigger: 'decision' }]);

    // The application's success step (the flow calls the same hook in its transaction), twice.
    const db = t.app.database.db;
    expect(await sendAutomaticAnps(db, 'https://ats.test', 'requisition', [p.id], 'application')).toBe(1);
    expect(await sendAutomaticAnps(db, 'https://ats.test', 'requisition', [p.id], 'application')).toBe(0);
    expect((await surveysOf(p.id)).map((r) => r.trigger).sort()).toEqual(['application', 'decision']);

    await call(t.app, 'POST', `/api/lobs/update/${fx.lobA}`, {
      token: admin,
      body: { anpsAfterApplication: false, anpsAfterDecision: false },
    });
    const later = await newApplicant();
    expect(await sendAutomaticAnps(db, 'https://ats.test', 'requisition', [later.id], 'application')).toBe(0);
  });
});

describe('spoken answers with a provider that can transcribe', () => {
  let ai: TestApp;
  let server: Server;
  const seen: string[] = [];
  beforeAll(async () => {
    // An OpenAI-compatible stand-in: Whisper-style transcription and one chat answer.
    server = createServer(async (req, res) => {
      let size = 0;
      for await (const c of req) size += (c as Buffer).length;
      seen.push(`${req.url} ${size > 0}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.endsWith('/audio/transcriptions'))
        return res.end(
          JSON.stringify({ text: 'Hello, I am sorry your parcel is late. I will call the courier now.' }),
        );
      const content = JSON.stringify({
        cefr: 'B1',
        evidence: '"I will call the courier now": a clear next step.',
      });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    ai = await createTestApp({
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_API_KEY: 'k',
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await ai.close();
    server.close();
  });

  it('shows a transcript and a CEFR suggestion with evidence; the reviewer still decides', async () => {
    const token0 = await adminToken(ai.app);
    const fx2 = await setupInterviewFixtures(ai, token0);
    const tpl = await call(ai.app, 'POST', '/api/assessment-templates/create', {
      token: token0,
      body: { ...DEFAULT_LANGUAGE_TEMPLATE, name: 'AI spoken' },
    });
    const applicantId = await fx2.reqApplicant(fx2.reqA, 'Whisper');
    const sent = await call(ai.app, 'POST', '/api/applicant-interviews/send-assessment', {
      token: token0,
      body: {
        type: 'language',
        templateId: tpl.body.data.id,
        applicants: [{ applicantId, applicantKind: 'requisition' }],
      },
    });
    const id = sent.body.data.items[0].id as string;
    const mail = (await listOutbox(ai.app.database.db, 'whisper@example.com')).at(-1)!;
    const token = mail.text.match(/\/interviews\/language\/([A-Za-z0-9_-]{43})/)![1]!;
    await call(ai.app, 'PUT', `/api/assessments/start/${token}`);
    const file = webm();
    const done = await (await spokenWire(ai.app)).send(token, 'speaking-1', file);
    expect(done.status, done.text).toBe(204);
    const before = await call(ai.app, 'GET', `/api/assessments/result/${id}`, { token: token0 });
    expect(before.body.data.transcription.available).toBe(true);
    const res = await call(ai.app, 'POST', `/api/assessments/spoken-transcribe/${id}`, {
      token: token0,
      body: { itemId: 'speaking-1' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.spoken[0]).toMatchObject({
      transcript: 'Hello, I am sorry your parcel is late. I will call the courier now.',
      ai: { cefr: 'B1', evidence: '"I will call the courier now": a clear next step.' },
      rating: null,
    });
    expect(seen.some((s) => s.startsWith('/v1/audio/transcriptions true'))).toBe(true);
  });
});
