import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveSafeAddress } from './safe-address';

const SEND_TIMEOUT_MS = 10_000;
/** At most this much of a reply is read; the rest is dropped and the connection closed. */
const RESPONSE_CAP_BYTES = 64 * 1024;
const SNIPPET_CHARS = 1000;

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  response: string | null;
  error: string | null;
}

/**
 * One POST to a webhook endpoint: the host is resolved and checked now (not when it was saved),
 * the connection goes to that checked address (a second DNS answer cannot swap it), redirects are
 * not followed (a 3xx is a failure), the whole exchange has 10 s, and at most 64 KiB is read.
 */
export const sendWebhook = async (
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowHttp: boolean; allowLoopback: boolean; timeoutMs?: number },
): Promise<SendResult> => {
  const started = Date.now();
  const fail = (
    error: string,
    statusCode: number | null = null,
    response: string | null = null,
  ): SendResult => ({
    ok: false,
    statusCode,
    latencyMs: Date.now() - started,
    response,
    error,
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return fail('The URL is not valid');
  }
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && opts.allowHttp))
    return fail('Only HTTPS endpoints are allowed');
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolveSafeAddress(target.hostname, { allowLoopback: opts.allowLoopback });
  } catch (err) {
    return fail((err as Error).message);
  }
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    const req = send(
      target,
      {
        method: 'POST',
        lookup,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'ATS-Webhooks/1.0',
        },
        timeout: opts.timeoutMs ?? SEND_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, SNIPPET_CHARS);
          const code = res.statusCode ?? 0;
          const ok = code >= 200 && code < 300;
          resolve({
            ok,
            statusCode: code,
            latencyMs: Date.now() - started,
            response: text,
            error: ok ? null : code >= 300 && code < 400 ? `Redirect (${code}) not followed` : `HTTP ${code}`,
          });
        };
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= RESPONSE_CAP_BYTES) chunks.push(c);
          else {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', () => finish());
      },
    );
    const timer = setTimeout(
      () => req.destroy(new Error('Timed out after 10 s')),
      opts.timeoutMs ?? SEND_TIMEOUT_MS,
    );
    req.on('timeout', () => req.destroy(new Error('Timed out after 10 s')));
    req.on('error', (err) => {
      clearTimeout(timer);
      resolve(fail(err.message));
    });
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
};
