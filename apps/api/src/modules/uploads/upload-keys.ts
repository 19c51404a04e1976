import { randomUUID } from 'node:crypto';
import { extensionOf, type TUploadKind, UPLOAD_KINDS } from '@ats/contract';
import { badRequest } from '../../lib/http-error';

/** Who an upload belongs to; decides the prefix the key is built under. */
export type UploadOwner = { type: 'staff'; userId: string } | { type: 'applicant'; applicantId: string };

const ownerPrefix = (owner: UploadOwner) =>
  owner.type === 'staff' ? 'staff' : `applicants/${owner.applicantId}`;

/** A file name safe in a key and a URL: letters, digits, dot, dash, underscore; extension kept. */
const safeFileName = (name: string) => {
  const ext = extensionOf(name);
  const base = (ext ? name.slice(0, -(ext.length + 1)) : name)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || 'file'}${ext ? `.${ext}` : ''}`;
};

/**
 * Reads the browser's requested key (`<kind>/<file name>`; validated against `..` and absolute
 * paths by the contract) and builds the stored key under the owner's prefix.
 */
export const buildUploadKey = (requested: string, owner: UploadOwner) => {
  const slash = requested.indexOf('/');
  const kind = (slash > 0 ? requested.slice(0, slash) : '') as TUploadKind;
  const fileName = slash > 0 ? requested.slice(slash + 1) : requested;
  if (!(kind in UPLOAD_KINDS)) {
    throw badRequest('Invalid s3Key', [
      `s3Key: must start with one of ${Object.keys(UPLOAD_KINDS).join(', ')} followed by / and the file name`,
    ]);
  }
  if (!fileName || fileName.includes('/')) {
    throw badRequest('Invalid s3Key', ['s3Key: must be <kind>/<file name> with no further folders']);
  }
  const rule = UPLOAD_KINDS[kind];
  const ext = extensionOf(fileName);
  if (!(rule.types as readonly string[]).includes(ext)) {
    throw badRequest('File type not allowed', [
      `s3Key: ${rule.label.toLowerCase()} files must be ${rule.types.join(', ')}; got ${ext ? `.${ext}` : 'no extension'}`,
    ]);
  }
  const key = `${ownerPrefix(owner)}/${kind}/${randomUUID()}/${safeFileName(fileName)}`;
  return { key, kind, ext, fileName: fileName.slice(0, 200), rule };
};
