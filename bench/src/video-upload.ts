import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createStorage } from '../../apps/api/src/adapters/storage';
import {
  mailedToken,
  setupInterviewFixtures,
} from '../../apps/api/src/modules/interviews/interviews.test-helper';
import { webm } from '../../apps/api/src/modules/interviews/video.test-helper';
import { adminToken, call, createTestApp } from '../../apps/api/src/test/harness';
import { fmt } from './stats';

const MB = 1024 * 1024;

/**
 * Video answers (issue 13): 100 MB sent over HTTP in resumable chunks (512 KiB as the browser
 * sends them, and 4 MiB, the per-request cap) against writing the same bytes straight into the
 * same store (local disk) without HTTP, and the process's RSS while it runs (it should stay flat:
 * no request holds more than one chunk).
 */
export const videoUpload = async () => {
  const t = await createTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const admin = await adminToken(t.app);
    const fx = await setupInterviewFixtures(t, admin);
    const q = await call(t.app, 'POST', '/api/video-questions/create', {
      token: admin,
      body: { question: 'Bench', thinkTimeSeconds: 0, maxAnswerSeconds: 900, retakes: 0 },
    });
    const file = webm(100 * MB - 64, 5);
    const storage = createStorage(t.config, 'bench').adapter;

    const t0 = performance.now();
    await storage.put('bench/direct.bin', file, 'application/octet-stream');
    const directMs = performance.now() - t0;

    for (const chunk of [512 * 1024, 4 * MB]) {
      const name = `Bench${chunk}`;
      const applicantId = await fx.reqApplicant(fx.reqA, name);
      await call(t.app, 'POST', '/api/applicant-interviews-group/create', {
        token: admin,
        body: { type: 'video-question', applicantId, referenceIds: [q.body.data.id], send: true },
      });
      const token = await mailedToken(t, `${name.toLowerCase()}@example.com`);
      await fetch(`${base}/api/applicant-interviews/start/${token}`, { method: 'PUT' });
      const rss: number[] = [process.memoryUsage().rss];
      const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 50);
      const s0 = performance.now();
      const count = Math.ceil(file.length / chunk);
      for (let i = 0; i < count; i++) {
        const res = await fetch(`${base}/api/video-answers/${token}/chunks/${i}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/octet-stream' },
          body: new Uint8Array(file.subarray(i * chunk, (i + 1) * chunk)),
        });
        if (!res.ok) throw new Error(`chunk ${i}: ${res.status}`);
      }
      const done = await fetch(`${base}/api/video-answers/${token}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chunkCount: count,
          totalBytes: file.length,
          mimeType: 'video/webm',
          durationMs: 600_000,
        }),
      });
      const ms = performance.now() - s0;
      clearInterval(sampler);
      if (!done.ok) throw new Error(`complete: ${done.status} ${await done.text()}`);
      // Same bytes back through the player's stream.
      const groupId = (
        await call(
          t.app,
          'GET',
          `/api/applicant-interviews/for-applicant/${applicantId}?applicantKind=requisition`,
          {
            token: admin,
          },
        )
      ).body.data[0].groupId;
      const review = await call(t.app, 'GET', `/api/video-interviews/review/${groupId}`, { token: admin });
      const back = Buffer.from(
        await (await fetch(`${base}${review.body.data.answers[0].playUrl}`)).arrayBuffer(),
      );
      const same =
        createHash('sha256').update(back).digest('hex') === createHash('sha256').update(file).digest('hex');
      const mbps = (file.length / MB / ms) * 1000;
      console.log(
        `${chunk / 1024} KiB chunks: ${count} requests, ${fmt(ms)} (${mbps.toFixed(0)} MB/s), ` +
          `${(ms / directMs).toFixed(2)}× the direct write (${fmt(directMs)}); ` +
          `RSS ${(rss[0]! / MB).toFixed(0)} → peak ${(Math.max(...rss) / MB).toFixed(0)} MB (the 100 MB file itself is held by the bench); ` +
          `bytes back identical: ${same}`,
      );
    }
  } finally {
    await t.close();
  }
};
