import type { Dirent } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { JobHandler, PeriodicJob } from '../../adapters/jobs/job-queue';
import { localUploadsRoot } from '../../adapters/storage/local-storage';
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../module-deps';
import { createUploadBudget } from './upload-budget';
import { uploadsServiceFor } from './uploads.service';

export const TUS_SWEEP_JOB = 'uploads.tus-sweep';

/** Where tus uploads live (video answers, video tests and public recordings; spoken answers). */
const TUS_PREFIXES = ['video-answers/', 'assessment-spoken/'] as const;
/** A tus upload's object name: the one object of an upload, `upload-<32 hex>`. */
const UPLOAD_NAME = /(^|\/)upload-[0-9a-f]{32}$/;

export interface SweptUpload {
  key: string;
  /** The last write the store saw (creation, a PATCH). */
  lastActivity: string;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === 'NotFound' ||
    e.name === 'NoSuchKey' ||
    e.name === 'NoSuchUpload' ||
    e.Code === 'NoSuchUpload' ||
    e.$metadata?.httpStatusCode === 404
  );
};

/** Every `upload-<hex>.json` under a folder (the file store keeps its info beside the bytes). */
async function* infoFiles(dir: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* infoFiles(path);
    else if (e.isFile() && /^upload-[0-9a-f]{32}\.json$/.test(e.name)) yield path;
  }
}

/**
 * The file store: an upload whose bytes fall short of its declared length (or whose length was
 * never declared) and whose files were last written before the cutoff loses its bytes and its
 * `.json`. A finished one (all its bytes there) is never touched.
 */
const sweepFileStore = async (root: string, cutoff: number) => {
  const swept: SweptUpload[] = [];
  for (const prefix of TUS_PREFIXES)
    for await (const json of infoFiles(join(root, prefix))) {
      const data = json.slice(0, -'.json'.length);
      const [infoStat, dataStat, info] = await Promise.all([
        stat(json).catch(() => null),
        stat(data).catch(() => null),
        readFile(json, 'utf8')
          .then((t) => JSON.parse(t) as { size?: unknown })
          .catch(() => null),
      ]);
      if (!infoStat) continue;
      const size = typeof info?.size === 'number' ? info.size : null;
      if (dataStat && size !== null && dataStat.size >= size) continue;
      const last = Math.max(infoStat.mtimeMs, dataStat?.mtimeMs ?? 0);
      if (last > cutoff) continue;
      await rm(data, { force: true });
      await rm(json, { force: true });
      swept.push({ key: relative(root, data), lastActivity: new Date(last).toISOString() });
    }
  return swept;
};

/**
 * S3: tus keeps `<key>.info` (its metadata names the multipart upload) and, between PATCHes, a
 * `<key>.part` of bytes short of a part; the object `<key>` itself exists only once the upload
 * is complete. An upload without its object whose info, parts and `.part` were last written
 * before the cutoff has its multipart upload aborted and its `.info`/`.part` deleted.
 */
const sweepS3 = async (client: S3Client, bucket: string, cutoff: number) => {
  const swept: SweptUpload[] = [];
  const head = (Key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key })).catch((e) => {
      if (notFound(e)) return null;
      throw e;
    });
  for (const prefix of TUS_PREFIXES) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
      for (const o of page.Contents ?? []) {
        if (!o.Key?.endsWith('.info')) continue;
        const key = o.Key.slice(0, -'.info'.length);
        if (!UPLOAD_NAME.test(key)) continue;
        if (await head(key)) continue; // complete: the answer's object, never touched here
        const info = await head(o.Key);
        if (!info) continue;
        let last = Math.max(o.LastModified?.getTime() ?? 0, info.LastModified?.getTime() ?? 0);
        const part = await head(`${key}.part`);
        last = Math.max(last, part?.LastModified?.getTime() ?? 0);
        const uploadId = info.Metadata?.['upload-id'];
        if (uploadId) {
          const parts = await client
            .send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch((e) => {
              if (notFound(e)) return null;
              throw e;
            });
          for (const p of parts?.Parts ?? []) last = Math.max(last, p.LastModified?.getTime() ?? 0);
        }
        if (last > cutoff) continue;
        if (uploadId)
          await client
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch((e) => {
              if (!notFound(e)) throw e;
            });
        swept.push({ key, lastActivity: new Date(last).toISOString() });
        // Deleted after the abort, so a failed abort leaves the info to try again next time.
        await deleteKeys(client, bucket, [`${key}.part`, o.Key]);
      }
    } while (token);
  }
  return swept;
};

const deleteKeys = async (client: S3Client, bucket: string, keys: string[]) => {
  for (const Key of keys)
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch((e) => {
      if (!notFound(e)) throw e;
    });
};

/**
 * Deletes tus uploads abandoned for `TUS_ABANDONED_MINUTES`
 * (docs/decisions/uploads.md#tus-mount-and-abandoned-tus-uploads): incomplete, and nothing written to them since the cutoff. Idempotent: a second run
 * finds nothing more. A finished upload, or one written to recently, is never touched.
 */
export const sweepAbandonedTusUploads = async (
  config: AppConfig,
  adapter: unknown,
  now = new Date(),
): Promise<SweptUpload[]> => {
  const cutoff = now.getTime() - config.tus.abandonedMinutes * 60_000;
  if (config.storage.driver === 's3')
    return sweepS3((adapter as { client: S3Client }).client, config.storage.s3.bucket!, cutoff);
  return sweepFileStore(localUploadsRoot(config.dataDir), cutoff);
};

/** The periodic sweep for the job queue (shared by every replica through the queue's dedupe). */
export const tusSweepJobs = (
  deps: ModuleDeps,
): { handlers: Record<string, JobHandler>; periodic: PeriodicJob[] } => ({
  handlers: {
    [TUS_SWEEP_JOB]: async () => {
      const swept = await sweepAbandonedTusUploads(deps.config, uploadsServiceFor(deps).storage.adapter);
      await createUploadBudget(deps.db, deps.config).forgetOldHours();
      if (swept.length)
        deps.log.info(
          {
            swept: swept.length,
            uploads: swept.slice(0, 50),
            abandonedMinutes: deps.config.tus.abandonedMinutes,
          },
          'abandoned tus uploads deleted',
        );
    },
  },
  periodic: [{ kind: TUS_SWEEP_JOB, everyMs: deps.config.tus.sweepMs }],
});
