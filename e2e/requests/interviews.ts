import { randomUUID } from 'node:crypto';
import {
  applyKeystroke,
  createTypingReplay,
  type TApplicantInterviewListItem,
  type TApplicantKind,
  type TCandidateInterview,
  type TCandidateTypingOutcome,
  type TKeystroke,
  type TTestResultCreated,
  type TTypingLog,
  typingCaret,
} from '@ats/contract';
import { waitForMail } from '../fixtures/mail';
import { call } from './api-client';
import { createContent } from './screening';

/** A typing test in the screening library (15 s by default, so a typed log fits quickly). */
export const createTypingTest = (token: string, body: Record<string, unknown> = {}) =>
  createContent(token, 'typing-tests', {
    name: `Typing ${randomUUID().slice(0, 6)}`,
    passages: ['The quick brown fox jumps over the lazy dog while the team answers every call with care.'],
    durationSeconds: 15,
    minNetWpm: 30,
    minAccuracy: 90,
    language: 'en',
    ...body,
  });

/** Creates one interview and, with `send: true`, emails the candidate the link. */
export const createInterview = (
  token: string,
  body: {
    type: 'typing-assessment' | 'resume-profile';
    referenceId: string;
    applicantId: string;
    applicantKind: TApplicantKind;
    expiresInDays?: number;
    send?: boolean;
  },
) => call<TApplicantInterviewListItem>('POST', '/applicant-interviews/create', { token, body });

/** The candidate's link token from the newest interview mail to `email`. */
export const interviewTokenFromMail = async (email: string, opts: { after?: number } = {}) => {
  const mail = await waitForMail(email, opts);
  const m = mail.text.match(/\/interviews\/typing-assessment\/([A-Za-z0-9_-]{43})/);
  if (!m) throw new Error(`no typing-assessment link in: ${mail.text}`);
  return m[1] as string;
};

/**
 * A keystroke log a person could have typed: the passage at ~`wpm` with uneven gaps, one wrong
 * key corrected with Backspace every `errorEvery` characters, positions from the shared engine,
 * all within `seconds`.
 */
export const typingLog = (
  passage: string,
  opts: { wpm?: number; seconds?: number; errorEvery?: number } = {},
): TTypingLog => {
  const { wpm = 50, seconds = 14, errorEvery = 23 } = opts;
  const gap = 60_000 / (wpm * 5);
  const r = createTypingReplay(passage);
  const keystrokes: TKeystroke[] = [];
  let t = 0;
  let n = 0;
  const press = (k: string) => {
    const p = typingCaret(r);
    if (!applyKeystroke(r, k)) return false;
    keystrokes.push({ k, t: Math.round(t), p });
    // Uneven like a person: between 0.6× and 1.4× the mean gap.
    t += gap * (0.6 + 0.8 * (((n++ * 7919) % 101) / 100));
    return true;
  };
  const text = r.words.map((w) => w.join('')).join(' ');
  for (const ch of text) {
    if (r.finished || t > seconds * 1000) break;
    if (n > 0 && n % errorEvery === 0 && ch !== ' ') {
      press(ch === 'x' ? 'z' : 'x');
      press('Backspace');
    }
    press(ch);
  }
  return { keystrokes, pasteAttempts: 0, focusLosses: 1, restarts: 0 };
};

/** The candidate's calls (public, by token). */
export const openInterview = (candidateToken: string) =>
  call<TCandidateInterview>('GET', `/applicant-interviews/open/${candidateToken}`);

export const startInterview = (candidateToken: string) =>
  call('PUT', `/applicant-interviews/start/${candidateToken}`, { body: {} });

export const submitTypingInterview = (candidateToken: string, log: TTypingLog) =>
  call<TCandidateTypingOutcome>('PUT', `/applicant-interviews/submit/${candidateToken}`, { body: log });

/**
 * A pilot takes the typing test from its test link: an email first, then types for `seconds`
 * (the server refuses a log claiming more time than has passed, so this waits as long).
 */
export const pilotTypingTest = async (
  referenceId: string,
  email: string,
  opts: { seconds?: number } = {},
) => {
  const created = await call<TTestResultCreated>('POST', '/typing-assessment-test-results/create', {
    body: { referenceId, email },
  });
  const log = typingLog(created.content.passage, { wpm: 60, seconds: opts.seconds ?? 5 });
  await new Promise((r) => setTimeout(r, (log.keystrokes.at(-1)?.t ?? 0) + 300));
  const outcome = await call<TCandidateTypingOutcome>(
    'PUT',
    `/typing-assessment-test-results/submit/${created.token}`,
    { body: log },
  );
  return { ...created, outcome };
};
