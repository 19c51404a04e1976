import { TUS_DURATION_HEADER } from '@ats/contract';
import type { HttpStack } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { GrowingRecording, RecordingDiscarded } from './growing-recording';
import { LiveUpload } from './live-upload';

// Vitest resolves tus-js-client's Node build; the page runs its browser build (Blob sources).
vi.mock('tus-js-client', async () => await import('tus-js-client/lib.esm/browser/index.js' as string));

/** A recording made of `n` pieces of `size` bytes, each with its own byte pattern. */
const pieces = (n: number, size: number) =>
  Array.from(
    { length: n },
    (_, p) => new Blob([Uint8Array.from({ length: size + (p % 3) }, (_, i) => (i * 7 + p * 13) % 251)]),
  );
const bytesOf = async (blobs: Blob[]) => new Uint8Array(await new Blob(blobs).arrayBuffer());
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
const until = async (ok: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !ok(); i++) await tick();
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
};

/**
 * A tus 1.0 server in memory behind tus-js-client's transport, as @tus/server answers a
 * deferred-length upload: no length until a PATCH declares it, 409 on a wrong offset, the
 * bytes that arrived kept when a connection drops (`cutAfterBytes`), nothing at all while
 * `offline`, termination by DELETE.
 */
const tusServer = () => {
  const uploads = new Map<string, { bytes: number[]; length: number | null; duration?: string }>();
  const log: string[] = [];
  const state = { offline: false, cutAfterBytes: undefined as number | undefined, created: 0 };
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
        async send(body?: Blob | null) {
          if (state.offline) throw new Error('offline');
          const id = url.split('/').at(-1)!;
          log.push(`${method}${headers['upload-length'] ? ` length=${headers['upload-length']}` : ''}`);
          if (method === 'POST') {
            if (headers['upload-defer-length'] !== '1') return reply(400, {}, 'expected a deferred length');
            const nid = `0-${String(state.created++).padStart(32, '0')}`;
            uploads.set(nid, { bytes: [], length: null });
            return reply(201, { location: `${url}/${nid}` });
          }
          const u = uploads.get(id);
          if (!u) return reply(404, {}, 'not found');
          if (method === 'DELETE') {
            uploads.delete(id);
            return reply(204);
          }
          if (method === 'HEAD')
            return reply(200, {
              'upload-offset': String(u.bytes.length),
              ...(u.length === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(u.length) }),
            });
          if (Number(headers['upload-offset']) !== u.bytes.length) return reply(409, {}, 'offset');
          const got = body ? [...new Uint8Array(await body.arrayBuffer())] : [];
          if (state.cutAfterBytes !== undefined && got.length > state.cutAfterBytes) {
            u.bytes = u.bytes.concat(got.slice(0, state.cutAfterBytes));
            state.cutAfterBytes = undefined;
            throw new Error('network down');
          }
          if (headers['upload-length']) {
            if (u.length !== null) return reply(400, {}, 'length already set');
            u.length = Number(headers['upload-length']);
            u.duration = headers[TUS_DURATION_HEADER];
          }
          u.bytes = u.bytes.concat(got);
          return reply(204, { 'upload-offset': String(u.bytes.length) });
        },
      };
    },
  };
  return { httpStack, uploads, log, state };
};

/** The recorder's side: pieces stored in "IndexedDB" (a map here) and read back by index. */
const store = () => {
  const held = new Map<number, Blob>();
  return {
    held,
    read: vi.fn(async (idx: number) => {
      const b = held.get(idx);
      if (!b) throw new Error(`piece ${idx} is not stored`);
      return b;
    }),
  };
};

/** Bytes the (one) upload holds so far; 0 before it exists. */
const sent = (server: { uploads: Map<string, { bytes: number[] }> }) =>
  [...server.uploads.values()][0]?.bytes.length ?? 0;

const only = <T>(m: Map<string, T>) => {
  expect(m.size).toBe(1);
  return [...m.values()][0]!;
};

