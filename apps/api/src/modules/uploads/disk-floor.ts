import { statfs } from 'node:fs/promises';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import { localUploadsRoot } from '../../adapters/storage/local-storage';
import { HttpError } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import { administratorEmails } from '../users';

/** How long one reading of the free space holds (a statfs per upload request would be wasteful). */
const READING_MS = 5_000;
/** Administrators hear of a full disk at most this often (per process). */
const NOTICE_EVERY_MS = 3_600_000;

const MB = 1024 * 1024;

/**
 * The local uploads disk's free-space floor (docs/decisions/uploads.md#disk-space-floor): below
 * `UPLOAD_DISK_FLOOR_MB`, public uploads are refused with 507 before a byte is written, and the
 * administrators (or `STAFF_NOTIFY_EMAIL`) get a mail, so a full disk never takes the database
 * or the staff's own uploads down with it. An S3 bucket has no floor to keep.
 */
export const createDiskFloor = (deps: Pick<ModuleDeps, 'db' | 'config' | 'log'>) => {
  const { config } = deps;
  let reading = { at: 0, freeBytes: Number.POSITIVE_INFINITY };
  let noticeAt = 0;

  const freeBytes = async () => {
    if (Date.now() - reading.at > READING_MS) {
      const s = await statfs(localUploadsRoot(config.dataDir)).catch(() => null);
      reading = { at: Date.now(), freeBytes: s ? s.bavail * s.bsize : Number.POSITIVE_INFINITY };
    }
    return reading.freeBytes;
  };

  const tellStaff = async (free: number) => {
    if (Date.now() - noticeAt < NOTICE_EVERY_MS) return;
    noticeAt = Date.now();
    const floor = config.tus.diskFloorBytes;
    deps.log.error(
      { freeBytes: free, floorBytes: floor },
      'uploads disk below its floor: public uploads refused',
    );
    const configured = config.mail.staffNotify
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const to = configured?.length ? configured : await administratorEmails(deps.db);
    const text = [
      `The uploads disk has ${Math.floor(free / MB)} MB free, below its floor of ${Math.floor(floor / MB)} MB (UPLOAD_DISK_FLOOR_MB).`,
      'Candidates cannot upload recordings until space is freed or the disk grows.',
    ].join('\n\n');
    for (const address of to)
      await enqueueMail(deps.db, { to: address, subject: 'Uploads refused: the disk is nearly full', text });
  };

  return {
    /** Throws 507 when the local disk is below its floor. */
    async assertRoom() {
      if (config.storage.driver !== 'local' || config.tus.diskFloorBytes <= 0) return;
      const free = await freeBytes();
      if (free >= config.tus.diskFloorBytes) return;
      await tellStaff(free).catch((err) => deps.log.error({ err }, 'disk floor notice failed'));
      throw new HttpError(507, 'The server is short of storage space: please try again later', [
        'not enough storage left to accept the upload',
      ]);
    },
  };
};
export type DiskFloor = ReturnType<typeof createDiskFloor>;
