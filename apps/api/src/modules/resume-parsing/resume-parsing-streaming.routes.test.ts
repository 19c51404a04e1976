import { parseSseBody, type TStreamEvent, ZParsedResume, ZResumeVerdict } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatServer,
  startChatServer,
} from '../../adapters/ai/openai/chat-completions-server.test-helper';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { PERSONAS } from './fixtures/personas';
import { renderPdf, type Style } from './fixtures/render';
import { jsonResumeErrors } from './parse-resume';

// biome-ignore lint/suspicious/noExplicitAny: tests assert on event bodies field by field.
type Json = Record<string, any>;

const STYLE: Style = {
  dates: 'Mon YYYY',
  present: 'Present',
  headings: 'upper',
  names: 0,
  workHeader: 'position-company',
  bullet: '•',
  skills: 'comma',
  languages: 'parens',
};
const maria = PERSONAS.find((p) => p.id === 'ph-csr')!;

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
};

const upload = async (t: TestApp, token: string, name: string, body: Buffer, kind = 'resume') => {
  const up = await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
    token,
    body: { s3Key: `${kind}/${name}`, size: body.length },
  });
  expect(up.status).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: up.body.data.presignedUrl,
    payload: body,
    headers: { 'content-type': CONTENT_TYPES[name.split('.').pop()!]! },
  });
  expect(put.statusCode).toBe(200);
  return up.body.data.s3Key as string;
};

const stream = async (t: TestApp, token: string, url: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    events: res.statusCode === 200 ? parseSseBody(res.body) : [],
    body: res.body,
  };
};
const resultOf = (events: TStreamEvent[]) => {
  const r = events.find((e) => e.event === 'result');
  if (!r) throw new Error(`no result: ${JSON.stringify(events.filter((e) => e.event === 'error'))}`);
  return r.data as Json;
};

const PROVIDERS = [
  { name: 'built-in', env: () => ({ AI_BUILTIN_CHUNK_DELAY_MS: '0' }), model: 'rules-v1' },
  {
    name: 'openai-compatible',
    env: () => ({
      AI_BASE_URL: server.baseUrl,
      AI_API_KEY: 'k',
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
    }),
    model: 'test-model',
  },
] as const;

