import { PERSONAS } from '../../apps/api/src/modules/resume-parsing/fixtures/personas';
import { fixtures } from '../../apps/api/src/modules/resume-parsing/fixtures/render';
import { scoreResumes } from '../../apps/api/src/modules/resume-parsing/fixtures/score';
import { parseResumeFile } from '../../apps/api/src/modules/resume-parsing/parse-resume';
import { fmt, median, percentile } from './stats';

/** Field-level precision and recall of the built-in resume parser on the fixture corpus (issue #14). */
export const resumeParse = async () => {
  const corpus = fixtures(PERSONAS);
  const pairs = [];
  const ms: number[] = [];
  const byFormat = new Map<
    string,
    { expected: (typeof corpus)[number]['expected']; parsed: (typeof corpus)[number]['expected'] }[]
  >();
  for (const f of corpus) {
    const bytes = await f.render();
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
  console.log(`parse time per resume: median ${fmt(median(ms))}, p95 ${fmt(percentile(ms, 95))}`);
  if (score.misses.length) console.log(`misses:\n  ${score.misses.slice(0, 30).join('\n  ')}`);
};
