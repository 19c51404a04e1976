/// <reference path="./vendor.d.ts" />
import type { TJsonResume, TParsedResume } from '@ats/contract';
import { validate } from '@jsonresume/schema';
import { HttpError } from '../../lib/http-error';
import { PARSE_LIMITS } from './extract-lines';
import type { ResumeLine } from './layout';
import type { ParseAttempt, ParseProblem } from './parse-attempt';
import { parseLines } from './parse-lines';
import { type PoolFailure, parsePool, parseTimeout, WORKER_LIMITS } from './parse-pool';

export const BUILTIN_PARSER = 'rules-v1';

/** Errors of the official JSON Resume schema (`@jsonresume/schema`), empty when valid. */
export const jsonResumeErrors = (resume: unknown): string[] => {
  let out: string[] = [];
  validate(resume, (errors) => {
    out = (errors ?? []).map((e) => `${e.property.replace(/^instance\.?/, '') || 'resume'}: ${e.message}`);
  });
  return out;
};

/** Drops empty strings, arrays and objects (the schema's `format: email/uri` reject ""). */
export const compactResume = (resume: TJsonResume): TJsonResume => {
  const prune = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(prune).filter((x) => x !== undefined);
    if (v && typeof v === 'object') {
      const o = Object.fromEntries(
        Object.entries(v)
          .map(([k, x]) => [k, prune(x)] as const)
          .filter(
            ([, x]) =>
              x !== undefined &&
              !(typeof x === 'object' && x !== null && !Array.isArray(x) && !Object.keys(x).length),
          ),
      );
      return o;
    }
    return typeof v === 'string' && !v.trim() ? undefined : v;
  };
  const out = prune(resume) as TJsonResume;
  return {
    basics: out.basics ?? {},
    work: out.work ?? [],
    education: out.education ?? [],
    skills: out.skills ?? [],
    languages: out.languages ?? [],
    certificates: out.certificates ?? [],
  };
};

/** Parses lines already in reading order (what the tests and the bench call directly). */
export const parseResumeLines = (
  lines: ResumeLine[],
  meta: Pick<TParsedResume, 'source' | 'pages' | 'columns'>,
): TParsedResume => {
  const read = parseLines(lines);
  const resume = compactResume(read.resume);
  const invalid = jsonResumeErrors(resume);
  // Fields the schema refuses (e.g. a malformed email) are dropped rather than failing the parse.
  if (invalid.some((e) => e.startsWith('basics.email'))) delete resume.basics.email;
  if (invalid.some((e) => e.startsWith('basics.url'))) delete resume.basics.url;
  return {
    status: 'parsed',
    ...meta,
    resume,
    fields: read.fields,
    text: read.text.slice(0, PARSE_LIMITS.chars),
    warnings: [...read.warnings, ...jsonResumeErrors(resume)],
    parser: BUILTIN_PARSER,
  };
};

/** A parse that read nothing: the message says why (no text layer, damaged, too large…). */
export const emptyParse = (
  message: string,
  status: TParsedResume['status'],
  source: TParsedResume['source'],
  pages: number,
): TParsedResume => ({
  status,
  source,
  pages,
  columns: 1,
  resume: { basics: {}, work: [], education: [], skills: [], languages: [], certificates: [] },
  fields: [],
  text: '',
  warnings: [message],
  parser: BUILTIN_PARSER,
});

const POOL_PROBLEMS: Record<PoolFailure, ParseProblem> = {
  timeout: {
    reason: 'timeout',
    message:
      'Reading the file took longer than the time allowed; it was stopped (the file may be damaged or built never to end)',
  },
  memory: {
    reason: 'memory',
    message: `Reading the file needed more than ${WORKER_LIMITS.heapMb} MB of memory; it was stopped (it expands far beyond its size)`,
  },
  crashed: { reason: 'crashed', message: 'The file could not be read (the reader stopped on it)' },
  busy: { reason: 'busy', message: 'Too many resumes are being read right now; try again in a moment' },
};

/**
 * Parses a resume file with the built-in rules in a worker thread (time and memory capped).
 * Never throws for a bad file: `problem` says why nothing was read (and `parsed.warnings` too);
 * images and scans answer `status: 'no-text-layer'` with no problem. Rejects only on `signal`.
 */
export const readResumeFile = async (
  bytes: Buffer,
  ext: string,
  signal?: AbortSignal,
): Promise<ParseAttempt> => {
  if (bytes.length > PARSE_LIMITS.bytes) {
    const problem: ParseProblem = { reason: 'too-large', message: 'The file is larger than 10 MB' };
    return { parsed: emptyParse(problem.message, 'parsed', null, 0), problem };
  }
  const outcome = await parsePool().parse(bytes, ext, parseTimeout(), signal);
  if (outcome.ok) return outcome.value;
  const problem = POOL_PROBLEMS[outcome.reason];
  return { parsed: emptyParse(problem.message, 'parsed', null, 0), problem };
};

/** `readResumeFile` for callers that show the warnings (candidate pages, prefill). */
export const parseResumeFile = async (
  bytes: Buffer,
  ext: string,
  signal?: AbortSignal,
): Promise<TParsedResume> => (await readResumeFile(bytes, ext, signal)).parsed;

const PROBLEM_STATUS: Record<ParseProblem['reason'], 413 | 422 | 429> = {
  'too-large': 413,
  memory: 413,
  unreadable: 422,
  unsupported: 422,
  timeout: 422,
  crashed: 422,
  busy: 429,
};

/** The error a streamed route sends for a file that gave no resume (413 too big, 422 unreadable, 429 busy). */
export const parseProblemError = (problem: ParseProblem) =>
  new HttpError(PROBLEM_STATUS[problem.reason], problem.message, [`s3Key: ${problem.message}`]);
