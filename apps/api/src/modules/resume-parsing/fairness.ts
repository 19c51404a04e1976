/**
 * Adverse-impact figures as NYC Local Law 144 bias audits compute them (issue #14, "Fairness"):
 * per category of a voluntarily recorded attribute, the selection rate (selected ÷ assessed) and
 * the impact ratio (that rate ÷ the highest category's rate), flagged under the four-fifths rule.
 * For scores, the "scoring rate" is the share scoring above the whole sample's median.
 * Pure: the caller gives rows; self-identification is never an input to scoring.
 */
import { csvLine } from '../../lib/list/csv';

export interface FairnessRow {
  /** The category (e.g. a country or an age band); null = not given, reported apart. */
  category: string | null;
  selected: boolean;
  score?: number | null;
}

interface FairnessLine {
  category: string;
  assessed: number;
  selected: number;
  selectionRate: number;
  impactRatio: number | null;
  /** Impact ratio below 0.8 (the four-fifths rule). */
  belowFourFifths: boolean;
  /** Fewer than `minSample` assessed: the ratio is shown but should not be relied on. */
  smallSample: boolean;
  /** Share scoring above the sample median, and its impact ratio (when scores are given). */
  scoringRate: number | null;
  scoringImpactRatio: number | null;
}

export const fairnessReport = (rows: FairnessRow[], opts: { minSample?: number } = {}) => {
  const minSample = opts.minSample ?? 30;
  const given = rows.filter((r) => r.category !== null);
  const scores = given
    .map((r) => r.score)
    .filter((s): s is number => typeof s === 'number')
    .sort((a, b) => a - b);
  const median = scores.length
    ? scores.length % 2
      ? scores[(scores.length - 1) / 2]!
      : (scores[scores.length / 2 - 1]! + scores[scores.length / 2]!) / 2
    : null;
  const groups = new Map<string, FairnessRow[]>();
  for (const r of given) groups.set(r.category!, [...(groups.get(r.category!) ?? []), r]);
  const base = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, rs]) => {
      const selected = rs.filter((r) => r.selected).length;
      const scored = rs.filter((r) => typeof r.score === 'number');
      return {
        category,
        assessed: rs.length,
        selected,
        selectionRate: selected / rs.length,
        scoringRate:
          median === null || !scored.length
            ? null
            : scored.filter((r) => r.score! > median).length / scored.length,
      };
    });
  const best = Math.max(0, ...base.map((b) => b.selectionRate));
  const bestScoring = Math.max(0, ...base.map((b) => b.scoringRate ?? 0));
  const lines: FairnessLine[] = base.map((b) => {
    const impactRatio = best > 0 ? b.selectionRate / best : null;
    return {
      ...b,
      impactRatio,
      belowFourFifths: impactRatio !== null && impactRatio < 0.8,
      smallSample: b.assessed < minSample,
      scoringImpactRatio: b.scoringRate === null || bestScoring === 0 ? null : b.scoringRate / bestScoring,
    };
  });
  return {
    lines,
    notGiven: rows.length - given.length,
    medianScore: median,
    note: lines.some((l) => l.smallSample)
      ? `Some categories have fewer than ${minSample} people: their ratios can swing by chance and should not be relied on.`
      : null,
  };
};

/** The report as CSV (RFC 4180, formula-looking cells defused: lib/list/csv). */
export const fairnessCsv = (report: Pick<ReturnType<typeof fairnessReport>, 'lines'>) => {
  const head = [
    'Category',
    'Assessed',
    'Selected',
    'Selection rate',
    'Impact ratio',
    'Below four-fifths',
    'Small sample',
    'Scoring rate',
    'Scoring impact ratio',
  ];
  const f = (n: number | null) => (n === null ? '' : n.toFixed(4));
  const lines = report.lines.map((l) => [
    l.category,
    String(l.assessed),
    String(l.selected),
    f(l.selectionRate),
    f(l.impactRatio),
    l.belowFourFifths ? 'yes' : 'no',
    l.smallSample ? 'yes' : 'no',
    f(l.scoringRate),
    f(l.scoringImpactRatio),
  ]);
  return [head, ...lines].map(csvLine).join('');
};
