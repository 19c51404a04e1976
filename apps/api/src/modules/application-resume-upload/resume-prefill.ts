import type { TApplicationResumePrefill } from '@ats/contract';
import { badRequest } from '../../lib/http-error';
import { parseResumeFile } from '../resume-parsing';
import type { UploadsService } from '../uploads';

/**
 * Personal info read from the candidate's own resume upload by the built-in parser (resume
 * parsing, issue 14): the resume step offers it for the fields still empty. Never an AI call.
 */
export const resumePrefill = async (
  uploads: UploadsService,
  applicantId: string,
  s3Key: string,
): Promise<TApplicationResumePrefill> => {
  const row = await uploads.attachable(s3Key, 'resume', { type: 'applicant', applicantId });
  const seen = await uploads.storage.adapter.inspect(row.key, 10 * 1024 * 1024 + 1);
  if (!seen) throw badRequest('The file is gone', ['s3Key: upload not found']);
  const parsed = await parseResumeFile(seen.head, row.ext);
  const b = parsed.resume.basics ?? {};
  const [firstName = '', ...rest] = (b.name ?? '').trim().split(/\s+/);
  const loc = b.location ?? {};
  return {
    firstName,
    lastName: rest.join(' '),
    email: b.email ?? '',
    phone: b.phone ?? '',
    address: [loc.address, loc.city, loc.region].filter(Boolean).join(', '),
  };
};
