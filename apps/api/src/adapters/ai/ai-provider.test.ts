import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiError } from './ai-error';
import type { AiProvider, AiRequest } from './ai-provider';
import { createBuiltinProvider } from './builtin/builtin-provider';
import { type ChatServer, startChatServer } from './openai/chat-completions-server.test-helper';
import { createOpenAiProvider } from './openai/openai-provider';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());

const openai = (over: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) =>
  createOpenAiProvider({
    baseUrl: server.baseUrl,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs: 5000,
    maxRetries: 2,
    ...over,
  });

const RESUME = 'Jane Doe. 5 years of customer support. Skills: Zendesk, Excel. Bachelor of Arts. English.';
const runRequest = (signal?: AbortSignal): AiRequest => ({
  messages: [{ role: 'user', content: `Check skills: Zendesk, Salesforce\n${RESUME}` }],
  task: {
    kind: 'run-prompt',
    definition: 'Required skills: Zendesk, Salesforce\n{{resume}}',
    values: { resume: RESUME },
  },
  signal,
});

const collect = async (p: AiProvider, req: AiRequest) => {
  const deltas: string[] = [];
  let end: { text: string; provider: string; model: string } | undefined;
  for await (const ev of p.stream(req)) {
    if (ev.type === 'delta') deltas.push(ev.text);
    else end = ev.completion;
  }
  return { deltas, end: end! };
};