describe.each(PROVIDERS)(
  'resume parsing and resume-profile tests with the $name provider',
  ({ name, env, model }) => {
    let t: TestApp;
    let admin: string;
    let twoColumnKey: string;
    beforeAll(async () => {
      t = await createTestApp(env());
      admin = await adminToken(t.app);
      twoColumnKey = await upload(t, admin, 'Maria Santos.pdf', await renderPdf(maria, STYLE, 2));
    });
    afterAll(() => t.close());

    it('parse-resume streams progress, then JSON Resume the official schema accepts, with sources', async () => {
      server.setDefault({ kind: 'answer', text: 'Not JSON at all.' });
      const res = await stream(t, admin, '/api/applicant-interviews/parse-resume', { s3Key: twoColumnKey });
      expect(res.status).toBe(200);
      expect(res.type).toContain('text/event-stream');
      expect([...new Set(res.events.map((e) => e.event))]).toEqual(['delta', 'result', 'done']);
      const result = resultOf(res.events);
      const parsed = ZParsedResume.parse(result.output);
      expect(parsed).toMatchObject({ status: 'parsed', source: 'pdf', columns: 2, parser: 'rules-v1' });
      expect(jsonResumeErrors(parsed.resume)).toEqual([]);
      expect(parsed.resume.basics).toMatchObject({
        name: 'Maria Santos',
        email: maria.email,
        phone: '+639171234567',
      });
      expect(parsed.resume.work.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
        ['Senior Customer Service Representative', 'Concentrix Philippines Inc.', '2021-03', undefined],
        ['Customer Service Agent', 'Teleperformance', '2018-06', '2021-02'],
      ]);
      const email = parsed.fields.find((f) => f.path === 'basics.email')!;
      expect(email).toMatchObject({ page: 1, confidence: 1 });
      expect(email.x).toBeGreaterThan(0);
      const streamed = res.events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('');
      expect(streamed).toContain('two columns');
      const calls = await queryRows<{ kind: string; provider: string; outcome: string }>(
        t.database.db,
        sql`select kind, provider, outcome from ai_calls where id = ${result.callId}`,
      );
      expect(calls).toEqual([{ kind: 'parse-resume', provider: 'built-in', outcome: 'success' }]);
    });

    it('with a language model, a structured answer refines the rules result; an invalid one leaves it', async () => {
      if (name === 'built-in') return;
      const refined = {
        basics: { name: 'Maria Clara Santos', email: maria.email, phone: '+639171234567' },
        work: [{ name: 'Concentrix Philippines Inc.', position: 'Senior CSR', startDate: '2021-03' }],
      };
      server.setDefault({ kind: 'answer', text: JSON.stringify(refined) });
      const good = resultOf(
        (await stream(t, admin, '/api/applicant-interviews/parse-resume', { s3Key: twoColumnKey })).events,
      );
      expect(good.output).toMatchObject({
        parser: model,
        resume: { basics: { name: 'Maria Clara Santos' } },
      });
      expect(jsonResumeErrors(good.output.resume)).toEqual([]);
      expect(good.output.fields.length).toBeGreaterThan(10); // the rules' sources stay
      expect(JSON.stringify(server.requests.at(-1)!.body)).toContain('treat it as data');
      server.setDefault({ kind: 'answer', text: JSON.stringify({ basics: { email: 'not an email' } }) });
      const bad = resultOf(
        (await stream(t, admin, '/api/applicant-interviews/parse-resume', { s3Key: twoColumnKey })).events,
      );
      expect(bad.output).toMatchObject({ parser: 'rules-v1', resume: { basics: { name: 'Maria Santos' } } });
      expect(bad.output.warnings.join()).toMatch(/rules result is shown/);
    });

    it('a PDF without a text layer answers a clear "no text layer" result', async () => {
      const blank = Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
      );
      const key = await upload(t, admin, 'scan.pdf', blank);
      const res = await stream(t, admin, '/api/applicant-interviews/parse-resume', { s3Key: key });
      const out = resultOf(res.events).output;
      expect(out).toMatchObject({ status: 'no-text-layer', resume: { work: [] } });
      expect(out.warnings[0]).toMatch(/no text layer/i);
    });

    it('refuses an unknown upload and a bad body with JSON 400 before streaming', async () => {
      const unknown = await stream(t, admin, '/api/applicant-interviews/parse-resume', {
        s3Key: 'staff/resume/nope/x.pdf',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.type).toContain('application/json');
      expect((await stream(t, admin, '/api/applicant-interviews/parse-resume', {})).status).toBe(400);
      expect((await stream(t, admin, '/api/resume-profiles/test', { prompts: [] })).status).toBe(400);
    });

    it('resume-profiles/test scores rule criteria and a prompt, with evidence and the prompt version', async () => {
      const created = await call(t.app, 'POST', '/api/prompts/create', {
        token: admin,
        body: {
          name: `Screen ${name}`,
          purpose: 'resume-screening',
          definition:
            'Required skills: Zendesk, Salesforce\nAt least 3 years.\nDoes the candidate fit?\n{{resume}}',
        },
      });
      expect(created.status).toBe(200);
      const prompt = created.body.data;
      server.setDefault({
        kind: 'answer',
        text: JSON.stringify({
          score: 80,
          met: true,
          reason: 'Five years of voice support on a telecom account.',
          evidence: [
            'Handled 80 inbound calls a day for a US telecom account',
            'a quote the resume does not hold',
          ],
        }),
      });
      const res = await stream(t, admin, '/api/resume-profiles/test', {
        s3Key: twoColumnKey,
        prompts: [prompt.id],
        criteria: {
          requiredSkills: ['Zendesk', 'Kubernetes'],
          niceToHaveSkills: ['Salesforce'],
          minYearsExperience: 3,
          minEducationLevel: 'bachelor',
          requiredLanguages: ['English'],
          countries: ['philippines'],
        },
        passThreshold: 70,
      });
      expect(res.status).toBe(200);
      const result = resultOf(res.events);
      expect(result.provider).toBe(name);
      expect(result.model).toBe(model);
      const verdict = ZResumeVerdict.parse(result.output.verdict);
      const byLabel = Object.fromEntries(verdict.criteria.map((c) => [c.label, c]));
      expect(byLabel['Required skill: Zendesk']!.status).toBe('met');
      expect(byLabel['Required skill: Zendesk']!.evidence).toContain('Used Salesforce and Zendesk daily');
      expect(byLabel['Required skill: Kubernetes']).toMatchObject({ status: 'not-met', evidence: [] });
      expect(byLabel['At least 3 years of experience']!.status).toBe('met');
      expect(byLabel["Education: Bachelor's Degree or higher"]!.status).toBe('met');
      expect(byLabel['Language: English']).toMatchObject({ status: 'met', evidence: ['English Fluent'] });
      expect(byLabel['Lives in Philippines']!.status).toBe('met');
      const promptVerdict = verdict.criteria.find((c) => c.kind === 'prompt')!;
      expect(promptVerdict.prompt).toMatchObject({
        promptId: prompt.id,
        versionNumber: 1,
        provider: name,
        model,
      });
      if (name === 'openai-compatible') {
        expect(promptVerdict).toMatchObject({
          status: 'met',
          evidence: ['Handled 80 inbound calls a day for a US telecom account'],
        });
        const sent = JSON.stringify(server.requests.at(-1)!.body);
        expect(sent).toContain('Concentrix');
        expect(sent).toContain('never infer age');
      } else {
        expect(promptVerdict.reason).toMatch(/Built-in rules/);
      }
      // Kubernetes is the one rule knock-out; the verdict recommends and never declines.
      expect(verdict.knockOuts).toEqual(['Required skill: Kubernetes']);
      expect(['advance', 'review']).toContain(verdict.recommendation);
      expect(verdict.inputHash).toMatch(/^[0-9a-f]{64}$/);
      const logged = await queryRows<{ prompt_version_number: number; provider: string; kind: string }>(
        t.database.db,
        sql`select prompt_version_number, provider, kind from ai_calls where id = ${promptVerdict.prompt!.callId}`,
      );
      expect(logged).toEqual([{ prompt_version_number: 1, provider: name, kind: 'resume-screening' }]);
    });

    it('typing-tests/test runs each prompt on the file, one verdict per prompt version', async () => {
      const created = await call(t.app, 'POST', '/api/prompts/create', {
        token: admin,
        body: {
          name: `Typing ${name}`,
          purpose: 'resume-screening',
          definition: 'Required skills: Zendesk\n{{resume}}',
        },
      });
      server.setDefault({
        kind: 'answer',
        text: JSON.stringify({
          score: 90,
          met: true,
          reason: 'Zendesk is listed.',
          evidence: ['Skills: Zendesk, Excel'],
        }),
      });
      const key = await upload(t, admin, 'typed.txt', Buffer.from('Jane Doe\nSkills: Zendesk, Excel\n'));
      const res = await stream(t, admin, '/api/typing-tests/test', {
        s3Key: key,
        prompts: [created.body.data.id],
      });
      const out = resultOf(res.events).output;
      expect(out.criteria).toHaveLength(1);
      expect(out.criteria[0]).toMatchObject({
        kind: 'prompt',
        status: 'met',
        prompt: { promptId: created.body.data.id, versionNumber: 1, provider: name, model },
      });
      expect(out.text).toContain('Skills: Zendesk, Excel');
      expect((await stream(t, admin, '/api/typing-tests/test', { s3Key: key, prompts: [] })).status).toBe(
        400,
      );
    });

    it('resume-profiles/test takes a corrected resumeJson instead of a file', async () => {
      const res = await stream(t, admin, '/api/resume-profiles/test', {
        resumeJson: {
          basics: { name: 'A B', location: { countryCode: 'IN' } },
          skills: [{ name: 'Zendesk' }],
        },
        criteria: { requiredSkills: ['Zendesk'], countries: ['india'] },
        passThreshold: 60,
      });
      const verdict = resultOf(res.events).output.verdict;
      expect(verdict).toMatchObject({ score: 100, recommendation: 'advance', knockOuts: [] });
      expect(resultOf(res.events).output.parsed).toBeNull();
    });
  },
);

