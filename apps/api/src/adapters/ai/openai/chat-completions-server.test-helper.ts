import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server speaking the OpenAI chat-completions wire format, for tests of the
 * OpenAI-compatible adapter. Each request takes the next scripted reply (or the default one).
 */
type ScriptedReply =
  /**
   * A normal answer: JSON, or SSE chunks when the request asked to stream. `text` may be made
   * from the request (e.g. a bench's server that answers with what the prompt carries).
   */
  | {
      kind: 'answer';
      text: string | ((body: Record<string, unknown>) => string);
      model?: string;
      tokenDelayMs?: number;
    }
  /** An HTTP error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; retryAfterMs?: number }
  /** A 200 whose body is not JSON (or, streaming, a chunk that is not JSON). */
  | { kind: 'malformed' };

interface ReceivedRequest {
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface ChatServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Streams whose client hung up before the last token. */
  clientDisconnects: number;
  script(...replies: ScriptedReply[]): void;
  setDefault(reply: ScriptedReply): void;
  close(): Promise<void>;
}

const tokensOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

export const startChatServer = async (): Promise<ChatServer> => {
  const queue: ScriptedReply[] = [];
  let fallback: ScriptedReply = { kind: 'answer', text: 'Hello from the test model.' };
  const state = { requests: [] as ReceivedRequest[], clientDisconnects: 0 };

  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const c of req) raw += c;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    state.requests.push({ body, headers: req.headers });
    const reply = queue.shift() ?? fallback;
    const model = reply.kind === 'answer' && reply.model ? reply.model : String(body.model);
    const promptTokens = JSON.stringify(body.messages).length >> 2;
    const text =
      reply.kind === 'answer' ? (typeof reply.text === 'string' ? reply.text : reply.text(body)) : '';

    if (reply.kind === 'status') {
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.retryAfterMs !== undefined ? { 'retry-after-ms': String(reply.retryAfterMs) } : {}),
      });
      res.end(JSON.stringify({ error: { message: `scripted ${reply.status}`, type: 'test', code: null } }));
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (reply.kind === 'malformed') {
        res.end('{"id": "x", "choices": [ this is not json');
        return;
      }
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: tokensOf(text).length,
            total_tokens: 0,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let gone = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        gone = true;
        state.clientDisconnects += 1;
      }
    });
    const send = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      send({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    if (reply.kind === 'malformed') {
      chunk({ role: 'assistant', content: 'Start ' });
      res.write('data: {"choices": [ broken\n\n');
      res.end();
      return;
    }
    chunk({ role: 'assistant', content: '' });
    const tokens = tokensOf(text);
    for (const t of tokens) {
      if (gone) return;
      if (reply.tokenDelayMs) await new Promise((r) => setTimeout(r, reply.tokenDelayMs));
      if (gone) return;
      chunk({ content: t });
    }
    chunk({}, 'stop');
    send({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1,
      model,
      choices: [],
      usage: { prompt_tokens: promptTokens, completion_tokens: tokens.length, total_tokens: 0 },
    });
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get clientDisconnects() {
      return state.clientDisconnects;
    },
    script: (...replies) => queue.push(...replies),
    setDefault: (reply) => {
      fallback = reply;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
};
