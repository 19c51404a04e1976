import type { TParsedResume } from '@ats/contract';

/** What one parse gives: the parsed resume, and why it fell short if it did. */
export type ParseProblem = {
  reason: 'too-large' | 'unreadable' | 'unsupported' | 'timeout' | 'memory' | 'crashed' | 'busy';
  message: string;
};

export interface ParseAttempt {
  parsed: TParsedResume;
  problem: ParseProblem | null;
}
