import { createHash } from 'node:crypto';
import {
  type TPresignedUpload,
  type TPresignUploadRequest,
  type TStoredFile,
  type TUploadKind,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_KINDS,
  ZPresignUploadRequest,
} from '@ats/contract';
import { createStorage, type Storage } from '../../adapters/storage';
import {
  contentMatchesExtension,
  detectExtensions,
  MAGIC_HEAD_BYTES,
} from '../../adapters/storage/magic-bytes';
import type { Db } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { demoResumePdf } from './demo-resume-pdf';
import { buildUploadKey, type UploadOwner } from './upload-keys';
import * as repo from './uploads.repo';

/** Demo data (db/seed) records resumes under this prefix; their bytes are written at start-up. */
export const DEMO_UPLOAD_PREFIX = 'demo/';

/** Upload links live long enough for a large video on a slow line; download links are short. */
export const UPLOAD_URL_TTL_SECONDS = 30 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 10 * 60;

const tooLarge = (message: string) => new HttpError(413, message);

/** Images and video render inline; everything else (SVG included: it can carry script) downloads. */
export const dispositionFor = (contentType: string): 'inline' | 'attachment' =>
  (contentType.startsWith('image/') && contentType !== 'image/svg+xml') || contentType.startsWith('video/')
    ? 'inline'
    : 'attachment';

const sameOwner = (row: repo.UploadRow, owner: UploadOwner) =>
  owner.type === 'staff' ? row.ownerUserId === owner.userId : row.ownerApplicantId === owner.applicantId;

