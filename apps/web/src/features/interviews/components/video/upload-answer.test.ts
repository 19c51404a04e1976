import type { HttpStack } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserName, looksLikeVideo, permissionHelp } from './media-support';
import { checkPollDelayMs, UploadError, uploadAnswer } from './upload-answer';

/**
 * A tus server in memory behind tus-js-client's transport, with the progress call on `fetch`.
 * The connection can drop after `cutAfterBytes` bytes of a PATCH (what arrived is kept, as the
 * real stores do); `finish` is the server's reply to the last byte.
 */
const tusServer = (opts: { cutAfterBytes?: number; finish?: 'validating' | 422 } = {}) => {
  const uploads = new Map<string, { bytes: number[]; length: number; meta: string }>();
  const log: string[] = [];
  let status = 'uploading';
  let polls = 0;
  const reply = (code: number, headers: Record<string, string> = {}, body = '') => ({
    getStatus: () => code,
    getHeader: (h: string) => headers[h.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  });
  const httpStack: HttpStack = {
    getName: () => 'memory',
    createRequest(method: string, url: string) {
      const headers: Record<string, string> = {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (h: string, v: string) => {
          headers[h.toLowerCase()] = v;
        },
        getHeader: (h: string) => headers[h.toLowerCase()],
        setProgressHandler: () => undefined,
        abort: async () => undefined,
        getUnderlyingObject: () => null,
        async send(body?: Blob) {
          log.push(`${method} ${url.split('/').slice(-2).join('/')}`);
          if (method === 'POST') {
            const id = `0-${String(uploads.size).padStart(32, '0')}`;
            uploads.set(id, {
              bytes: [],
              length: Number(headers['upload-length']),
              meta: headers['upload-metadata']!,
            });
            return reply(201, { location: `${url}/${id}` });
          }
          const u = uploads.get(url.split('/').at(-1)!);
          if (!u) return reply(404, {}, 'not found');
          if (method === 'HEAD')
            return reply(200, { 'upload-offset': String(u.bytes.length), 'upload-length': String(u.length) });
          if (Number(headers['upload-offset']) !== u.bytes.length) return reply(409, {}, 'offset');
          const got = [...new Uint8Array(await body!.arrayBuffer())];
          if (opts.cutAfterBytes !== undefined) {
            u.bytes = u.bytes.concat(got.slice(0, opts.cutAfterBytes));
            opts.cutAfterBytes = undefined;
            throw new Error('network down');
          }
          u.bytes = u.bytes.concat(got);
          if (u.bytes.length === u.length) {
            if (opts.finish === 422)
              return reply(422, {}, JSON.stringify({ message: 'damaged', errors: ['corruption_detected'] }));
            status = 'validating';
          }
          return reply(204, { 'upload-offset': String(u.bytes.length) });
        },
      };
    },
  };
  const fetch = vi.fn(async () => {
    if (status === 'validating' && polls++ > 0) status = 'uploaded';
    return new Response(JSON.stringify({ data: { status, receivedChunks: [], receivedBytes: 0 } }), {
      status: 200,
    });
  });
  return { httpStack, fetch, uploads, log };
};

const videoTake = (bytes: number) => ({
  token: 'v'.repeat(43),
  blob: new Blob([Uint8Array.from({ length: bytes }, (_, i) => i % 251)], { type: 'video/webm' }),
  mimeType: 'video/webm;codecs=vp8,opus',
  durationMs: 4200,
});

// Vitest resolves tus-js-client's Node build; the page runs its browser build (Blob sources).
vi.mock('tus-js-client', async () => await import('tus-js-client/lib.esm/browser/index.js' as string));

afterEach(() => vi.unstubAllGlobals());

describe('uploadAnswer over tus (video answers)', () => {
  it('a cut mid-upload is a network error; the next attempt continues the same upload from its offset', async () => {
    const server = tusServer({ cutAfterBytes: 1000 });
    vi.stubGlobal('fetch', server.fetch);
    const t = videoTake(40_000);
    let url: string | null = null;
    const err = await uploadAnswer(t, { httpStack: server.httpStack, onUploadUrl: (u) => (url = u) }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(UploadError);
    expect(err.kind).toBe('network');
    expect(url).toMatch(/\/video-answers\/v{43}\/uploads\/0-0{32}$/);
    const [created] = [...server.uploads.values()];
    expect(created!.bytes).toHaveLength(1000);
    expect(atob(created!.meta.split(',')[0]!.split(' ')[1]!)).toBe('video/webm;codecs=vp8,opus');

    // After a reload the take's URL comes from IndexedDB: HEAD, then only the missing bytes.
    server.log.length = 0;
    const progress: number[] = [];
    await uploadAnswer(t, {
      httpStack: server.httpStack,
      uploadUrl: url,
      onProgress: (f) => progress.push(f),
    });
    expect(server.uploads.size).toBe(1);
    expect(server.log[0]).toMatch(/^HEAD /);
    expect(server.log.filter((l) => l.startsWith('POST'))).toEqual([]);
    const sent = Uint8Array.from(created!.bytes);
    expect(sent).toEqual(new Uint8Array(await t.blob.arrayBuffer()));
    expect(progress.at(-1)).toBe(1);
    // Comparing 40 kB byte by byte takes seconds on a loaded machine: room beyond the 5 s default.
  }, 20_000);

  it('a stale upload (the server forgot it) starts a new one; a damaged file is corrupt', async () => {
    const server = tusServer({ finish: 422 });
    vi.stubGlobal('fetch', server.fetch);
    const urls: string[] = [];
    const err = await uploadAnswer(videoTake(3000), {
      httpStack: server.httpStack,
      uploadUrl: 'http://api.test/video-answers/x/uploads/0-gone',
      onUploadUrl: (u) => urls.push(u),
    }).catch((e) => e);
    expect(server.log.slice(0, 2)).toEqual([
      'HEAD uploads/0-gone',
      'POST x/uploads'.replace('x', 'v'.repeat(43)),
    ]);
    expect(urls).toHaveLength(1);
    expect(err).toMatchObject({ kind: 'corrupt', message: 'damaged' });
  });
});

describe('waiting for the server to check an answer', () => {
  it('asks again after 1.5 s, then less and less often, never waiting more than 6 s', () => {
    const delays = Array.from({ length: 8 }, (_, asked) => checkPollDelayMs(asked));
    expect(delays[0]).toBe(1500);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays[3]).toBeGreaterThan(delays[0]! * 3);
    expect(Math.max(...delays)).toBe(6000);
  });
});

describe('uploadAnswer over tus (spoken assessment items)', () => {
  /** A spoken assessment item: tus under its own root. */
  const spokenTake = (bytes: number) => ({
    token: 't'.repeat(43),
    root: 'http://api.test/assessments/spoken/s/speaking-1',
    blob: new Blob([Uint8Array.from({ length: bytes }, (_, i) => i % 241)], { type: 'audio/webm' }),
    mimeType: 'audio/webm;codecs=opus',
    durationMs: 4200,
  });

  it('creates the upload under the item, continues it from its offset after a cut, and counts with the last byte', async () => {
    const server = tusServer({ cutAfterBytes: 700 });
    vi.stubGlobal('fetch', server.fetch);
    const t = spokenTake(20_000);
    let url: string | null = null;
    const err = await uploadAnswer(t, { httpStack: server.httpStack, onUploadUrl: (u) => (url = u) }).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ kind: 'network' });
    expect(url).toMatch(/\/assessments\/spoken\/s\/speaking-1\/uploads\/0-0{32}$/);
    expect(server.fetch.mock.calls.map((c) => String((c as unknown[])[0]))).toEqual([
      'http://api.test/assessments/spoken/s/speaking-1',
    ]);
    const [created] = [...server.uploads.values()];
    expect(atob(created!.meta.split(',')[0]!.split(' ')[1]!)).toBe('audio/webm;codecs=opus');

    server.log.length = 0;
    const progress: number[] = [];
    await uploadAnswer(t, {
      httpStack: server.httpStack,
      uploadUrl: url,
      onProgress: (f) => progress.push(f),
    });
    expect(server.log[0]).toMatch(/^HEAD /);
    expect(server.log.filter((l) => l.startsWith('POST'))).toEqual([]);
    expect(Uint8Array.from(created!.bytes)).toEqual(new Uint8Array(await t.blob.arrayBuffer()));
    expect(progress.at(-1)).toBe(1);
  });

  it('a damaged recording (422 on the last byte) is corrupt: the recorder offers a free retake', async () => {
    const server = tusServer({ finish: 422 });
    vi.stubGlobal('fetch', server.fetch);
    const err = await uploadAnswer(spokenTake(3000), { httpStack: server.httpStack }).catch((e) => e);
    expect(err).toMatchObject({ kind: 'corrupt', message: 'damaged' });
  });
});

describe('media support', () => {
  it('names the browser without the whole user agent and gives its own steps to allow the camera', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(browserName(chrome)).toBe('Chrome 131');
    expect(browserName(firefox)).toBe('Firefox 133');
    expect(browserName(safari)).toBe('Safari 17');
    expect(permissionHelp('Firefox 133').join(' ')).toMatch(/Blocked/);
    expect(permissionHelp('Safari 17').join(' ')).toMatch(/Settings/);
  });

  it('recognises WebM and MP4 headers and refuses tiny or foreign files', async () => {
    const webm = new Uint8Array(2048);
    webm.set([0x1a, 0x45, 0xdf, 0xa3]);
    const mp4 = new Uint8Array(2048);
    mp4.set([0, 0, 0, 0x20, ...new TextEncoder().encode('ftyp')]);
    expect(await looksLikeVideo(new Blob([webm]))).toBe(true);
    expect(await looksLikeVideo(new Blob([mp4]))).toBe(true);
    expect(await looksLikeVideo(new Blob([new Uint8Array(2048)]))).toBe(false);
    expect(await looksLikeVideo(new Blob([webm.subarray(0, 100)]))).toBe(false);
  });
});
