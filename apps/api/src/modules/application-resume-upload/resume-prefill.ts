import type { TApplicationResumePrefill, TParsedResume } from '@ats/contract';
import { badRequest } from '../../lib/http-error';
import { parseResumeFile } from '../resume-parsing';
import type { UploadsService } from '../uploads';

/** Below this confidence a suggested field is marked for the candidate to check. */
const SURE = 0.8;

type Suggested = Omit<TApplicationResumePrefill, 'unsure'>;

/** The parsed resume's personal info, and the suggested fields the candidate should check. */
export const prefillOf = (parsed: TParsedResume): TApplicationResumePrefill => {
  const b = parsed.resume.basics ?? {};
  const words = (b.name ?? '').trim().split(/\s+/).filter(Boolean);
  const [firstName = '', ...rest] = words;
  const loc = b.location ?? {};
  const suggested: Suggested = {
    firstName,
    lastName: rest.join(' '),
    email: b.email ?? '',
    phone: b.phone ?? '',
    address: [loc.address, loc.city, loc.region].filter(Boolean).join(', '),
  };
  const confidence = (path: string) => parsed.fields.find((f) => f.path === path)?.confidence ?? 1;
  const unsure = new Set<keyof Suggested>();
  // Three or more words: where the first name ends is a guess ("María José Pérez López").
  if (confidence('basics.name') < SURE || words.length > 2) unsure.add('firstName').add('lastName');
  if (confidence('basics.email') < SURE) unsure.add('email');
  if (confidence('basics.phone') < SURE) unsure.add('phone');
  if (confidence('basics.location') < SURE) unsure.add('address');
  return { ...suggested, unsure: [...unsure].filter((f) => suggested[f]) };
};

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
  return prefillOf(await parseResumeFile(seen.head, row.ext));
};
