// One candidate's browser: its own client address (X-Forwarded-For, honoured with TRUST_PROXY),
// the cookies the API sets (the application's `ats_app_<id>`), every request timed by step.
import { type Recorder, StepFailed } from './recorder';

const REQUEST_TIMEOUT_MS = 120_000;

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads response bodies field by field.
  body: any;
  text: string;
}

/** The server closed a kept-alive connection as the request went out on it (no answer began). */
const closedBeforeAnswer = (err: unknown) => {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
};

export class CandidateClient {
  private readonly jar = new Map<string, string>();

  constructor(
    private readonly base: string,
    readonly address: string,
    private readonly rec: Recorder,
  ) {}

  /** Sends one request, timed as `step`; a status other than `expect` fails the candidate there. */
  async send(
    step: string,
    method: string,
    path: string,
    opts: {
      json?: unknown;
      body?: Uint8Array;
      headers?: Record<string, string>;
      expect?: number[];
      /** A lost connection is counted as retried, not failed: the caller resumes (as tus does). */
      resumable?: boolean;
    } = {},
  ): Promise<Answer> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) apply-load bench',
      ...(cookie ? { cookie } : {}),
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    };
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const t0 = performance.now();
    const request = () =>
      fetch(url, {
        method,
        headers,
        body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    let res: Response;
    let text: string;
    try {
      try {
        res = await request();
      } catch (err) {
        // A browser sends a GET again, once, when the kept-alive connection it reused turns out to
        // have been closed by the server before any answer (Chromium's "resend on a reused socket");
        // undici's fetch does not, so the bench does what the candidate's browser would.
        if (method !== 'GET' || !closedBeforeAnswer(err)) throw err;
        this.rec.retried.push({
          step,
          status: 'network',
          detail: `sent again: ${String((err as Error).cause)}`,
        });
        res = await request();
      }
      text = await res.text();
    } catch (err) {
      const timeout = (err as Error)?.name === 'TimeoutError';
      const failure = {
        step,
        status: timeout ? ('timeout' as const) : ('network' as const),
        detail: String((err as Error)?.cause ?? err),
      };
      if (opts.resumable) this.rec.retried.push(failure);
      else this.rec.fail(failure);
      throw new StepFailed(failure);
    }
    this.rec.time(step, performance.now() - t0);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      this.jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!(opts.expect ?? [200]).includes(res.status)) {
      const failure = { step, status: res.status, detail: text };
      this.rec.fail(failure);
      throw new StepFailed(failure);
    }
    return { status: res.status, headers: res.headers, body, text };
  }

  /** Whether the API gave this browser an application's cookie (`ats_app_<id>`). */
  hasApplicationCookie() {
    return [...this.jar.keys()].some((k) => k.startsWith('ats_app_'));
  }

  /** A check of an answer's content failed (the request itself succeeded). */
  wrong(step: string, detail: string): never {
    const failure = { step, status: 'wrong answer' as const, detail };
    this.rec.fail(failure);
    throw new StepFailed(failure);
  }
}
