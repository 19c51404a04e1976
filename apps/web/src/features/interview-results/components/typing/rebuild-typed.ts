import { applyKeystroke, createTypingReplay, type TKeystroke } from '@ats/contract';

/** A run of neighbouring characters in the same state (one span when drawn). */
export interface TypedRun {
  /** correct / wrong: typed over a letter; extra: typed past a word's end; missed: left out. */
  state: 'correct' | 'wrong' | 'extra' | 'missed';
  /** What is on screen: the typed letters (missed: the passage's). */
  text: string;
  /** What the passage expected there ('' for extra letters). */
  expected: string;
}

export interface TypedSnapshot {
  /** The text up to the caret. */
  runs: TypedRun[];
  /** The passage after the caret, not typed yet. */
  rest: string;
  /** Wrong and extra letters on screen. */
  wrong: number;
  /** Keystrokes replayed. */
  keys: number;
}

/** How many keystrokes happened before `ms` (the log is in time order): none at the start. */
export const keysBefore = (keys: readonly Pick<TKeystroke, 't'>[], ms: number) => {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((keys[mid] as TKeystroke).t < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The screen after the first `count` keystrokes, rebuilt with the engine the candidate's page
 * and the server run (contract `typing/`): words typed so far with each letter right, wrong,
 * extra or missed, then the rest of the passage.
 */
export const rebuildTyped = (
  passage: string,
  keys: readonly Pick<TKeystroke, 'k'>[],
  count: number,
): TypedSnapshot => {
  const r = createTypingReplay(passage);
  const n = Math.min(count, keys.length);
  for (let i = 0; i < n; i++) applyKeystroke(r, (keys[i] as TKeystroke).k);

  const runs: TypedRun[] = [];
  let wrong = 0;
  const put = (state: TypedRun['state'], text: string, expected: string) => {
    if (state === 'wrong' || state === 'extra') wrong++;
    const last = runs.at(-1);
    if (last && last.state === state) {
      last.text += text;
      last.expected += expected;
    } else runs.push({ state, text, expected });
  };
  const current = r.inputs.length - 1;
  let rest = '';
  r.words.forEach((target, w) => {
    const space = w < r.words.length - 1 ? ' ' : '';
    if (w > current) {
      rest += target.join('') + space;
      return;
    }
    const input = r.inputs[w] ?? [];
    input.forEach((ch, j) => {
      if (j >= target.length) put('extra', ch, '');
      else put(ch === target[j] ? 'correct' : 'wrong', ch, target[j] as string);
    });
    const left = target.slice(input.length).join('');
    if (w < current) {
      if (left) put('missed', left, left);
      put('correct', space, space);
    } else {
      // The word being typed (or the last one, finished): what is left comes after the caret.
      rest += left + space;
    }
  });
  return { runs, rest, wrong, keys: n };
};
