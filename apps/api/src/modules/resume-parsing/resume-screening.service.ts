import type { TParsedResume } from '@ats/contract';
import type { AiProvider } from '../../adapters/ai';
import { badRequest } from '../../lib/http-error';
import type { ModuleDeps } from '../module-deps';
import type { UploadOwner } from '../uploads';
import { uploadsServiceFor } from '../uploads';
import { parseResumeFile } from './parse-resume';
import { createPromptJudge, createScreen } from './resume-judging';
import { createResumeRefiner } from './resume-refine';
import { createScreeningTests } from './resume-screening-tests';

/**
 * Resume parsing and screening, for the streamed routes and for other modules (the application
 * flow calls `parseUpload` and `screen`; see interviews/README.md, "Resume screening").
 */
export const createResumeScreeningService = (deps: ModuleDeps, provider: AiProvider) => {
  const uploads = uploadsServiceFor(deps);
  const judgeWithPrompt = createPromptJudge(deps, provider);
  const screen = createScreen(judgeWithPrompt);
  const refine = createResumeRefiner(deps, provider);

  /** Reads a resume upload the owner may use (400 when it is not theirs or not a resume). */
  const readUpload = async (s3Key: string, owner: UploadOwner) => {
    const row = await uploads.attachable(s3Key, 'resume', owner);
    const seen = await uploads.storage.adapter.inspect(row.key, 10 * 1024 * 1024 + 1);
    if (!seen) throw badRequest('The file is gone', ['s3Key: upload not found']);
    return { bytes: seen.head, ext: row.ext, fileName: row.fileName };
  };

  /** Parses an upload with the built-in rules; never throws for a bad file (the result says why). */
  const parseUpload = async (
    s3Key: string,
    owner: UploadOwner,
    signal?: AbortSignal,
  ): Promise<TParsedResume> => {
    const file = await readUpload(s3Key, owner);
    return refine(await parseResumeFile(file.bytes, file.ext, signal), null, signal);
  };

  /**
   * Parses an upload row already checked by the caller (e.g. the resume on an applicant's file,
   * which staff may have uploaded); `refineWithModel` false = rules only (no model call).
   */
  const parseRow = async (
    row: { key: string; ext: string },
    refineWithModel: boolean,
    signal?: AbortSignal,
  ): Promise<TParsedResume> => {
    const seen = await uploads.storage.adapter.inspect(row.key, 10 * 1024 * 1024 + 1);
    if (!seen) throw badRequest('The file is gone', ['s3Key: upload not found']);
    const parsed = await parseResumeFile(seen.head, row.ext, signal);
    return refineWithModel ? refine(parsed, null, signal) : parsed;
  };

  return {
    parseUpload,
    parseRow,
    screen,
    ...createScreeningTests(deps, provider, { readUpload, refine, screen, judgeWithPrompt }),
  };
};
export type ResumeScreeningService = ReturnType<typeof createResumeScreeningService>;
