/**
 * The typing state machine the candidate's page and the server both run (Monkeytype's rules):
 * the text is a list of words; a space moves to the next word (letters left out are "missed");
 * letters typed past a word's end are "extra" (at most TYPING_MAX_EXTRA_CHARS); Backspace deletes
 * the last letter, or at a word's start goes back into the previous word only if that word is wrong;
 * a space on an empty word does nothing. The test ends when the last word is typed right, or on a
 * space after the last word. Positions are code-point indices into the normalized text.
 */

export const TYPING_MAX_EXTRA_CHARS = 20;
export const BACKSPACE = 'Backspace';

/** One text from the passages: NFC, whitespace runs become one space (newlines included). */
export const typingText = (passages: string | readonly string[]) =>
  (typeof passages === 'string' ? [passages] : passages)
    .flatMap((p) => p.normalize('NFC').split(/\s+/))
    .filter(Boolean)
    .join(' ');

export interface TCharCounts {
  /** Letters of words typed exactly right (a partly typed last word counts while it has no error). */
  correctWordChars: number;
  allCorrectChars: number;
  incorrectChars: number;
  extraChars: number;
  missedChars: number;
  /** Spaces after words typed exactly right. */
  correctSpaces: number;
  spaces: number;
}

const zero = (): TCharCounts => ({
  correctWordChars: 0,
  allCorrectChars: 0,
  incorrectChars: 0,
  extraChars: 0,
  missedChars: 0,
  correctSpaces: 0,
  spaces: 0,
});

const add = (a: TCharCounts, b: TCharCounts, sign: 1 | -1) => {
  a.correctWordChars += sign * b.correctWordChars;
  a.allCorrectChars += sign * b.allCorrectChars;
  a.incorrectChars += sign * b.incorrectChars;
  a.extraChars += sign * b.extraChars;
  a.missedChars += sign * b.missedChars;
  a.correctSpaces += sign * b.correctSpaces;
  a.spaces += sign * b.spaces;
};

const sameWord = (input: readonly string[], target: readonly string[]) =>
  input.length === target.length && input.every((c, i) => c === target[i]);

/**
 * Monkeytype's countChars for one word. `last`: the word being typed (time mode: its correct
 * letters count as a correct word while it has no error; its missing letters are not "missed").
 */
const wordCounts = (input: readonly string[], target: readonly string[], last: boolean) => {
  const c = zero();
  if (!last) c.spaces = 1;
  if (sameWord(input, target)) {
    c.correctWordChars = target.length;
    c.allCorrectChars = target.length;
    if (!last) c.correctSpaces = 1;
    return c;
  }
  for (let i = 0; i < input.length; i++) {
    if (i >= target.length) c.extraChars++;
    else if (input[i] === target[i]) c.allCorrectChars++;
    else c.incorrectChars++;
  }
  if (input.length < target.length) {
    if (!last) c.missedChars = target.length - input.length;
    else if (c.incorrectChars === 0) c.correctWordChars = c.allCorrectChars;
  }
  return c;
};

export interface TTypingReplay {
  readonly words: readonly (readonly string[])[];
  /** Code-point index in the text where each word starts. */
  readonly starts: readonly number[];
  /** What was typed in each word so far; the last entry is the current word. */
  inputs: string[][];
  finished: boolean;
  /** Counts of the words before the current one (with their spaces). */
  committed: TCharCounts;
  contributions: TCharCounts[];
  correctKeystrokes: number;
  wrongKeystrokes: number;
}

export const createTypingReplay = (passage: string): TTypingReplay => {
  const words = typingText(passage)
    .split(' ')
    .filter(Boolean)
    .map((w) => Array.from(w));
  const starts: number[] = [];
  let at = 0;
  for (const w of words) {
    starts.push(at);
    at += w.length + 1;
  }
  return {
    words,
    starts,
    inputs: [[]],
    finished: words.length === 0,
    committed: zero(),
    contributions: [],
    correctKeystrokes: 0,
    wrongKeystrokes: 0,
  };
};

export const currentWordIndex = (r: TTypingReplay) => r.inputs.length - 1;

/** Where the next key goes: the current word's start + letters typed in it (extras go past its end). */
export const typingCaret = (r: TTypingReplay) => {
  const i = currentWordIndex(r);
  return (r.starts[i] ?? 0) + (r.inputs[i]?.length ?? 0);
};

/** Character counts of the text as typed now (Monkeytype's countChars). */
export const typingCounts = (r: TTypingReplay): TCharCounts => {
  const i = currentWordIndex(r);
  const c = { ...r.committed };
  add(c, wordCounts(r.inputs[i] ?? [], r.words[i] ?? [], true), 1);
  return c;
};

/** Is `k` something a keystroke may carry: one code point, or Backspace. */
export const isTypingKey = (k: string) => k === BACKSPACE || Array.from(k).length === 1;

/**
 * Applies one key. Returns null when the key does nothing here (the page does not log such keys,
 * and a log holding one is refused); else whether it was a correct keystroke (Backspace: null
 * inside `correct`, it is neither right nor wrong).
 */
export const applyKeystroke = (r: TTypingReplay, k: string): { correct: boolean | null } | null => {
  if (r.finished || !isTypingKey(k)) return null;
  const i = currentWordIndex(r);
  const input = r.inputs[i]!;
  const target = r.words[i]!;
  if (k === BACKSPACE) {
    if (input.length > 0) {
      input.pop();
      return { correct: null };
    }
    if (i === 0) return null;
    const prev = r.inputs[i - 1]!;
    if (sameWord(prev, r.words[i - 1]!)) return null;
    r.inputs.pop();
    add(r.committed, r.contributions.pop()!, -1);
    return { correct: null };
  }
  if (k === ' ') {
    if (input.length === 0) return null;
    const correct = sameWord(input, target);
    tally(r, correct);
    if (i === r.words.length - 1) {
      r.finished = true;
      return { correct };
    }
    const c = wordCounts(input, target, false);
    r.contributions.push(c);
    add(r.committed, c, 1);
    r.inputs.push([]);
    return { correct };
  }
  if (input.length >= target.length + TYPING_MAX_EXTRA_CHARS) return null;
  const correct = input.length < target.length && target[input.length] === k;
  input.push(k);
  tally(r, correct);
  if (i === r.words.length - 1 && sameWord(input, target)) r.finished = true;
  return { correct };
};

const tally = (r: TTypingReplay, correct: boolean) => {
  if (correct) r.correctKeystrokes++;
  else r.wrongKeystrokes++;
};
