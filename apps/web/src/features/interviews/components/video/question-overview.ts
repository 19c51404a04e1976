import type { TCandidateVideoInterview, TRecorderState } from '@ats/contract';

type Question = Pick<TCandidateVideoInterview['questions'][number], 'token' | 'phase' | 'answerStatus'>;

/** Where one answer stands, in the candidate's terms. */
export type AnswerProgress = 'answered' | 'sending' | 'checking' | 'retake' | 'notAnswered';

const SENDING: TRecorderState[] = ['uploading', 'retrying', 'upload_failed', 'network_error'];

/**
 * One question's answer: the recorder's own state for the question on screen, what this page
 * sent for the others, else what the server says (`answerStatus`).
 */
export const progressOf = (
  q: Question,
  current: { token: string; state: TRecorderState } | null,
  sentHere: ReadonlySet<string>,
): AnswerProgress => {
  if (current && current.token === q.token) {
    const s = current.state;
    if (s === 'uploaded') return 'answered';
    if (SENDING.includes(s)) return 'sending';
    if (s === 'validating') return 'checking';
    if (s === 'corruption_detected') return 'retake';
  }
  if (sentHere.has(q.token) || q.answerStatus === 'uploaded') return 'answered';
  switch (q.answerStatus) {
    case 'uploading':
      return 'sending';
    case 'validating':
      return 'checking';
    case 'corruption_detected':
      return 'retake';
    default:
      return 'notAnswered';
  }
};

const isOpen = (q: Question) => q.phase === 'new' || q.phase === 'sent' || q.phase === 'started';

/**
 * The question to offer "Go to" for: the first open one other than the question on screen that
 * needs a retake, else the first open one not answered; none when everything else is in hand.
 */
export const needingAttention = <Q extends Question>(
  questions: Q[],
  progress: AnswerProgress[],
  currentToken: string | null,
): Q | null => {
  const candidates = questions
    .map((q, i) => ({ q, p: progress[i] }))
    .filter(({ q }) => q.token !== currentToken && isOpen(q));
  return (
    candidates.find(({ p }) => p === 'retake')?.q ??
    candidates.find(({ p }) => p === 'notAnswered')?.q ??
    null
  );
};
