import { describe, expect, it } from 'vitest';
import { type FairnessRow, fairnessCsv, fairnessReport } from './fairness';

const rows = (
  category: string | null,
  selected: number,
  notSelected: number,
  scores: number[] = [],
): FairnessRow[] => [
  ...Array.from({ length: selected }, (_, i) => ({ category, selected: true, score: scores[i] ?? null })),
  ...Array.from({ length: notSelected }, (_, i) => ({
    category,
    selected: false,
    score: scores[selected + i] ?? null,
  })),
];

describe('fairness report (NYC LL144 impact ratios)', () => {
  it('matches a hand computation: rates, ratios to the best category, the four-fifths flag', () => {
    // A: 40 of 100 selected (0.40); B: 12 of 40 (0.30); C: 5 of 10 (0.50, small sample); 7 did not say.
    const report = fairnessReport([
      ...rows('A', 40, 60),
      ...rows('B', 12, 28),
      ...rows('C', 5, 5),
      ...rows(null, 3, 4),
    ]);
    expect(report.notGiven).toBe(7);
    const by = Object.fromEntries(report.lines.map((l) => [l.category, l]));
    expect(by.C).toMatchObject({
      assessed: 10,
      selected: 5,
      selectionRate: 0.5,
      impactRatio: 1,
      belowFourFifths: false,
      smallSample: true,
    });
    expect(by.A!.impactRatio).toBeCloseTo(0.8, 10); // 0.40 / 0.50: exactly four-fifths is not below
    expect(by.A!.belowFourFifths).toBe(false);
    expect(by.B!.impactRatio).toBeCloseTo(0.6, 10); // 0.30 / 0.50
    expect(by.B!.belowFourFifths).toBe(true);
    expect(report.note).toMatch(/fewer than 30/);
  });

  it('computes scoring rates above the median', () => {
    // Scores 1..8 → median 4.5; X has 5,6,7 above of 4 (0.75); Y has 8 above of 4 (0.25).
    const report = fairnessReport([
      ...[1, 5, 6, 7].map((score) => ({ category: 'X', selected: score > 4, score })),
      ...[2, 3, 4, 8].map((score) => ({ category: 'Y', selected: score > 4, score })),
    ]);
    expect(report.medianScore).toBe(4.5);
    const [x, y] = report.lines;
    expect(x).toMatchObject({ scoringRate: 0.75, scoringImpactRatio: 1 });
    expect(y!.scoringRate).toBe(0.25);
    expect(y!.scoringImpactRatio).toBeCloseTo(1 / 3, 10);
  });

  it('exports CSV with formula-looking categories defused', () => {
    const csv = fairnessCsv(fairnessReport(rows('=cmd', 1, 1)));
    expect(csv.split('\r\n')[1]).toBe('"\'=cmd",2,1,0.5000,1.0000,no,yes,,');
  });
});