describe('GrowingRecording (the recording as a tus source)', () => {
  it('hands out stored bytes as they come, waits for more, and says done only once sealed', async () => {
    const s = store();
    const rec = new GrowingRecording(s.read, 100);
    const parts = pieces(4, 60);
    let got: { value: Blob | null; done: boolean } | null = null;
    const first = rec.slice(0, 1000).then((r) => (got = r));
    // Piece 1 stored before piece 0: nothing is sent past a gap.
    s.held.set(1, parts[1]!);
    rec.add(1, parts[1]!.size);
    await tick();
    expect(got).toBeNull();
    s.held.set(0, parts[0]!);
    rec.add(0, parts[0]!.size);
    await first;
    expect(got!.done).toBe(false);
    expect(await bytesOf([got!.value!])).toEqual(await bytesOf(parts.slice(0, 2)));

    // Less than `minBytes` while recording: it waits; stopped: the rest goes, still not done.
    const at = rec.length;
    s.held.set(2, parts[2]!);
    rec.add(2, parts[2]!.size);
    let second: { value: Blob | null; done: boolean } | null = null;
    const p2 = rec.slice(at, at + 1000).then((r) => (second = r));
    await tick();
    expect(second).toBeNull();
    rec.stop();
    await p2;
    expect(second!.done).toBe(false);
    // A piece after Stop does not count (the recorder has ended).
    rec.add(3, parts[3]!.size);
    expect(rec.pieces).toBe(3);

    // Stopped and everything sent: waits for the candidate's send, then declares the end.
    let last: { value: Blob | null; done: boolean } | null = null;
    const p3 = rec.slice(rec.length, rec.length + 1000).then((r) => (last = r));
    await tick();
    expect(last).toBeNull();
    rec.seal();
    await p3;
    expect(last).toEqual({ value: null, done: true });
    // A range read crosses pieces exactly.
    expect(await bytesOf([await rec.bytes(50, 130)])).toEqual(
      (await bytesOf(parts.slice(0, 3))).subarray(50, 130),
    );
  });

  it('while recording, fewer than minBytes still go once they have waited maxWaitMs', async () => {
    const s = store();
    const rec = new GrowingRecording(s.read, 10_000, 40);
    const [a, b] = pieces(2, 50);
    const t0 = Date.now();
    const got = rec.slice(0, 1000);
    s.held.set(0, a!);
    rec.add(0, a!.size);
    await tick(20);
    // A second piece does not restart the wait.
    s.held.set(1, b!);
    rec.add(1, b!.size);
    const r = await got;
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(r.done).toBe(false);
    expect(await bytesOf([r.value!])).toEqual(await bytesOf([a!, b!]));
  });

  it('a discarded recording stops a waiting read', async () => {
    const rec = new GrowingRecording(store().read);
    const waiting = rec.slice(0, 10).catch((e) => e);
    rec.discard();
    expect(await waiting).toBeInstanceOf(RecordingDiscarded);
  });
});

