import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition, type StorageAdapter } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible store (AWS S3, MinIO, R2) through presigned URLs. */
export const createS3Storage = (o: S3StorageOptions): StorageAdapter & { client: S3Client } => {
  const client = new S3Client({
    region: o.region,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    forcePathStyle: o.forcePathStyle,
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
    // Without this the SDK adds a CRC32 checksum the browser's PUT cannot know in advance.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = o.bucket;

  return {
    driver: 's3',
    client,
    presignPut: (Key, opts) =>
      getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key,
          ContentType: opts.contentType,
          ...(opts.size ? { ContentLength: opts.size } : {}),
        }),
        { expiresIn: opts.expiresInSeconds, signableHeaders: new Set(['content-type']) },
      ),
    presignGet: (Key, opts) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key,
          ResponseContentType: opts.contentType,
          ResponseContentDisposition: contentDisposition(opts.disposition, opts.fileName),
        }),
        { expiresIn: opts.expiresInSeconds },
      ),
    async stat(Key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag };
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async inspect(Key, bytes) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${bytes - 1}` }));
        const head = res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
        // `bytes 0-8191/12345`: the total is the object's size at the moment these bytes were read.
        const total = Number(res.ContentRange?.split('/')[1]);
        const size = Number.isFinite(total) ? total : (res.ContentLength ?? head.length);
        return { head: head.subarray(0, bytes), size, etag: res.ETag };
      } catch (err) {
        if (notFound(err)) return undefined;
        const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
        // An empty object cannot satisfy a range.
        if (e.name === 'InvalidRange' || e.$metadata?.httpStatusCode === 416) {
          const stat = await client.send(new HeadObjectCommand({ Bucket, Key })).catch((x) => {
            if (notFound(x)) return undefined;
            throw x;
          });
          return stat ? { head: Buffer.alloc(0), size: stat.ContentLength ?? 0, etag: stat.ETag } : undefined;
        }
        throw err;
      }
    },
    async put(Key, body, contentType) {
      const data = Buffer.isBuffer(body) ? body : await streamToBuffer(body);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType }));
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
};

const streamToBuffer = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
};
