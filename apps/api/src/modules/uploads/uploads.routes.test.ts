import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp, userWith } from '../../test/harness';
import { type S3Peer, startS3rver } from './s3rver.test-helper';
import { FILES } from './upload-fixtures.test-helper';

const presign = (t: TestApp, token: string, s3Key: string, size?: number) =>
  call(t.app, 'POST', '/api/generate-presigned-upload-url', {
    token,
    body: { s3Key, ...(size ? { size } : {}) },
  });

/** PUTs bytes to a local presigned URL (a path on this API) the way a browser would. */
const putLocal = (t: TestApp, url: string, body: Buffer, contentType: string) =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

describe('uploads with the local driver', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await adminToken(t.app);
  });
  afterAll(() => t.close());

  it('presigns, receives, verifies and serves a PDF as an attachment', async () => {
    const res = await presign(t, token, 'resume/Jane Doe CV.pdf');
    expect(res.status).toBe(200);
    const up = res.body.data;
    expect(up.s3Key).toMatch(/^staff\/resume\/[0-9a-f-]{36}\/Jane-Doe-CV\.pdf$/);
    expect(up.headers['Content-Type']).toBe('application/pdf');
    expect(up.presignedUrl).toMatch(/^\/api\/uploads\/local\//);
    const put = await putLocal(t, up.presignedUrl, FILES.pdf, 'application/pdf');
    expect(put.statusCode).toBe(200);
    const done = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ fileName: 'Jane Doe CV.pdf', size: FILES.pdf.length });
    const get = await t.app.inject({ method: 'GET', url: done.body.data.url });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(get.headers['content-disposition']).toMatch(/^attachment; filename="Jane Doe CV.pdf"/);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.headers['x-content-type-options']).toBe('nosniff');
    const ranged = await t.app.inject({
      method: 'GET',
      url: done.body.data.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('%PDF');
  });

  it('serves every stored file as an attachment, images and SVG included', async () => {
    const up = (await presign(t, token, 'image/logo.png')).body.data;
    expect((await putLocal(t, up.presignedUrl, FILES.png, 'image/png')).statusCode).toBe(200);
    const done = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    const get = await t.app.inject({ method: 'GET', url: done.body.data.url });
    expect(get.headers['content-disposition']).toMatch(/^attachment/);
    const svg = (await presign(t, token, 'image/icon.svg')).body.data;
    const svgBytes = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await putLocal(t, svg.presignedUrl, svgBytes, 'image/svg+xml')).statusCode).toBe(200);
    const svgDone = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: svg.s3Key } });
    const svgGet = await t.app.inject({ method: 'GET', url: svgDone.body.data.url });
    expect(svgGet.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('accepts a .json upload as raw bytes (not parsed as a request body)', async () => {
    const up = (await presign(t, token, 'document/data.json')).body.data;
    expect((await putLocal(t, up.presignedUrl, FILES.json, 'application/json')).statusCode).toBe(200);
  });

  it('refuses a .pdf that is really an executable and deletes it', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    const put = await putLocal(t, up.presignedUrl, FILES.exe, 'application/pdf');
    expect(put.statusCode).toBe(400);
    expect(put.json().errors[0]).toMatch(/not a valid \.pdf file \(it looks like executable\)/);
    const done = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    expect(done.status).toBe(400);
    expect(done.body.message).toMatch(/rejected/);
  });

  it('refuses path traversal, absolute keys and unknown kinds or types', async () => {
    for (const s3Key of [
      '../etc/passwd.pdf',
      'resume/../../secret.pdf',
      'resume/..',
      '/resume/cv.pdf',
      'C:\\resume\\cv.pdf',
      'resume\\..\\cv.pdf',
      'resume/a/b.pdf',
      'resume/cv.exe',
      'resume/cv',
      'anything/cv.pdf',
      'resume/\u0000cv.pdf',
    ]) {
      const res = await presign(t, token, s3Key);
      expect(res.status, s3Key).toBe(400);
    }
    expect((await presign(t, token, '')).status).toBe(400);
  });

  it('caps the size per kind: before signing and while receiving', async () => {
    expect((await presign(t, token, 'resume/big.pdf', 11 * 1024 * 1024)).status).toBe(413);
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    const url = up.presignedUrl.replace(/max=\d+/, 'max=10');
    expect((await putLocal(t, url, FILES.pdf, 'application/pdf')).statusCode).toBe(403);
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    expect((await putLocal(t, up.presignedUrl, big, 'application/pdf')).statusCode).toBe(413);
  });

  it('refuses a tampered, expired or mistyped upload link', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    const tampered = up.presignedUrl.replace('cv.pdf', 'cv2.pdf');
    expect((await putLocal(t, tampered, FILES.pdf, 'application/pdf')).statusCode).toBe(403);
    const expired = up.presignedUrl.replace(/exp=\d+/, 'exp=1000');
    expect((await putLocal(t, expired, FILES.pdf, 'application/pdf')).statusCode).toBe(403);
    expect((await putLocal(t, up.presignedUrl, FILES.pdf, 'text/plain')).statusCode).toBe(400);
  });

  it("does not let one user complete another user's upload", async () => {
    const other = await userWith(t.app, { 'req-applicant-tracker': ['edit'] });
    const up = (await presign(t, other.token, 'resume/cv.pdf')).body.data;
    await putLocal(t, up.presignedUrl, FILES.pdf, 'application/pdf');
    expect(
      (await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', '/api/uploads/complete', { token: other.token, body: { s3Key: up.s3Key } }))
        .status,
    ).toBe(200);
  });

  it('needs an edit permission of a screen that stores files', async () => {
    const viewer = await userWith(t.app, { 'applicant-tracker': ['view'] });
    expect((await presign(t, viewer.token, 'resume/cv.pdf')).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/generate-presigned-upload-url', { body: {} })).status).toBe(401);
  });
});

