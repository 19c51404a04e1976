import type { TApplicationResumePrefill, TParsedResume, TResumeUnreadReason } from '@ats/contract';
import { badRequest } from '../../lib/http-error';
import { type ParseProblem, readResumeFile } from '../resume-parsing';
import type { UploadsService } from '../uploads';

/** Below this confidence a suggested field is marked for the candidate to check. */
const SURE = 0.8;

type Suggested = Omit<TApplicationResumePrefill, 'unsure' | 'unread'>;

/** What the candidate is told of a parse that read nothing: worth another try, or not. */
const UNREAD: Record<ParseProblem['reason'], TResumeUnreadReason> = {
  timeout: 'timeout',
  busy: 'busy',
  'too-large': 'unreadable',
  memory: 'unreadable',
  unreadable: 'unreadable',
  unsupported: 'unreadable',
  crashed: 'unreadable',
};

/**
 * The parsed resume's personal info, the suggested fields the candidate should check, and why
 * nothing was read when nothing was (`problem`: the parse stopped or failed).
 */
export const prefillOf = (
  parsed: TParsedResume,
  problem: ParseProblem | null = null,
): TApplicationResumePrefill => {
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
  const unread: TResumeUnreadReason | null = problem
    ? UNREAD[problem.reason]
    : parsed.status === 'no-text-layer'
      ? 'no-text'
      : Object.values(suggested).some(Boolean)
        ? null
        : 'nothing-found';
  return { ...suggested, unsure: [...unsure].filter((f) => suggested[f]), unread };
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
  const { parsed, problem } = await readResumeFile(seen.head, row.ext);
  return prefillOf(parsed, problem);
};
