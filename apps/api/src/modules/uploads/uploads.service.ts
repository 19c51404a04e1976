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
import { checkedBytesFor, contentProblem } from '../../adapters/storage/magic-bytes';
import type { Db } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { demoResumePdf } from './demo-resume-pdf';
import { checkPublicQuota } from './public-upload-quota';
import { buildUploadKey, type UploadOwner } from './upload-keys';
import * as repo from './uploads.repo';

/** Demo data (db/seed) records resumes under this prefix; their bytes are written at start-up. */
const DEMO_UPLOAD_PREFIX = 'demo/';

/** Upload links live long enough for a large video on a slow line; download links are short. */
const UPLOAD_URL_TTL_SECONDS = 30 * 60;
const DOWNLOAD_URL_TTL_SECONDS = 10 * 60;

const tooLarge = (message: string) => new HttpError(413, message);
const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const sameOwner = (row: repo.UploadRow, owner: UploadOwner) =>
  owner.type === 'staff' ? row.ownerUserId === owner.userId : row.ownerApplicantId === owner.applicantId;

/** Who asked for an upload URL; public requests count towards the per-address quota. */
interface PresignContext {
  clientAddress?: string | undefined;
}

const createUploadsService = (db: Db, storage: Storage) => {
  const { adapter } = storage;

  const reject = async (row: repo.UploadRow, err: HttpError) => {
    await adapter.delete(row.key).catch(() => undefined);
    await repo.markRejected(db, row.id);
    return err;
  };

  /**
   * Checks the stored bytes and pins them: present, within the kind's cap, really of the claimed
   * type and free of active content. Size, version tag and checked bytes come from one read, so
   * the pinned object is the checked one.
   */
  const checkAndPin = async (row: repo.UploadRow): Promise<repo.UploadRow> => {
    const rule = UPLOAD_KINDS[row.kind as TUploadKind];
    const seen = await adapter.inspect(row.key, checkedBytesFor(row.ext, rule.maxBytes));
    if (!seen) {
      if (row.status === 'receiving') {
        throw conflict(`${row.fileName} is still being uploaded; try again when the upload has finished`);
      }
      throw badRequest(`${row.fileName} has not been uploaded yet`);
    }
    if (seen.size > rule.maxBytes) {
      throw await reject(row, tooLarge(`${row.fileName} is larger than the ${rule.maxBytes} byte limit`));
    }
    const problem = contentProblem(row.ext, seen.head);
    if (problem) {
      const message = problem.startsWith('the content is not')
        ? 'File content does not match its type'
        : 'File content is not allowed';
      throw await reject(row, badRequest(message, [`${row.fileName}: ${problem}`]));
    }
    const pin = { size: seen.size, etag: seen.etag ?? null, sha256: sha256Hex(seen.head) };
    const verified = await repo.markVerified(db, row.id, pin, [row.status]);
    if (verified) return verified;
    // Another request settled it meanwhile (the PUT and `complete` raced): answer its outcome.
    const now = await repo.findUploadByKey(db, row.key);
    if (!now || now.status === row.status) throw conflict(`${row.fileName} changed while it was checked`);
    return verifyRow(now, true);
  };

  /**
   * A verified upload is still the object that was checked: same size and version tag (a cheap
   * HEAD); when the tag differs, or `deep` and the store has no tags (local), the checked bytes
   * are read again and their SHA-256 compared. An overwritten object is refused and removed.
   */
  const ensureUnchanged = async (row: repo.UploadRow, deep: boolean): Promise<repo.UploadRow> => {
    if (!row.sha256) return checkAndPin(row); // verified before pins existed: check now and pin
    if (row.etag || !deep) {
      const stat = await adapter.stat(row.key);
      if (!stat) throw conflict(`${row.fileName} is no longer stored; upload it again`);
      if (stat.size === row.size && (!row.etag || stat.etag === row.etag)) return row;
    }
    const rule = UPLOAD_KINDS[row.kind as TUploadKind];
    const seen = await adapter.inspect(row.key, checkedBytesFor(row.ext, rule.maxBytes));
    if (seen && seen.size === row.size && sha256Hex(seen.head) === row.sha256) {
      if ((seen.etag ?? null) !== row.etag) await repo.updateEtag(db, row.id, seen.etag ?? null);
      return row;
    }
    throw await reject(
      row,
      conflict('File changed after it was checked', [
        `${row.fileName} was replaced after its content check; upload it again`,
      ]),
    );
  };

  /** The upload as it may be used: checked now if it was not yet, or still the checked object. */
  const verifyRow = async (row: repo.UploadRow, deep: boolean): Promise<repo.UploadRow> => {
    if (row.status === 'verified') return ensureUnchanged(row, deep);
    if (row.status === 'rejected') throw badRequest(`${row.fileName} was rejected; upload it again`);
    return checkAndPin(row);
  };

  /**
   * A download link: always an attachment with the checked content type (an <img> or <video>
   * still shows it; opening the link never renders it in a page).
   */
  const storedFile = async (row: repo.UploadRow): Promise<TStoredFile> => ({
    s3Key: row.key,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: await adapter.presignGet(row.key, {
      fileName: row.fileName,
      contentType: row.contentType,
      disposition: 'attachment',
      expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    }),
  });

  return {
    storage,

    /**
     * A presigned PUT for a key built under the owner's prefix. Candidate (public) URLs count
     * towards PUBLIC_UPLOAD_QUOTA (public-upload-quota.ts) per application and per `ctx.clientAddress`.
     */
    async presign(
      input: TPresignUploadRequest,
      owner: UploadOwner,
      ctx: PresignContext = {},
    ): Promise<TPresignedUpload> {
      const req = ZPresignUploadRequest.parse(input);
      const built = buildUploadKey(req.s3Key, owner);
      if (req.size && req.size > built.rule.maxBytes) {
        throw tooLarge(`${built.fileName} is larger than the ${built.rule.maxBytes} byte limit`);
      }
      const contentType = UPLOAD_CONTENT_TYPES[built.ext as keyof typeof UPLOAD_CONTENT_TYPES];
      const values = {
        key: built.key,
        kind: built.kind,
        ext: built.ext,
        fileName: built.fileName,
        contentType,
        ownerUserId: owner.type === 'staff' ? owner.userId : null,
        ownerApplicantId: owner.type === 'applicant' ? owner.applicantId : null,
      };
      if (owner.type === 'applicant') {
        const address = ctx.clientAddress ?? 'unknown';
        await db.transaction(async (tx) => {
          await checkPublicQuota(tx, address, owner.applicantId);
          await repo.insertUpload(tx, { ...values, clientAddress: address });
        });
      } else {
        await repo.insertUpload(db, values);
      }
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

    /**
     * One PUT of a local upload URL: spends the URL (a second PUT, or one after `complete`
     * checked the file, answers 409), receives the bytes and checks them. A PUT that stored
     * nothing (too large, cut off) gives the URL back for a retry.
     */
    async receiveLocal(key: string, receive: () => Promise<unknown>) {
      const row = await repo.claimForReceiving(db, key);
      if (!row) {
        if (!(await repo.findUploadByKey(db, key))) throw notFound('Upload');
        throw conflict('This upload link was already used', [
          'The file for this link was already received; ask for a new upload link to send another file',
        ]);
      }
      try {
        await receive();
      } catch (err) {
        await repo.releaseReceiving(db, row.id);
        throw err;
      }
      return checkAndPin(row);
    },

    /** Confirms the caller's own upload and answers it with a download link. */
    async complete(key: string, owner: UploadOwner) {
      const row = await repo.findUploadByKey(db, key);
      if (!row || !sameOwner(row, owner)) throw notFound('Upload');
      return storedFile(await verifyRow(row, true));
    },

    /**
     * The upload a record may point at: the caller's own, of the expected kind, and verified.
     * Call it before opening the record's transaction (it writes the verification outcome).
     */
    async attachable(key: string, kind: TUploadKind, owner: UploadOwner, field = 's3Key') {
      const row = await repo.findUploadByKey(db, key);
      if (!row || !sameOwner(row, owner)) throw badRequest('Unknown upload', [`${field}: upload not found`]);
      if (row.kind !== kind) throw badRequest('Wrong kind of file', [`${field}: must be a ${kind} upload`]);
      return verifyRow(row, true);
    },

    /**
     * Download links for verified uploads by id, each still the object that was checked; missing,
     * unverified and replaced files are absent from the map (a replaced one is removed).
     */
    async filesByIds(ids: (string | null | undefined)[]) {
      const rows = await repo.findUploadsByIds(db, [...new Set(ids.filter((i): i is string => Boolean(i)))]);
      const out = new Map<string, TStoredFile>();
      for (const row of rows) {
        if (row.status !== 'verified') continue;
        const usable = await ensureUnchanged(row, false).catch((err) => {
          if (err instanceof HttpError) return undefined;
          throw err;
        });
        if (usable) out.set(row.id, await storedFile(usable));
      }
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
        await checkAndPin(row);
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
      return checkAndPin(row);
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
