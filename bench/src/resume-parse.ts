import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TJsonResume } from '@ats/contract';
import { fixtures, PERSONAS, parseResumeFile, scoreResumes } from '../../apps/api/src/modules/resume-parsing';
import { openResumeParse, toJsonResume } from './open-resume-baseline';
import { CORPUS_DIR } from './resume-corpus/generate';
import { startRefiner } from './resume-corpus/refine';
import { printCorpus, type Row } from './resume-corpus/report';
import { scoreOne } from './resume-corpus/score';
import { TEMPLATES } from './resume-corpus/templates';
import { fmt, median, percentile } from './stats';

/**
 * The built-in resume parser scored on the outside corpus (issue #29): tuning and held-out parts
 * per field, per template and per family, micro-F1 over all fields, parse time, and the OpenResume
 * port on the held-out PDFs beside it, and the refinement prompt (OpenAI-compatible provider) over
 * the built-in draft; the 36 author-written fixtures (issue #14) on their own line.
 */
export const resumeParse = async () => {
  const corpus = fixtures(PERSONAS);
  const pairs = [];
  for (const f of corpus) {
    const parsed = await parseResumeFile(await f.render(), f.ext);
    pairs.push({ expected: f.expected, parsed: parsed.resume });
  }
  console.log(
    `${corpus.length} author-written fixtures (regression only): micro-F1 ${scoreResumes(pairs).overall.f1.toFixed(3)}`,
  );

  const manifestFile = join(CORPUS_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.log(
      'outside corpus not generated: run `npm run bench -- resume-corpus` first (see README, bench)',
    );
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    file: string;
    persona: string;
    template: string;
    family: string;
    part: 'tuning' | 'held-out';
  }[];
  const rows: Row[] = [];
  const ms: number[] = [];
  const refiner = await startRefiner();
  for (const entry of manifest) {
    const part = TEMPLATES.find((t) => t.id === entry.template)?.part ?? 'held-out';
    const m = { ...entry, part };
    const truth = JSON.parse(
      readFileSync(join(CORPUS_DIR, 'personas', `${m.persona}.json`), 'utf8'),
    ) as TJsonResume;
    const bytes = readFileSync(join(CORPUS_DIR, m.file));
    const ext = m.file.split('.').pop() as 'pdf' | 'docx' | 'doc' | 'txt';
    const t0 = performance.now();
    const parsed = await parseResumeFile(bytes, ext);
    ms.push(performance.now() - t0);
    const openResume =
      m.part === 'held-out' && ext === 'pdf'
        ? scoreOne(truth, toJsonResume(await openResumeParse(bytes)))
        : undefined;
    const refined = scoreOne(truth, (await refiner.refine(parsed)).resume);
    rows.push({
      ...m,
      ext,
      score: scoreOne(truth, parsed.resume),
      openResume,
      refined,
      parsed: parsed.resume,
      truth,
    });
  }
  await refiner.close();
  printCorpus(rows, refiner.label);
  console.log(
    `parse time per corpus resume (worker thread): p50 ${fmt(median(ms))}, p95 ${fmt(percentile(ms, 95))}, max ${fmt(Math.max(...ms))}`,
  );
};