describe.each([
  ['built-in', () => createBuiltinProvider({ chunkDelayMs: 0 })],
  ['openai-compatible', () => openai()],
] as const)('%s provider, through the one AiProvider interface', (name, make) => {
  it('completes and names the provider and model that answered', async () => {
    server.setDefault({ kind: 'answer', text: 'A model answer about Zendesk.' });
    const c = await make().complete(runRequest());
    expect(c.provider).toBe(name);
    expect(c.model).toBe(name === 'built-in' ? 'rules-v1' : 'test-model');
    expect(c.text.length).toBeGreaterThan(0);
    expect(c.usage.outputTokens).toBeGreaterThan(0);
  });

  it('streams several pieces that join into the final text', async () => {
    server.setDefault({ kind: 'answer', text: 'one two three four five six seven eight nine ten' });
    const { deltas, end } = await collect(make(), runRequest());
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(end.text);
    expect(end.provider).toBe(name);
  });

  it('stops with a cancelled error when the caller aborts mid-stream', async () => {
    server.setDefault({ kind: 'answer', text: 'slow '.repeat(200), tokenDelayMs: 5 });
    const abort = new AbortController();
    const got: string[] = [];
    const err = await (async () => {
      for await (const ev of make().stream(runRequest(abort.signal))) {
        if (ev.type === 'delta') got.push(ev.text);
        if (got.length === 2) abort.abort();
      }
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect((err as AiError).code).toBe('cancelled');
    expect(got.length).toBe(2);
  });
});

describe('built-in provider', () => {
  it('says plainly that it is a rules engine and which parts need a language model', async () => {
    const p = createBuiltinProvider({ chunkDelayMs: 0 });
    const c = await p.complete({
      messages: [],
      task: {
        kind: 'run-prompt',
        definition:
          'Required skills: Zendesk, Salesforce\nSummarize the candidate for the hiring manager.\n{{resume}}',
        values: { resume: RESUME },
      },
    });
    expect(c.text).toContain('not a language model');
    expect(c.text).toMatch(/✔ Mentions “Zendesk”/);
    expect(c.text).toMatch(/✘ Mentions “Salesforce”/);
    expect(c.text).toContain('Needs a language model');
    expect(c.text).toContain('Summarize the candidate');
  });

  it('refuses a structured answer it cannot produce instead of inventing one', async () => {
    const p = createBuiltinProvider({ chunkDelayMs: 0 });
    const err = await p
      .structured({ messages: [], task: { kind: 'chat' } }, z.object({ answer: z.string() }), 'x')
      .catch((e: unknown) => e);
    expect((err as AiError).code).toBe('unsupported');
  });
});

describe('OpenAI-compatible provider against a wire-format server', () => {
  it('sends the configured model, key and JSON schema, and validates the structured answer', async () => {
    server.script({ kind: 'answer', text: '{"score": 80, "summary": "good"}' });
    const before = server.requests.length;
    const s = await openai().structured(
      { messages: [{ role: 'user', content: 'rate' }], task: { kind: 'chat' } },
      z.object({ score: z.number(), summary: z.string() }),
      'rating',
    );
    expect(s.output).toEqual({ score: 80, summary: 'good' });
    expect(s.attempts).toBe(1);
    const sent = server.requests[before]!;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model');
    expect((sent.body.response_format as { type: string }).type).toBe('json_schema');
  });

  it('retries once when the answer is not valid JSON for the schema, then succeeds', async () => {
    server.script(
      { kind: 'answer', text: 'Sure! The score is 80.' },
      { kind: 'answer', text: '{"score": 80}' },
    );
    const before = server.requests.length;
    const s = await openai().structured(
      { messages: [{ role: 'user', content: 'rate' }], task: { kind: 'chat' } },
      z.object({ score: z.number() }),
      'rating',
    );
    expect(s.output).toEqual({ score: 80 });
    expect(s.attempts).toBe(2);
    const retry = server.requests[before + 1]!.body.messages as { content: string }[];
    expect(retry.at(-1)!.content).toContain('not valid');
  });

  it('gives up with invalid_output after the one retry also fails validation', async () => {
    server.script(
      { kind: 'answer', text: '{"score": "high"}' },
      { kind: 'answer', text: '{"score": "very high"}' },
    );
    const err = await openai()
      .structured(
        { messages: [{ role: 'user', content: 'rate' }], task: { kind: 'chat' } },
        z.object({ score: z.number() }),
        'r',
      )
      .catch((e: unknown) => e);
    expect((err as AiError).code).toBe('invalid_output');
  });

  it('backs off and retries after a 429, then answers', async () => {
    server.script(
      { kind: 'status', status: 429, retryAfterMs: 10 },
      { kind: 'answer', text: 'after the wait' },
    );
    const before = server.requests.length;
    const c = await openai().complete({
      messages: [{ role: 'user', content: 'hi' }],
      task: { kind: 'chat' },
    });
    expect(c.text).toBe('after the wait');
    expect(server.requests.length - before).toBe(2);
  });

  it('retries a 500 and reports rate limiting as retryable when retries run out', async () => {
    server.script({ kind: 'status', status: 500, retryAfterMs: 10 }, { kind: 'answer', text: 'recovered' });
    expect((await openai().complete({ messages: [], task: { kind: 'chat' } })).text).toBe('recovered');
    server.script(
      { kind: 'status', status: 429, retryAfterMs: 10 },
      { kind: 'status', status: 429, retryAfterMs: 10 },
    );
    const err = (await openai({ maxRetries: 1 })
      .complete({ messages: [], task: { kind: 'chat' } })
      .catch((e: unknown) => e)) as AiError;
    expect(err.code).toBe('rate_limited');
    expect(err.retryable).toBe(true);
  });

  it('turns a malformed body or a broken stream chunk into a clear upstream error', async () => {
    server.script({ kind: 'malformed' });
    const e1 = (await openai({ maxRetries: 0 })
      .complete({ messages: [], task: { kind: 'chat' } })
      .catch((e: unknown) => e)) as AiError;
    expect(e1).toBeInstanceOf(AiError);
    expect(e1.code).toBe('upstream');
    server.script({ kind: 'malformed' });
    const e2 = await collect(openai({ maxRetries: 0 }), { messages: [], task: { kind: 'chat' } }).catch(
      (e: unknown) => e,
    );
    expect((e2 as AiError).code).toBe('upstream');
  });

  it('streams slow tokens one by one, in order', async () => {
    const text = 'alpha beta gamma delta epsilon';
    server.script({ kind: 'answer', text, tokenDelayMs: 40 });
    const { deltas, end } = await collect(openai(), { messages: [], task: { kind: 'chat' } });
    expect(deltas).toEqual(['alpha ', 'beta ', 'gamma ', 'delta ', 'epsilon']);
    expect(end.text).toBe(text);
  });

  it('times out a server that does not answer in time', async () => {
    const slow = createOpenAiProvider({
      baseUrl: 'http://10.255.255.1:9/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 200,
      maxRetries: 0,
    });
    const err = (await slow
      .complete({ messages: [], task: { kind: 'chat' } })
      .catch((e: unknown) => e)) as AiError;
    expect(['timeout', 'unavailable']).toContain(err.code);
    expect(err.retryable).toBe(true);
  });

  it('closes the upstream connection when the caller aborts a stream', async () => {
    server.script({ kind: 'answer', text: 'word '.repeat(300), tokenDelayMs: 5 });
    const before = server.clientDisconnects;
    const abort = new AbortController();
    let n = 0;
    await (async () => {
      for await (const ev of openai().stream({
        messages: [],
        task: { kind: 'chat' },
        signal: abort.signal,
      })) {
        if (ev.type === 'delta' && ++n === 3) abort.abort();
      }
    })().catch(() => undefined);
    await expect.poll(() => server.clientDisconnects).toBe(before + 1);
  });
});
