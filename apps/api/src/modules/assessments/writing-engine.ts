import type { TRubricCriterion, TWritingAnalysis, TWritingFinding } from '@ats/contract';
import nspell from 'nspell';
import { retext } from 'retext';
import retextContractions from 'retext-contractions';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextPassive from 'retext-passive';
import retextRepeatedWords from 'retext-repeated-words';
import retextSentenceSpacing from 'retext-sentence-spacing';
import { syllable } from 'syllable';

/**
 * The built-in writing engine (docs/decisions/assessments.md#scoring): spelling (nspell with
 * the Hunspell English dictionary), grammar and style checks (retext plug-ins), Flesch readability,
 * length against the task and coverage of the task's key points. Every criterion score says which
 * signals it comes from; every finding carries the passage it found.
 */

let speller: Promise<ReturnType<typeof nspell>> | undefined;
/** Loaded on first use (the dictionary is ~550 KB): the API starts without it. */
const spellerFor = () => {
  speller ??= import('dictionary-en').then((m) => nspell(m.default as never));
  return speller;
};

const GRAMMAR = retext()
  .use(retextEnglish)
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .use(retextContractions, { straight: true })
  .use(retextPassive)
  .use(retextSentenceSpacing);

const SOURCE_CHECK: Record<string, TWritingFinding['check']> = {
  'retext-repeated-words': 'repeated-word',
  'retext-indefinite-article': 'indefinite-article',
  'retext-contractions': 'contraction',
  'retext-passive': 'passive-voice',
  'retext-sentence-spacing': 'sentence-spacing',
};

const WORD = /[A-Za-z\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)*/g;

export const wordsOf = (text: string) => text.match(WORD) ?? [];

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n{2,}/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z]/.test(s));

/** Flesch Reading Ease and Flesch–Kincaid grade, from the standard formulas. */
export const readabilityOf = (text: string) => {
  const words = wordsOf(text);
  const sentences = Math.max(1, sentencesOf(text).length);
  if (!words.length) return { fleschReadingEase: 0, fleschKincaidGrade: 0 };
  const syllables = words.reduce((n, w) => n + Math.max(1, syllable(w)), 0);
  const wps = words.length / sentences;
  const spw = syllables / words.length;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    fleschReadingEase: round(206.835 - 1.015 * wps - 84.6 * spw),
    fleschKincaidGrade: round(0.39 * wps + 11.8 * spw - 15.59),
  };
};

/** Spelling mistakes with their offsets; names and words taken from the task are accepted. */
const spellingFindings = async (text: string, accepted: Set<string>): Promise<TWritingFinding[]> => {
  const spell = await spellerFor();
  const out: TWritingFinding[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0].replace(/\u2019/g, "'");
    if (word.length < 2 || accepted.has(word.toLowerCase())) continue;
    if (/^[A-Z]+$/.test(word)) continue; // acronyms
    if (spell.correct(word) || spell.correct(word.toLowerCase())) continue;
    out.push({
      check: 'spelling',
      start: m.index,
      end: m.index + m[0].length,
      excerpt: m[0],
      message: `"${m[0]}" is not in the English dictionary`,
      suggestions: spell.suggest(word).slice(0, 3),
    });
  }
  return out;
};

const grammarFindings = async (text: string): Promise<TWritingFinding[]> => {
  const file = await GRAMMAR.process(text);
  const out: TWritingFinding[] = [];
  for (const msg of file.messages) {
    const check = SOURCE_CHECK[msg.source ?? ''];
    const place = msg.place && 'start' in msg.place ? msg.place : undefined;
    const start = place?.start.offset;
    const end = place?.end.offset;
    if (!check || start === undefined || end === undefined) continue;
    out.push({
      check,
      start,
      end,
      excerpt: text.slice(start, end),
      message: msg.reason,
      suggestions: (msg.expected ?? []).filter((s): s is string => typeof s === 'string').slice(0, 3),
    });
  }
  return out;
};

