import { DATA_EXPORT_README } from '@ats/contract';
import { validate } from '@jsonresume/schema';
import { strToU8, zipSync } from 'fflate';
import type { StorageAdapter } from '../../adapters/storage/storage';
import { parseResumeFile } from '../resume-parsing';
import type { collectApplicant } from './data-exports.repo';

/** Files larger than this stay out of the archive (named in data.json): recordings can be large. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

type Collected = NonNullable<Awaited<ReturnType<typeof collectApplicant>>>;

const jsonResumeErrors = (resume: unknown) => {
  let out: string[] = [];
  validate(resume, (errors) => {
    out = (errors ?? []).map((e) => `${e.property}: ${e.message}`);
  });
  return out;
};

const safeName = (name: string, taken: Set<string>) => {
  const base =
    name
      .replace(/[^\w.\- ]+/g, '_')
      .replace(/^\.+/, '')
      .slice(0, 100) || 'file';
  let out = base;
  for (let i = 2; taken.has(out); i++) out = `${i}-${base}`;
  taken.add(out);
  return out;
};

/**
 * The archive: README.txt, data.json (the records), resume.json (the resume read into JSON Resume,
 * checked against the official schema) and files/ (what the candidate gave us).
 */
export const buildArchive = async (data: Collected, storage: StorageAdapter, exportedAt: Date) => {
  const entries: Record<string, Uint8Array> = { 'README.txt': strToU8(`${DATA_EXPORT_README}\n`) };
  const names = new Set<string>();
  const left: { fileName: string; reason: string }[] = [];
  let resume: unknown = null;
  for (const f of data.files) {
    if ((f.size ?? 0) > MAX_FILE_BYTES) {
      left.push({ fileName: f.fileName, reason: 'larger than 50 MB; ask us for it' });
      continue;
    }
    const read = await storage.inspect(f.key, MAX_FILE_BYTES);
    if (!read) {
      left.push({ fileName: f.fileName, reason: 'no longer stored' });
      continue;
    }
    entries[`files/${safeName(f.fileName, names)}`] = new Uint8Array(read.head);
    if (f.id === data.resumeUploadId) resume = (await parseResumeFile(read.head, f.ext)).resume;
  }
  if (resume) {
    const errors = jsonResumeErrors(resume);
    if (errors.length)
      throw new Error(`The resume does not match the JSON Resume schema: ${errors.join('; ')}`);
    entries['resume.json'] = strToU8(JSON.stringify(resume, null, 2));
  }
  const { files, resumeUploadId: _resume, ...records } = data;
  const json = {
    exportedAt: exportedAt.toISOString(),
    ...records,
    files: files.map(({ key: _key, ...f }) => f),
    filesLeftOut: left,
  };
  entries['data.json'] = strToU8(JSON.stringify(json, null, 2));
  return Buffer.from(zipSync(entries, { level: 6 }));
};
