/**
 * The corpus's own scorer (issue #29), written apart from the parser's fixture scorer: per-field
 * counts (expected, found, correct) over the fields a recruiter reads, micro-F1 over all of them.
 * Work and education entries are paired with the parsed entry that agrees on the most fields (an
 * entry missed early does not shift every later one). Values compare after trimming case, spaces
 * and end punctuation; a phone compares by its digits; a year-only truth date ("2019", what a
 * year-only or season resume shows) accepts any month of that year.
 */
import type { TJsonResume } from '@ats/contract';

export const FIELDS = [
  'basics.name',
  'basics.email',
  'basics.phone',
  'basics.location.city',
  'work.name',
  'work.position',
  'work.startDate',
  'work.endDate',
  'education.institution',
  'education.studyType',
  'education.area',
  'education.endDate',
  'languages.language',
] as const;
type Field = (typeof FIELDS)[number];
export interface Count {
  expected: number;
  found: number;
  correct: number;
}
export type Score = Record<Field, Count>;

const norm = (s: string | undefined) =>
  (s ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:|·–—-]+|[\s.,;:|·–—-]+$/g, '')
    .trim();
const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');

const same = (field: Field, want: string | undefined, got: string | undefined): boolean => {
  if (!want || !got) return false;
  if (field === 'basics.phone') {
    const [a, b] = [digits(want), digits(got)];
    return a.length >= 7 && (a === b || (b.length >= 7 && (a.endsWith(b) || b.endsWith(a))));
  }
  if (field.endsWith('Date')) {
    if (want === 'present' || got === 'present') return want === got;
    return want.length === 4 ? got.slice(0, 4) === want : got.slice(0, 7) === want.slice(0, 7);
  }
  return norm(want) === norm(got);
};

const empty = (): Score =>
  Object.fromEntries(FIELDS.map((f) => [f, { expected: 0, found: 0, correct: 0 }])) as Score;

type Values = Partial<Record<Field, string>>;
const workValues = (w: TJsonResume['work'][number]): Values => ({
  'work.name': w.name,
  'work.position': w.position,
  'work.startDate': w.startDate,
  'work.endDate': w.endDate ?? (w.startDate || w.name || w.position ? 'present' : undefined),
});
const eduValues = (e: TJsonResume['education'][number]): Values => ({
  'education.institution': e.institution,
  'education.studyType': e.studyType,
  'education.area': e.area,
  'education.endDate': e.endDate,
});

const tally = (s: Score, want: Values, got: Values) => {
  for (const f of Object.keys({ ...want, ...got }) as Field[]) {
    if (want[f]) s[f].expected++;
    if (got[f]) s[f].found++;
    if (same(f, want[f], got[f])) s[f].correct++;
  }
};

/** Pairs each expected entry with the unused parsed entry agreeing on most fields. */
const pairLists = (s: Score, want: Values[], got: Values[]) => {
  const left = [...got];
  for (const w of want) {
    let best = -1;
    let bestHits = 0;
    left.forEach((g, i) => {
      const hits = (Object.keys(w) as Field[]).filter((f) => same(f, w[f], g[f])).length;
      if (hits > bestHits) [best, bestHits] = [i, hits];
    });
    tally(s, w, best >= 0 ? left.splice(best, 1)[0]! : {});
  }
  for (const g of left) tally(s, {}, g);
};

export const scoreOne = (expected: TJsonResume, parsed: TJsonResume): Score => {
  const s = empty();
  const b = (r: TJsonResume): Values => ({
    'basics.name': r.basics?.name,
    'basics.email': r.basics?.email,
    'basics.phone': r.basics?.phone,
    'basics.location.city': r.basics?.location?.city,
  });
  tally(s, b(expected), b(parsed));
  pairLists(s, (expected.work ?? []).map(workValues), (parsed.work ?? []).map(workValues));
  pairLists(s, (expected.education ?? []).map(eduValues), (parsed.education ?? []).map(eduValues));
  pairLists(
    s,
    (expected.languages ?? []).map((l) => ({ 'languages.language': l.language })),
    (parsed.languages ?? []).map((l) => ({ 'languages.language': l.language })),
  );
  return s;
};

export const addScores = (scores: Score[]): Score => {
  const out = empty();
  for (const s of scores)
    for (const f of FIELDS) {
      out[f].expected += s[f].expected;
      out[f].found += s[f].found;
      out[f].correct += s[f].correct;
    }
  return out;
};

export const f1 = (c: Count) => {
  const p = c.found ? c.correct / c.found : 1;
  const r = c.expected ? c.correct / c.expected : 1;
  return p + r ? (2 * p * r) / (p + r) : 0;
};
export const micro = (s: Score): Count =>
  FIELDS.reduce(
    (t, f) => ({
      expected: t.expected + s[f].expected,
      found: t.found + s[f].found,
      correct: t.correct + s[f].correct,
    }),
    { expected: 0, found: 0, correct: 0 },
  );
