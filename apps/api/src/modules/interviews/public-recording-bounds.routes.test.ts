import { recordingMaxBytes, VIDEO_ANSWER_MAX_BYTES } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, queryRows, type TestApp } from '../../test/harness';
import { webm } from './video.test-helper';
import { tusWire } from './video-tus.test-helper';

/**
 * What an anonymous visitor can store through public recordings
 * (docs/decisions/uploads.md#byte-budgets-for-public-uploads): one recording's time limit bounds
 * its bytes, the hour's bytes are budgeted per address and for everyone, and a nearly full disk
 * refuses uploads (507) and tells the administrators.
 */
type Wire = Awaited<ReturnType<typeof tusWire>>;

const MB = 1024 * 1024;
const newRecording = async (t: TestApp, name: string, from = '203.0.113.9') => {
  const res = await call(t.app, 'POST', '/api/public-recordings/create', {
    body: { name, email: `${name.toLowerCase()}@example.com`, consent: true },
    headers: { 'x-forwarded-for': from },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { uploadToken: string; maxAnswerSeconds: number };
};
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('a public recording holds no more than its time limit allows', () => {
  let t: TestApp;
  let wire: Wire;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    wire = await tusWire(t.app);
  });
  afterAll(() => t.close());

  it('refuses a declared length past the cap, and a deferred upload at the PATCH that would pass it', async () => {
    const rec = await newRecording(t, 'Capped');
    const cap = recordingMaxBytes(rec.maxAnswerSeconds, VIDEO_ANSWER_MAX_BYTES);
    expect(cap).toBeLessThan(VIDEO_ANSWER_MAX_BYTES / 3);
    const tooLong = await wire.create(rec.uploadToken, { length: cap + 1, headers: from('203.0.113.9') });
    expect(tooLong.status, tooLong.text).toBe(413);

    const deferred = await wire.create(rec.uploadToken, { headers: from('203.0.113.9') });
    expect(deferred.status, deferred.text).toBe(201);
    const head = webm(1000);
    expect((await wire.patch(deferred.url, 0, head, from('203.0.113.9'))).status).toBe(204);
    const late = await wire.patch(deferred.url, head.length, Buffer.alloc(0), {
      ...from('203.0.113.9'),
      'upload-length': String(cap + 1),
    });
    expect(late.status).toBe(413);
    expect((await wire.offset(deferred.url)).offset).toBe(head.length);
  });
});

describe('hourly byte budgets of public uploads', () => {
  let t: TestApp;
  let wire: Wire;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      PUBLIC_UPLOAD_MB_PER_ADDRESS_HOUR: '1',
      PUBLIC_UPLOAD_MB_PER_HOUR: '2',
    });
    wire = await tusWire(t.app);
  });
  afterAll(() => t.close());

  it('an address past its budget is refused with Retry-After before a byte is written; others go on until everyone’s budget is spent', async () => {
    const a = await newRecording(t, 'Budgeta', '198.51.100.1');
    const up = await wire.create(a.uploadToken, { headers: from('198.51.100.1') });
    expect(up.status, up.text).toBe(201);
    const piece = webm(700 * 1024);
    expect((await wire.patch(up.url, 0, piece, from('198.51.100.1'))).status).toBe(204);
    const res = await fetch(up.url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(piece.length),
        ...from('198.51.100.1'),
      },
      body: Buffer.alloc(400 * 1024, 1),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await wire.offset(up.url)).offset).toBe(piece.length);
    // The recorder's chunk calls spend from the same budget.
    const chunked = await newRecording(t, 'Budgetchunk', '198.51.100.1');
    const chunk = await call(t.app, 'PUT', `/api/video-answers/${chunked.uploadToken}/chunks/0`, {
      body: webm(400 * 1024),
      headers: { 'content-type': 'application/octet-stream', ...from('198.51.100.1') },
    });
    expect(chunk.status, chunk.text).toBe(429);
    const progress = await call(t.app, 'GET', `/api/video-answers/${chunked.uploadToken}`);
    expect(progress.body.data.receivedChunks).toEqual([]);

    // Another address still has its own budget, until the hour's budget for everyone is spent.
    const b = await newRecording(t, 'Budgetb', '198.51.100.2');
    const upB = await wire.create(b.uploadToken, { headers: from('198.51.100.2') });
    const pieceB = webm(900 * 1024);
    expect((await wire.patch(upB.url, 0, pieceB, from('198.51.100.2'))).status).toBe(204);
    const c = await newRecording(t, 'Budgetc', '198.51.100.3');
    const upC = await wire.create(c.uploadToken, { headers: from('198.51.100.3') });
    const spent = await wire.patch(upC.url, 0, webm(600 * 1024), from('198.51.100.3'));
    expect(spent.status, spent.text).toBe(429);
    expect(JSON.parse(spent.text).message).toMatch(/no more recordings this hour/);
    // Counted in the database, where every replica reads it.
    const rows = await queryRows<{ scope: string; bytes: string }>(
      t.app.database.db,
      sql`select scope, bytes::text from upload_byte_budgets order by scope`,
    );
    expect(rows.find((r) => r.scope === 'address:198.51.100.2')?.bytes).toBe(String(pieceB.length));
    expect(Number(rows.find((r) => r.scope === '*')?.bytes)).toBeLessThanOrEqual(2 * MB);
  });
});

describe('the uploads disk below its floor', () => {
  let t: TestApp;
  let wire: Wire;
  beforeAll(async () => {
    // A floor far above any real disk's free space.
    t = await createTestApp({ TRUST_PROXY: 'true', UPLOAD_DISK_FLOOR_MB: '9000000' });
    wire = await tusWire(t.app);
  });
  afterAll(() => t.close());

  it('refuses public uploads with 507 and mails the administrators once', async () => {
    const rec = await newRecording(t, 'Fulldisk');
    const first = await wire.create(rec.uploadToken, { length: 5000, headers: from('203.0.113.7') });
    expect(first.status, first.text).toBe(507);
    expect(JSON.parse(first.text).message).toMatch(/short of storage/);
    expect((await wire.create(rec.uploadToken, { headers: from('203.0.113.7') })).status).toBe(507);
    const mails = await queryRows<{ to: string; subject: string }>(
      t.app.database.db,
      sql`select "to", subject from mail_outbox where subject like 'Uploads refused%'`,
    );
    expect(mails).toEqual([{ to: t.config.adminEmail, subject: 'Uploads refused: the disk is nearly full' }]);
  });
});
