import { extractLines } from './extract-lines';
import type { ParseAttempt } from './parse-attempt';
import { emptyParse, parseResumeLines } from './parse-resume';

/** Why a file gave no resume (the streamed routes answer it as a 413/422/429 `error` event). */
/**
 * Reads and parses a resume file on the calling thread (the parse worker's body; the API calls
 * `parseResumeFile`, which runs this in a worker with time and memory caps).
 */
export const parseResumeBytes = async (bytes: Buffer, ext: string): Promise<ParseAttempt> => {
  const extracted = await extractLines(bytes, ext);
  if (!extracted.ok) {
    if (extracted.reason === 'no-text-layer')
      return {
        parsed: emptyParse(extracted.message, 'no-text-layer', extracted.source, extracted.pages),
        problem: null,
      };
    return {
      parsed: emptyParse(extracted.message, 'parsed', extracted.source, extracted.pages),
      problem: { reason: extracted.reason, message: extracted.message },
    };
  }
  return {
    parsed: parseResumeLines(extracted.lines, {
      source: extracted.source,
      pages: extracted.pages,
      columns: extracted.columns,
    }),
    problem: null,
  };
};
