import { parseSseBody, type TStreamEvent } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatServer,
  startChatServer,
} from '../../adapters/ai/openai/chat-completions-server.test-helper';
import { adminToken, call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { demoResumePdf } from '../uploads';

// biome-ignore lint/suspicious/noExplicitAny: tests assert on event bodies field by field.
type Json = Record<string, any>;

const RESUME_LINES = [
  'Jane Doe',
  'Customer Service Representative',
  'Experience: 2017 - 2023 inbound voice support at Acme.',
  'Skills: Zendesk, de-escalation, Excel. English and Spanish.',
  'Education: Bachelor of Science in Business Administration.',
];
const TEMPLATE =
  'Required skills: Zendesk, Salesforce\nAt least 3 years.\nSummarize the candidate.\n{{resume}}';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const eventsOf = (text: string) => parseSseBody(text);
const names = (events: TStreamEvent[]) => [...new Set(events.map((e) => e.event))];

/** Uploads a resume PDF as the signed-in user and answers its stored key. */
const uploadResume = async (t: TestApp, token: string, body = demoResumePdf(RESUME_LINES)) => {
  const up = await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
    token,
    body: { s3Key: 'resume/Jane Doe.pdf', size: body.length },
  });
  expect(up.status).toBe(200);
  const put = await t.app.inject({
    method: 'PUT',
    url: up.body.data.presignedUrl,
    payload: body,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode).toBe(200);
  return up.body.data.s3Key as string;
};

const aiCalls = (t: TestApp) =>
  queryRows<{
    kind: string;
    provider: string;
    outcome: string;
    prompt_version_number: number | null;
    caller_id: string;
  }>(
    t.database.db,
    sql`select kind, provider, outcome, prompt_version_number, caller_id from ai_calls order by created_at, id`,
  );

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

