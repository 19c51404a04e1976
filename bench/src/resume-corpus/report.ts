/** Prints the corpus tables of the resume-parse bench: per field, per template, per family. */
import type { TJsonResume } from '@ats/contract';
import { addScores, type Count, FIELDS, f1, micro, type Score } from './score';

export interface Row {
  file: string;
  persona: string;
  template: string;
  family: string;
  part: 'tuning' | 'held-out';
  ext: string;
  score: Score;
  openResume?: Score;
  /** The refinement prompt's result over the built-in draft. */
  refined: Score;
  parsed: TJsonResume;
  truth: TJsonResume;
}

const p = (x: number) => x.toFixed(3);
const cell = (c: Count) => (c.expected || c.found ? p(f1(c)) : '  –  ');
const WORK = ['work.name', 'work.position', 'work.startDate', 'work.endDate'] as const;

export const printCorpus = (rows: Row[], refinedBy: string) => {
  const tuning = rows.filter((r) => r.part === 'tuning');
  const held = rows.filter((r) => r.part === 'held-out');
  const heldPdf = held.filter((r) => r.openResume);
  const T = addScores(tuning.map((r) => r.score));
  const H = addScores(held.map((r) => r.score));
  const Hp = addScores(heldPdf.map((r) => r.score));
  const O = addScores(heldPdf.map((r) => r.openResume!));
  const RT = addScores(tuning.map((r) => r.refined));
  const RH = addScores(held.map((r) => r.refined));
  console.log(
    `\nOutside corpus: ${rows.length} files (${tuning.length} tuning, ${held.length} held-out; ${heldPdf.length} held-out PDFs)`,
  );
  console.log(`refinement prompt: ${refinedBy}`);
  console.log(
    `${'F1 per field'.padEnd(24)} ${'built-in:'.padStart(9)} ${'tuning'.padStart(7)} ${'held-out'.padStart(9)}   ${'held-out PDFs: built-in'.padStart(23)} ${'OpenResume'.padStart(10)}   ${'refined: tuning'.padStart(15)} ${'held-out'.padStart(9)}`,
  );
  for (const f of FIELDS)
    console.log(
      `${f.padEnd(34)} ${cell(T[f]).padStart(7)} ${cell(H[f]).padStart(9)}   ${cell(Hp[f]).padStart(23)} ${cell(O[f]).padStart(10)}   ${cell(RT[f]).padStart(15)} ${cell(RH[f]).padStart(9)}`,
    );
  const m = (s: Score) => p(f1(micro(s)));
  console.log(
    `${'micro-F1 (all fields)'.padEnd(34)} ${m(T).padStart(7)} ${m(H).padStart(9)}   ${m(Hp).padStart(23)} ${m(O).padStart(10)}   ${m(RT).padStart(15)} ${m(RH).padStart(9)}`,
  );
  const group = (key: (r: Row) => string) => {
    const m = new Map<string, Row[]>();
    for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
    return m;
  };
  const line = (name: string, part: string, rs: Row[]) => {
    const s = addScores(rs.map((r) => r.score));
    return `${name.padEnd(26)} ${part.padEnd(8)} ${String(rs.length).padStart(3)} ${p(f1(micro(s))).padStart(8)} ${WORK.map((f) => cell(s[f]).padStart(8)).join(' ')}`;
  };
  const header = (what: string) =>
    console.log(
      `\n${what.padEnd(26)} ${'part'.padEnd(8)} ${'n'.padStart(3)} ${'micro-F1'.padStart(8)} ${['company', 'position', 'start', 'end'].map((x) => x.padStart(8)).join(' ')}`,
    );
  header('per template');
  for (const [t, rs] of group((r) => r.template)) console.log(line(t, rs[0]!.part, rs));
  header('per family');
  for (const [f, rs] of group((r) => `${r.family}/${r.part}`))
    console.log(line(f.split('/')[0]!, rs[0]!.part, rs));
  // Held-out files are scored, never shown: what a rule is tuned on must come from the tuning part.
  if (process.env.RESUME_MISSES)
    printMisses(rows.filter((r) => r.part === 'tuning' && r.template.includes(process.env.RESUME_MISSES!)));
};

/** RESUME_MISSES=<template part> prints parsed vs truth entries of those tuning files. */
const printMisses = (rows: Row[]) => {
  const missed = rows.filter((r) =>
    FIELDS.some((f) => r.score[f].correct < Math.max(r.score[f].expected, r.score[f].found)),
  );
  for (const r of missed.slice(0, Number(process.env.RESUME_MISSES_N ?? 6))) {
    const bad = FIELDS.filter((f) => r.score[f].correct < Math.max(r.score[f].expected, r.score[f].found));
    console.log(`\n--- ${r.file}  (${bad.join(', ')})`);
    const w = (x: TJsonResume['work'][number]) =>
      `${x.position ?? '∅'} @ ${x.name ?? '∅'} [${x.startDate ?? '∅'} .. ${x.endDate ?? 'present'}]`;
    console.log(`  truth : ${r.truth.work.map(w).join('\n          ')}`);
    console.log(`  parsed: ${r.parsed.work.map(w).join('\n          ')}`);
    const e = (x: TJsonResume['education'][number]) =>
      `${x.studyType} | ${x.area} | ${x.institution} | ${x.endDate}`;
    console.log(
      `  edu truth ${r.truth.education.map(e).join('; ')}  parsed ${r.parsed.education.map(e).join('; ')}`,
    );
    const b = (x: TJsonResume) => `${x.basics?.name} | ${x.basics?.phone} | ${x.basics?.location?.city}`;
    console.log(`  basics truth ${b(r.truth)}  parsed ${b(r.parsed)}`);
  }
};