describe('uploads with the S3 driver against a real S3 server (s3rver)', () => {
  let t: TestApp;
  let token: string;
  let peer: S3Peer;
  const bucket = 'ats-test-uploads';

  beforeAll(async () => {
    peer = await startS3rver(bucket);
    t = await createTestApp(peer.env);
    token = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('uploads with a presigned PUT, verifies by magic bytes and downloads with a signed GET', async () => {
    const res = await presign(t, token, 'resume/cv.pdf');
    expect(res.status).toBe(200);
    const up = res.body.data;
    expect(up.presignedUrl.startsWith(`${peer.endpoint}/${bucket}/staff/resume/`)).toBe(true);
    const put = await fetch(up.presignedUrl, { method: 'PUT', body: FILES.pdf, headers: up.headers });
    expect(put.status).toBe(200);
    const done = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    expect(done.status).toBe(200);
    expect(done.body.data.size).toBe(FILES.pdf.length);
    const get = await fetch(done.body.data.url);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(FILES.pdf)).toBe(true);
    expect(get.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('rejects a spoofed .pdf after upload and removes the object', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    await fetch(up.presignedUrl, { method: 'PUT', body: FILES.exe, headers: up.headers });
    const done = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    expect(done.status).toBe(400);
    const again = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    expect(again.body.message).toMatch(/rejected/);
    expect(await peer.s3.stat(up.s3Key)).toBeUndefined();
  });

  it('answers 400 when completing before the bytes arrived', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    const done = await call(t.app, 'POST', '/api/uploads/complete', { token, body: { s3Key: up.s3Key } });
    expect(done.status).toBe(400);
    expect(done.body.message).toMatch(/not been uploaded/);
  });

  it('signs the content type, so real S3 refuses a PUT with another type', async () => {
    const up = (await presign(t, token, 'resume/cv.pdf')).body.data;
    expect(new URL(up.presignedUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
  });
});
