import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Storage } from '../../adapters/storage/s3-storage';
import { addListParts } from '../interviews/video-tus.test-helper';

interface KoaCtx {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}

/**
 * s3rver lacks AbortMultipartUpload (`DELETE /bucket/key?uploadId=`), which every S3 answers and
 * the abandoned-upload sweep uses. This adds it from s3rver's own multipart folder, as
 * `addListParts` adds ListParts, so the sweep runs its real calls against a real HTTP S3 peer.
 */
const addAbortMultipart = (peer: unknown) => {
  const koa = peer as {
    middleware: ((ctx: KoaCtx, next: () => Promise<void>) => Promise<void>)[];
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
  };
  koa.middleware.unshift(async (ctx, next) => {
    const m = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (ctx.method !== 'DELETE' || !m || typeof ctx.query.uploadId !== 'string') return next();
    const dir = join(koa.store.getResourcePath(m[1]!, undefined, 'uploads'), ctx.query.uploadId);
    ctx.type = 'application/xml';
    if (!(await readdir(dir).catch(() => null))) {
      ctx.status = 404;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist</Message></Error>`;
      return;
    }
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
    ctx.body = '';
  });
};

/** A real S3 peer (s3rver) on a free port with one bucket, plus the env that points the API at it. */
export const startS3rver = async (bucket: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'ats-s3rver-'));
  const { default: S3rver } = (await import('s3rver' as string)) as {
    default: new (o: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };
  };
  const peer = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  addListParts(peer);
  addAbortMultipart(peer);
  const addr = await peer.run();
  const endpoint = `http://127.0.0.1:${addr.port}`;
  const s3 = createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    s3,
    endpoint,
    /** Where s3rver keeps multipart uploads in progress (one folder per upload id). */
    uploadsDir: (
      peer as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } }
    ).store.getResourcePath(bucket, undefined, 'uploads'),
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix: string) {
      const res = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (res.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      await peer.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
export type S3Peer = Awaited<ReturnType<typeof startS3rver>>;
