/// <reference path="./vendor.d.ts" />
import type { TJsonResume, TParsedResume } from '@ats/contract';
import { validate } from '@jsonresume/schema';
import { extractLines, PARSE_LIMITS } from './extract-lines';
import type { ResumeLine } from './layout';
import { parseLines } from './parse-lines';

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

const timeout = (ms: number, signal?: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });

/**
 * Parses a resume file with the built-in rules: never throws for bad files; images and scans
 * answer `no-text-layer`, damaged or oversized files a `warnings` message and an empty resume.
 */
export const parseResumeFile = async (
  bytes: Buffer,
  ext: string,
  signal?: AbortSignal,
): Promise<TParsedResume> => {
  const empty = (
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
  let extracted: Awaited<ReturnType<typeof extractLines>>;
  try {
    extracted = await Promise.race([extractLines(bytes, ext), timeout(PARSE_LIMITS.seconds * 1000, signal)]);
  } catch (err) {
    if (signal?.aborted) throw err;
    return empty(
      `Reading the file took longer than ${PARSE_LIMITS.seconds} s; it was stopped`,
      'parsed',
      null,
      0,
    );
  }
  if (!extracted.ok) {
    if (extracted.reason === 'no-text-layer')
      return empty(extracted.message, 'no-text-layer', extracted.source, extracted.pages);
    return empty(extracted.message, 'parsed', extracted.source, extracted.pages);
  }
  return parseResumeLines(extracted.lines, {
    source: extracted.source,
    pages: extracted.pages,
    columns: extracted.columns,
  });
};