export const createUploadsService = (db: Db, storage: Storage) => {
  const { adapter } = storage;

  const reject = async (row: repo.UploadRow, err: HttpError) => {
    await adapter.delete(row.key).catch(() => undefined);
    await repo.markUpload(db, row.id, { status: 'rejected' });
    return err;
  };

  /** Checks the stored bytes: present, within the kind's cap, and really of the claimed type. */
  const verifyRow = async (row: repo.UploadRow): Promise<repo.UploadRow> => {
    if (row.status === 'verified') return row;
    if (row.status === 'rejected') throw badRequest(`${row.fileName} was rejected; upload it again`);
    const rule = UPLOAD_KINDS[row.kind as TUploadKind];
    const stat = await adapter.stat(row.key);
    if (!stat) throw badRequest(`${row.fileName} has not been uploaded yet`);
    if (stat.size > rule.maxBytes) {
      throw await reject(row, tooLarge(`${row.fileName} is larger than the ${rule.maxBytes} byte limit`));
    }
    const head = (await adapter.readHead(row.key, MAGIC_HEAD_BYTES)) ?? Buffer.alloc(0);
    if (stat.size === 0 || !contentMatchesExtension(row.ext, head)) {
      const seen = detectExtensions(head);
      throw await reject(
        row,
        badRequest('File content does not match its type', [
          `${row.fileName}: the content is not a valid .${row.ext} file${seen.length ? ` (it looks like ${seen.join(' or ')})` : ''}`,
        ]),
      );
    }
    await repo.markUpload(db, row.id, { status: 'verified', size: stat.size });
    return { ...row, status: 'verified', size: stat.size };
  };

  const storedFile = async (row: repo.UploadRow): Promise<TStoredFile> => ({
    s3Key: row.key,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: await adapter.presignGet(row.key, {
      fileName: row.fileName,
      contentType: row.contentType,
      disposition: dispositionFor(row.contentType),
      expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    }),
  });

  return {
    storage,

    /** A presigned PUT for a key built under the owner's prefix. */
    async presign(input: TPresignUploadRequest, owner: UploadOwner): Promise<TPresignedUpload> {
      const req = ZPresignUploadRequest.parse(input);
      const built = buildUploadKey(req.s3Key, owner);
      if (req.size && req.size > built.rule.maxBytes) {
        throw tooLarge(`${built.fileName} is larger than the ${built.rule.maxBytes} byte limit`);
      }
      const contentType = UPLOAD_CONTENT_TYPES[built.ext as keyof typeof UPLOAD_CONTENT_TYPES];
      await repo.insertUpload(db, {
        key: built.key,
        kind: built.kind,
        ext: built.ext,
        fileName: built.fileName,
        contentType,
        ownerUserId: owner.type === 'staff' ? owner.userId : null,
        ownerApplicantId: owner.type === 'applicant' ? owner.applicantId : null,
      });
      const presignedUrl = await adapter.presignPut(built.key, {
        contentType,
        maxBytes: built.rule.maxBytes,
        size: req.size,
        expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      });
      return {
        presignedUrl,
        s3Key: built.key,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        maxBytes: built.rule.maxBytes,
        expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      };
    },

    /** Verifies an upload right after its bytes arrived (the local driver calls it on PUT). */
    async verifyKey(key: string) {
      const row = await repo.findUploadByKey(db, key);
      if (!row) throw notFound('Upload');
      return verifyRow(row);
    },

    /** Confirms the caller's own upload and answers it with a download link. */
    async complete(key: string, owner: UploadOwner) {
      const row = await repo.findUploadByKey(db, key);
      if (!row || !sameOwner(row, owner)) throw notFound('Upload');
      return storedFile(await verifyRow(row));
    },

    /**
     * The upload a record may point at: the caller's own, of the expected kind, and verified.
     * Call it before opening the record's transaction (it writes the verification outcome).
     */
    async attachable(key: string, kind: TUploadKind, owner: UploadOwner, field = 's3Key') {
      const row = await repo.findUploadByKey(db, key);
      if (!row || !sameOwner(row, owner)) throw badRequest('Unknown upload', [`${field}: upload not found`]);
      if (row.kind !== kind) throw badRequest('Wrong kind of file', [`${field}: must be a ${kind} upload`]);
      return verifyRow(row);
    },

    /** Download links for uploads by id (missing ids are absent from the map). */
    async filesByIds(ids: (string | null | undefined)[]) {
      const rows = await repo.findUploadsByIds(db, [...new Set(ids.filter((i): i is string => Boolean(i)))]);
      const out = new Map<string, TStoredFile>();
      for (const row of rows) out.set(row.id, await storedFile(row));
      return out;
    },

    storedFile,

    /** Writes the bytes of demo resumes the seeders recorded but storage does not hold yet. */
    async materializeDemoFiles() {
      for (const row of await repo.findUploadsByKeyPrefix(db, DEMO_UPLOAD_PREFIX)) {
        if (row.ext !== 'pdf' || (await adapter.stat(row.key))) continue;
        const name = row.fileName.replace(/ resume\.pdf$/, '');
        const body = demoResumePdf([
          name,
          'Customer Service Representative',
          'Experience: 3 years in inbound voice support, 1 year chat support.',
          'Skills: de-escalation, CRM tools, 45 wpm typing, English C1.',
          'Education: Bachelor of Science in Business Administration.',
        ]);
        await adapter.put(row.key, body, row.contentType);
        await repo.markUpload(db, row.id, { status: 'verified', size: body.length });
      }
    },

    /** Stores server-made bytes (demo data) as a verified upload. */
    async putVerified(owner: UploadOwner, kind: TUploadKind, fileName: string, body: Buffer) {
      const built = buildUploadKey(`${kind}/${fileName}`, owner);
      const contentType = UPLOAD_CONTENT_TYPES[built.ext as keyof typeof UPLOAD_CONTENT_TYPES];
      await adapter.put(built.key, body, contentType);
      const row = await repo.insertUpload(db, {
        key: built.key,
        kind,
        ext: built.ext,
        fileName,
        contentType,
        ownerUserId: owner.type === 'staff' ? owner.userId : null,
        ownerApplicantId: owner.type === 'applicant' ? owner.applicantId : null,
      });
      return verifyRow(row);
    },
  };
};
export type UploadsService = ReturnType<typeof createUploadsService>;

const services = new WeakMap<ModuleDeps, UploadsService>();

/** One uploads service per app: every module that stores files shares it. */
export const uploadsServiceFor = (deps: ModuleDeps): UploadsService => {
  let service = services.get(deps);
  if (!service) {
    const secret = createHash('sha256').update(`uploads:${deps.config.jwtSecret}`).digest('base64url');
    service = createUploadsService(deps.db, createStorage(deps.config, secret));
    services.set(deps, service);
  }
  return service;
};
