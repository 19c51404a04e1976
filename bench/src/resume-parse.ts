import type { TJsonResume } from '@ats/contract';
import { fixtures, PERSONAS, parseResumeFile, scoreResumes } from '../../apps/api/src/modules/resume-parsing';
import { openResumeParse, toJsonResume } from './open-resume-baseline';
import { fmt, median, percentile } from './stats';

/** Field-level precision and recall of the built-in resume parser on the fixture corpus (issue #14). */
export const resumeParse = async () => {
  const corpus = fixtures(PERSONAS);
  const pairs = [];
  const ms: number[] = [];
  // Rendered once: rendering a fixture again is not needed (and the renderers share persona data).
  const files = new Map<string, Buffer>();
  const byFormat = new Map<
    string,
    { expected: (typeof corpus)[number]['expected']; parsed: (typeof corpus)[number]['expected'] }[]
  >();
  for (const f of corpus) {
    const bytes = await f.render();
    files.set(f.id, Buffer.from(bytes));
    const t0 = performance.now();
    const parsed = await parseResumeFile(bytes, f.ext);
    ms.push(performance.now() - t0);
    const pair = { expected: f.expected, parsed: parsed.resume };
    pairs.push(pair);
    byFormat.set(f.format, [...(byFormat.get(f.format) ?? []), pair]);
  }
  const score = scoreResumes(pairs);
  const p = (x: number) => x.toFixed(3);
  console.log(
    `${corpus.length} resumes (${[...byFormat.entries()].map(([k, v]) => `${k} ${v.length}`).join(', ')})`,
  );
  console.log(`${'field'.padEnd(30)} expected  found  correct  precision  recall  F1`);
  for (const f of score.fields)
    console.log(
      `${f.field.padEnd(30)} ${String(f.expected).padStart(8)} ${String(f.found).padStart(6)} ${String(f.correct).padStart(8)}  ${p(f.precision).padStart(9)}  ${p(f.recall).padStart(6)}  ${p(f.f1)}`,
    );
  const o = score.overall;
  console.log(
    `${'overall'.padEnd(30)} ${String(o.expected).padStart(8)} ${String(o.found).padStart(6)} ${String(o.correct).padStart(8)}  ${p(o.precision).padStart(9)}  ${p(o.recall).padStart(6)}  ${p(o.f1)}`,
  );
  for (const [format, ps] of byFormat) console.log(`F1 ${format}: ${p(scoreResumes(ps).overall.f1)}`);
  console.log(
    `parse time per resume (worker thread): median ${fmt(median(ms))}, p95 ${fmt(percentile(ms, 95))}`,
  );
  if (score.misses.length) console.log(`misses:\n  ${score.misses.slice(0, 30).join('\n  ')}`);
  await versusOpenResume(corpus, byFormat, files);
};

/**
 * The built-in parser beside the OpenResume baseline (bench/src/open-resume-baseline.ts) on the
 * PDF fixtures, the only files OpenResume reads: precision / recall / F1 per field.
 */
const versusOpenResume = async (
  corpus: ReturnType<typeof fixtures>,
  byFormat: Map<string, { expected: TJsonResume; parsed: TJsonResume }[]>,
  files: Map<string, Buffer>,
) => {
  const pdfs = corpus.filter((f) => f.ext === 'pdf');
  const ours = [...(byFormat.get('pdf-1col') ?? []), ...(byFormat.get('pdf-2col') ?? [])];
  const theirs: { expected: TJsonResume; parsed: TJsonResume }[] = [];
  const theirsByFormat = new Map<string, { expected: TJsonResume; parsed: TJsonResume }[]>();
  for (const f of [
    ...pdfs.filter((x) => x.format === 'pdf-1col'),
    ...pdfs.filter((x) => x.format === 'pdf-2col'),
  ]) {
    const pair = { expected: f.expected, parsed: toJsonResume(await openResumeParse(files.get(f.id)!)) };
    theirs.push(pair);
    theirsByFormat.set(f.format, [...(theirsByFormat.get(f.format) ?? []), pair]);
  }
  const a = scoreResumes(ours);
  const b = scoreResumes(theirs);
  const p = (x: number) => x.toFixed(3);
  const cells = (s?: { precision: number; recall: number; f1: number }) =>
    s ? `${p(s.precision)}  ${p(s.recall)}  ${p(s.f1)}` : '    –      –      –  ';
  console.log(`\nBuilt-in (rules-v1) vs OpenResume baseline on the ${pdfs.length} PDF fixtures (P / R / F1)`);
  console.log(`${'field'.padEnd(30)} ${'rules-v1'.padEnd(19)}   ${'OpenResume'.padEnd(19)}`);
  for (const f of a.fields)
    console.log(
      `${f.field.padEnd(30)} ${cells(f)}   ${cells(b.fields.find((x) => x.field === f.field) ?? { precision: 0, recall: 0, f1: 0 })}`,
    );
  console.log(`${'overall'.padEnd(30)} ${cells(a.overall)}   ${cells(b.overall)}`);
  for (const format of ['pdf-1col', 'pdf-2col'])
    console.log(
      `F1 ${format}: rules-v1 ${p(scoreResumes(byFormat.get(format) ?? []).overall.f1)}, OpenResume ${p(scoreResumes(theirsByFormat.get(format) ?? []).overall.f1)}`,
    );
};