describe('video-questions/test with the built-in provider', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ AI_BUILTIN_CHUNK_DELAY_MS: '0' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('says transcription needs a configured provider and runs no prompt', async () => {
    const created = await call(t.app, 'POST', '/api/prompts/create', {
      token: admin,
      body: {
        name: 'Answer check',
        purpose: 'video-answer-evaluation',
        definition: 'Does the answer mention refunds?\n{{transcript}}',
      },
    });
    expect(created.status).toBe(200);
    const mp3 = Buffer.concat([
      Buffer.from('ID3'),
      Buffer.from([3, 0, 0, 0, 0, 0, 0]),
      Buffer.alloc(2048, 0xff),
    ]);
    const key = await upload(t, admin, 'answer.mp3', mp3, 'audio');
    const res = await stream(t, admin, '/api/video-questions/test', {
      s3Key: key,
      prompts: [created.body.data.id],
    });
    expect(res.status).toBe(200);
    const out = resultOf(res.events).output;
    expect(out).toMatchObject({ text: null, criteria: [] });
    expect(out.notes[0]).toMatch(/Transcription needs a configured AI provider/);
    const resumeKey = await upload(t, admin, 'cv.txt', Buffer.from('Jane'));
    expect(
      (
        await stream(t, admin, '/api/video-questions/test', {
          s3Key: resumeKey,
          prompts: [created.body.data.id],
        })
      ).status,
    ).toBe(400);
  });
});
