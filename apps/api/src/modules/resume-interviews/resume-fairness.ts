import type { TFairnessReport, TResumeScreenResult, TSelfIdAttribute } from '@ats/contract';
import { fairnessReport } from '../resume-parsing';
import type { FairnessSourceRow, ProfileRow } from './resume-interviews.repo';

/**
 * The fairness report of one resume profile (issue #14): "selected" is what the tool decided
 * (its recommendation to advance), as a bias audit of an automated tool counts it, not a
 * recruiter's later override. Optionally only verdicts that used one prompt version.
 */
export const fairnessFor = (
  profile: ProfileRow,
  rows: FairnessSourceRow[],
  attribute: TSelfIdAttribute,
  promptVersionId: string | null,
): TFairnessReport => {
  const scored = rows.map((r) => ({ ...r, verdict: (r.result as TResumeScreenResult).verdict }));
  const versions = new Map<string, { versionId: string; name: string; versionNumber: number | null }>();
  for (const r of scored)
    for (const c of r.verdict.criteria)
      if (c.prompt?.versionId && !versions.has(c.prompt.versionId))
        versions.set(c.prompt.versionId, {
          versionId: c.prompt.versionId,
          name: c.prompt.name,
          versionNumber: c.prompt.versionNumber,
        });
  const counted = promptVersionId
    ? scored.filter((r) => r.verdict.criteria.some((c) => c.prompt?.versionId === promptVersionId))
    : scored;
  const report = fairnessReport(
    counted.map((r) => ({
      category: r.attributes?.[attribute] ?? null,
      selected: r.verdict.recommendation === 'advance',
      score: r.verdict.score,
    })),
  );
  return {
    referenceId: profile.id,
    referenceName: profile.name,
    attribute,
    promptVersionId,
    promptVersions: [...versions.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || (a.versionNumber ?? 0) - (b.versionNumber ?? 0),
    ),
    total: counted.length,
    notGiven: report.notGiven,
    medianScore: report.medianScore,
    lines: report.lines,
    note: report.note,
  };
};