const STOP = new Set(
  'a an the and or of to for in on at by with from about how what when why who is are be been it its this that your you our we i me my will would can could should not no'.split(
    ' ',
  ),
);
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/['\u2019]s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s|ly|ment|ise|ize)$/, '');

/** A key point is covered when at least half of its content words (stemmed) appear in the text. */
export const keyPointCoverage = (text: string, points: string[]) => {
  const seen = new Set(wordsOf(text).map(stem));
  const numbers = new Set(text.match(/\d+/g) ?? []);
  return points.map((point) => {
    const terms = [...(point.match(/[A-Za-z]+|\d+/g) ?? [])].filter((t) => !STOP.has(t.toLowerCase()));
    const matched = terms.filter((t) => (/^\d+$/.test(t) ? numbers.has(t) : seen.has(stem(t))));
    const needed = Math.max(1, Math.ceil(terms.length / 2));
    return { point, covered: matched.length >= needed, matched };
  });
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export interface WritingTask {
  task: string;
  keyPoints: string[];
  minWords: number;
  maxWords: number;
  rubric: TRubricCriterion[];
}

/** Which signals score a rubric criterion, from its id and label. */
const signalFor = (c: TRubricCriterion) => {
  const s = `${c.id} ${c.label}`.toLowerCase();
  if (/grammar|spell|accura|mechanic/.test(s)) return 'accuracy' as const;
  if (/clar|organi|structur|readab|coheren/.test(s)) return 'clarity' as const;
  if (/tone|polite|courte|empath|register/.test(s)) return 'tone' as const;
  if (/task|relevan|content|achiev|complete/.test(s)) return 'task' as const;
  return 'overall' as const;
};

const TONE_MARKERS: { label: string; re: RegExp }[] = [
  { label: 'a greeting', re: /^\s*(dear|hello|hi|good (morning|afternoon|evening))\b/im },
  { label: 'an apology', re: /\b(sorry|apologi[sz]e|apologies)\b/i },
  { label: 'thanks', re: /\b(thank you|thanks)\b/i },
  { label: 'a sign-off', re: /\b(regards|sincerely|best wishes|kind regards|yours)\b/i },
];

/** Analyses a submitted text against its task; the AI part is added by the caller when configured. */
export const analyseWriting = async (text: string, t: WritingTask): Promise<TWritingAnalysis> => {
  const words = wordsOf(text);
  const wordCount = words.length;
  const accepted = new Set(wordsOf(t.task).map((w) => w.toLowerCase()));
  const [spelling, grammar] = await Promise.all([spellingFindings(text, accepted), grammarFindings(text)]);
  // "dont" is both a spelling and a contraction finding: the contraction explains it better.
  const taken = new Set(grammar.map((g) => `${g.start}:${g.end}`));
  const findings = [...spelling.filter((s) => !taken.has(`${s.start}:${s.end}`)), ...grammar].sort(
    (a, b) => a.start - b.start,
  );
  const readability = readabilityOf(text);
  const keyPoints = keyPointCoverage(text, t.keyPoints);
  const sentenceCount = sentencesOf(text).length;

  const length =
    wordCount === 0
      ? 0
      : wordCount < t.minWords
        ? (100 * wordCount) / t.minWords
        : wordCount > t.maxWords
          ? 100 - ((wordCount - t.maxWords) / t.maxWords) * 200
          : 100;
  const errors = findings.filter((f) => f.check !== 'passive-voice').length;
  const errorRate = wordCount ? (errors / wordCount) * 100 : 0;
  const accuracy = wordCount ? 100 - 8 * errorRate : 0;
  const covered = keyPoints.filter((k) => k.covered).length;
  const relevance = keyPoints.length ? (100 * covered) / keyPoints.length : 100;
  const grade = readability.fleschKincaidGrade;
  const passives = findings.filter((f) => f.check === 'passive-voice').length;
  const clarity = wordCount
    ? 100 - 10 * Math.max(0, 6 - grade, grade - 12) - 5 * Math.max(0, passives - 2)
    : 0;
  const toneFound = TONE_MARKERS.filter((m) => m.re.test(text));
  const tone = wordCount ? (100 * toneFound.length) / TONE_MARKERS.length : 0;
  const task = 0.7 * relevance + 0.3 * clamp(length);

  const signals = {
    accuracy: {
      score: clamp(accuracy),
      evidence: `${errors} spelling/grammar finding(s) in ${wordCount} words (${errorRate.toFixed(1)} per 100 words; −8 points per error per 100 words)`,
    },
    clarity: {
      score: clamp(clarity),
      evidence: `Flesch–Kincaid grade ${grade} (6–12 scores full marks, −10 per grade outside), ${passives} passive construction(s) (−5 each beyond 2)`,
    },
    tone: {
      score: clamp(tone),
      evidence: toneFound.length
        ? `Found ${toneFound.map((m) => m.label).join(', ')}; missing ${
            TONE_MARKERS.filter((m) => !toneFound.includes(m))
              .map((m) => m.label)
              .join(', ') || 'nothing'
          }`
        : 'No greeting, apology, thanks or sign-off found',
    },
    task: {
      score: clamp(task),
      evidence: `${covered} of ${keyPoints.length} key points covered (70 %), ${wordCount} words for ${t.minWords}–${t.maxWords} asked (30 %)`,
    },
  };
  const overall = clamp(
    (signals.accuracy.score + signals.clarity.score + signals.tone.score + signals.task.score) / 4,
  );
  const criteria = t.rubric.map((c) => {
    const kind = signalFor(c);
    const s =
      kind === 'overall'
        ? { score: overall, evidence: 'No built-in signal matches this criterion: the mean of all signals' }
        : signals[kind];
    return { id: c.id, label: c.label, weight: c.weight, score: s.score, evidence: s.evidence };
  });
  return {
    text,
    wordCount,
    sentenceCount,
    minWords: t.minWords,
    maxWords: t.maxWords,
    readability,
    findings,
    keyPoints,
    criteria,
    ai: null,
  };
};

/** The weighted mean of the criteria (0–100, one decimal); with an AI score, the mean of both. */
export const writingScore = (a: TWritingAnalysis) => {
  const total = a.criteria.reduce((n, c) => n + c.weight, 0);
  const builtIn = total ? a.criteria.reduce((n, c) => n + c.score * c.weight, 0) / total : 0;
  const score = a.ai ? (builtIn + a.ai.score) / 2 : builtIn;
  return Math.round(score * 10) / 10;
};