describe('LiveUpload (upload while recording)', () => {
  const make = (
    server: ReturnType<typeof tusServer>,
    s: ReturnType<typeof store>,
    extra: Partial<ConstructorParameters<typeof LiveUpload>[0]> = {},
  ) => {
    const urls: string[] = [];
    const live = new LiveUpload({
      token: 'v'.repeat(43),
      mimeType: 'video/webm;codecs=vp8,opus',
      read: s.read,
      httpStack: server.httpStack,
      minBytes: 1,
      retryMs: () => 10,
      onUploadUrl: (u) => urls.push(u),
      ...extra,
    });
    return { live, urls };
  };
  const record = async (live: LiveUpload, s: ReturnType<typeof store>, parts: Blob[], from = 0) => {
    for (const [i, b] of parts.entries()) {
      s.held.set(from + i, b);
      live.add(from + i, b.size);
      await tick(2);
    }
  };

  it('sends pieces while recording, holds the length until the send, then declares it: identical bytes', async () => {
    const server = tusServer();
    const s = store();
    const { live, urls } = make(server, s);
    const parts = pieces(12, 500);
    await record(live, s, parts.slice(0, 6));
    await until(() => sent(server) > 0, 'a PATCH while recording');
    expect(server.log[0]).toBe('POST');
    expect(server.log.some((l) => l.startsWith('PATCH'))).toBe(true);
    await record(live, s, parts.slice(6), 6);
    live.stop(6000);
    const total = (await bytesOf(parts)).length;
    await until(() => sent(server) === total, 'all bytes after Stop');
    // Every byte is on the server, but no length: the answer does not count yet.
    expect(only(server.uploads).length).toBeNull();
    expect(server.log.filter((l) => l.includes('length='))).toEqual([]);

    const progress: number[] = [];
    expect(await live.finish(6000, (f) => progress.push(f))).toBe('sent');
    const u = only(server.uploads);
    expect(u.length).toBe(total);
    expect(u.duration).toBe('6000');
    expect(Uint8Array.from(u.bytes)).toEqual(await bytesOf(parts));
    expect(server.log.at(-1)).toBe(`PATCH length=${total}`);
    expect(urls).toHaveLength(1);
  });

  it('a cut mid-PATCH and a network down while recording: recording goes on, the upload catches up from the server offset', async () => {
    const server = tusServer();
    const s = store();
    const { live } = make(server, s);
    const parts = pieces(10, 700);
    await record(live, s, parts.slice(0, 3));
    await until(() => sent(server) > 0, 'first bytes');
    // The connection drops 100 bytes into the next PATCH: those 100 bytes stay on the server.
    server.state.cutAfterBytes = 100;
    await record(live, s, parts.slice(3, 5), 3);
    // Then the network is down for a while; the recorder keeps storing pieces.
    server.state.offline = true;
    await record(live, s, parts.slice(5), 5);
    live.stop(10_000);
    await tick(50);
    server.state.offline = false;
    window.dispatchEvent(new Event('online'));
    const whole = await bytesOf(parts);
    await until(() => sent(server) === whole.length, 'catching up');
    await live.finish(10_000);
    // Nothing lost, nothing sent twice: the server's bytes are the recording's.
    expect(Uint8Array.from(only(server.uploads).bytes)).toEqual(whole);
    expect(server.log.filter((l) => l === 'HEAD').length).toBeGreaterThan(0);
  });

  it('a reload mid-recording continues the same upload from the server offset with the pieces in storage', async () => {
    const server = tusServer();
    const s = store();
    const first = make(server, s);
    const parts = pieces(8, 900);
    await record(first.live, s, parts.slice(0, 3));
    await until(() => first.urls.length === 1 && sent(server) > 0, 'first bytes');
    // The connection drops 333 bytes into a PATCH, then the page reloads.
    server.state.cutAfterBytes = 333;
    await record(first.live, s, parts.slice(3, 5), 3);
    await until(() => server.state.cutAfterBytes === undefined, 'the cut');
    // The page is gone (the tab reloaded): nothing more from this LiveUpload.
    first.live.close();
    const url = first.urls[0]!;
    const held = only(server.uploads).bytes.length;
    expect(held).toBeGreaterThan(0);

    // After the reload: the pieces stored so far (the recorder never stopped), the stored URL.
    const sizes = parts.slice(0, 5).map((b) => b.size);
    const again = make(server, s, { uploadUrl: url, sizes });
    expect(await again.live.finish(5000)).toBe('sent');
    expect(server.uploads.size).toBe(1);
    expect(again.urls).toEqual([]);
    expect(Uint8Array.from(only(server.uploads).bytes)).toEqual(await bytesOf(parts.slice(0, 5)));
    expect(only(server.uploads).length).toBe(sizes.reduce((a, b) => a + b, 0));
  });

  it('a retake deletes the upload on the server and the next take starts a new one', async () => {
    const server = tusServer();
    const s = store();
    const one = make(server, s);
    await record(one.live, s, pieces(3, 400));
    await until(() => one.urls.length === 1 && sent(server) > 0, 'first take on the server');
    await one.live.discard();
    expect(server.uploads.size).toBe(0);
    expect(server.log).toContain('DELETE');
    // The discarded take's upload is done for: a late piece sends nothing.
    one.live.add(3, 10);

    s.held.clear();
    const two = make(server, s);
    const parts = pieces(4, 300);
    await record(two.live, s, parts);
    two.live.stop(4000);
    await two.live.finish(4000);
    expect(two.urls[0]).not.toBe(one.urls[0]);
    expect(Uint8Array.from(only(server.uploads).bytes)).toEqual(await bytesOf(parts));
  });
});