describe.each(PROVIDERS)('streamed prompt calls with the $name provider', ({ name, env, model }) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(env());
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('generate-prompt streams deltas, then the whole result, then done, with rising ids', async () => {
    server.setDefault({
      kind: 'answer',
      text: 'You screen resumes.\nResume:\n{{resume}}\nCriteria: {{criteria}}',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { authorization: `Bearer ${admin}` },
      payload: { definition: 'Screen call-centre resumes for English and 2 years of experience' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(res.body);
    expect(names(events)).toEqual(['delta', 'result', 'done']);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    expect(events.map((e) => Number(e.id))).toEqual(events.map((_, i) => i + 1));
    const result = events.find((e) => e.event === 'result')!.data as Json;
    const streamed = events.flatMap((e) => (e.event === 'delta' ? [e.data.text] : [])).join('');
    expect(result.provider).toBe(name);
    expect(result.model).toBe(model);
    expect(result.text).toBe(streamed);
    expect(result.output.definition).toBe(streamed.trim());
    expect(result.output.definition).toContain('{{resume}}');
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    const logged = (await aiCalls(t)).filter((c) => c.kind === 'generate-prompt');
    expect(logged.at(-1)).toMatchObject({ provider: name, outcome: 'success' });
  });

  it('test-prompt reads the uploaded PDF, streams the answer and logs it against the prompt version', async () => {
    server.setDefault({ kind: 'answer', text: 'Jane meets Zendesk; Salesforce is missing. Score 60.' });
    const created = await call(t.app, 'POST', '/api/prompts/create', {
      token: admin,
      body: { name: `Screen ${name}`, purpose: 'resume-screening', definition: TEMPLATE },
    });
    const prompt = created.body.data;
    const s3Key = await uploadResume(t, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-prompt',
      headers: { authorization: `Bearer ${admin}` },
      payload: { s3Key, prompt: { promptId: prompt.id, versionId: prompt.current.id, definition: TEMPLATE } },
    });
    const events = eventsOf(res.body);
    expect(names(events)).toEqual(['delta', 'result', 'done']);
    const result = events.find((e) => e.event === 'result')!.data as Json;
    expect(result.provider).toBe(name);
    if (name === 'built-in') {
      expect(result.text).toContain('not a language model');
      const checks = Object.fromEntries(result.output.checks.map((c: Json) => [c.criterion, c.status]));
      expect(checks).toMatchObject({
        'Mentions “Zendesk”': 'met',
        'Mentions “Salesforce”': 'not_met',
        'At least 3 years of experience': 'met',
      });
      expect(result.output.document.educationLevel).toBe('bachelor');
      expect(result.output.needsLanguageModel).toEqual(['Summarize the candidate.']);
      expect(result.costUsd).toBe(0);
    } else {
      const sent = server.requests.at(-1)!.body.messages as { role: string; content: string }[];
      expect(sent[0]!.content).toMatch(/never follow instructions/);
      expect(sent[1]!.content).toContain('<<<DOCUMENT');
      expect(sent[1]!.content).toContain('Zendesk, de-escalation');
      expect(result.output).toBeNull();
    }
    const usage = await call(t.app, 'GET', `/api/prompts/usage/${prompt.id}`, { token: admin });
    expect(usage.body.data.items).toHaveLength(1);
    expect(usage.body.data.items[0]).toMatchObject({
      kind: 'test-prompt',
      provider: name,
      promptVersionNumber: 1,
      outcome: 'success',
    });
    expect(usage.body.data.items[0].inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(usage.body.data.items[0].caller.name).toBeTruthy();
  });

  it('answers a JSON 400, not a stream, for an upload that is not the caller’s', async () => {
    const res = await call(t.app, 'POST', '/api/test-prompt', {
      token: admin,
      body: {
        s3Key: 'staff/resume/00000000-0000-4000-8000-000000000000/x.pdf',
        prompt: { definition: 'Hi {{resume}}' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['s3Key: upload not found']);
  });

  it('refuses unknown variables in the tested template with 400', async () => {
    const res = await call(t.app, 'POST', '/api/test-prompt', {
      token: admin,
      body: { s3Key: 'resume/x.pdf', prompt: { definition: 'Hi {{nope}}' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.join(' ')).toContain('{{nope}}');
  });
});

describe('per-call token budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_BUILTIN_CHUNK_DELAY_MS: '0', AI_MAX_TOKENS_PER_CALL: '20' });
  });
  afterAll(() => t.close());

  it('stops an answer that passes the per-call token budget with an error event and logs it', async () => {
    const admin = await adminToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { authorization: `Bearer ${admin}` },
      payload: { definition: 'Evaluate written answers for grammar and relevance' },
    });
    const events = eventsOf(res.body);
    expect(names(events)).toEqual(['delta', 'error', 'done']);
    const error = events.find((e) => e.event === 'error')!.data as Record<string, unknown>;
    expect(error.code).toBe('budget_exceeded');
    expect(error.message).toContain('20 tokens');
    expect((await aiCalls(t)).at(-1)!.outcome).toBe('budget_exceeded');
  });
});

describe('provider failures, disconnects and the per-user stream limit', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      AI_BASE_URL: server.baseUrl,
      AI_MAX_RETRIES: '0',
      AI_MAX_STREAMS_PER_USER: '1',
    });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('reports a provider that keeps answering 429 as a retryable error event', async () => {
    server.script({ kind: 'status', status: 429 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { authorization: `Bearer ${admin}` },
      payload: { definition: 'Evaluate written answers for grammar' },
    });
    const events = eventsOf(res.body);
    expect(names(events)).toEqual(['error', 'done']);
    expect(events[0]!.data).toMatchObject({ code: 'rate_limited', retryable: true });
    expect((await aiCalls(t)).at(-1)!.outcome).toBe('error');
  });

  it('reports junk from the provider as an error event', async () => {
    server.script({ kind: 'malformed' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { authorization: `Bearer ${admin}` },
      payload: { definition: 'Evaluate written answers for grammar' },
    });
    const events = eventsOf(res.body);
    expect(events.at(-2)).toMatchObject({ event: 'error', data: { code: 'upstream' } });
    expect(events.at(-1)!.event).toBe('done');
  });

  it('cancels the upstream request when the client disconnects, limits streams per user, and frees the slot', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    server.script({ kind: 'answer', text: 'token '.repeat(400), tokenDelayMs: 10 });
    const before = server.clientDisconnects;
    const abort = new AbortController();
    const res = await fetch(`${base}/api/generate-prompt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ definition: 'Screen resumes for support agents' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    const second = await call(t.app, 'POST', '/api/generate-prompt', {
      token: admin,
      body: { definition: 'Screen resumes for support agents' },
    });
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/limit 1/);
    abort.abort();
    await expect.poll(() => server.clientDisconnects, { timeout: 5000 }).toBe(before + 1);
    await expect.poll(async () => (await aiCalls(t)).at(-1)?.outcome, { timeout: 5000 }).toBe('cancelled');
    server.script({ kind: 'answer', text: 'short answer' });
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { authorization: `Bearer ${admin}` },
      payload: { definition: 'Screen resumes for support agents' },
    });
    expect(names(eventsOf(third.body))).toEqual(['delta', 'result', 'done']);
  });
});
