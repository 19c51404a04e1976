import type { TCriterionVerdict, TJsonResume, TParsedResume, TResumeScreenResult } from '@ats/contract';
import type { AiProvider } from '../../adapters/ai';
import type { ResumeScreeningService } from '../resume-parsing';
import { resumeTextLines, screenResume, WEIGHTS } from '../resume-parsing';
import type { ProfileRow } from './resume-interviews.repo';

/** Scalar leaves of a JSON value as `path → value` (arrays by index). */
const leaves = (v: unknown, path = '', out = new Map<string, string>()) => {
  if (v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) leaves(x, `${path}[${i}]`, out);
  } else if (typeof v === 'object')
    for (const [k, x] of Object.entries(v)) leaves(x, path ? `${path}.${k}` : k, out);
  else out.set(path, String(v));
  return out;
};

/** Paths the candidate changed from what the parser read (added, removed or edited), at most 50. */
const correctedPaths = (read: TJsonResume, confirmed: TJsonResume) => {
  const a = leaves(read);
  const b = leaves(confirmed);
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => a.get(p) !== b.get(p)).slice(0, 50);
};

/**
 * The text a verdict quotes: the file's own text, then any line of the confirmed resume the file
 * does not contain (so a candidate's correction counts, and is quoted as what they confirmed).
 */
const screeningText = (parsed: TParsedResume | null, resume: TJsonResume) => {
  const fileLines = (parsed?.text ?? '').split('\n').filter((l) => l.trim());
  const have = new Set(fileLines.map((l) => l.trim().toLowerCase()));
  const extra = resumeTextLines(resume).filter((l) => !have.has(l.trim().toLowerCase()));
  return [...fileLines, ...extra].join('\n');
};

/**
 * Scores a confirmed resume against a resume profile: its rule criteria and its prompts (pinned
 * versions or current). A prompt that cannot run (provider down, version deleted) is recorded as
 * an `unknown` criterion with the reason, so the candidate's submission is never lost and the
 * score rests on what could be judged. The verdict recommends; it never declines.
 */
export const scoreConfirmedResume = async (
  screening: ResumeScreeningService,
  provider: AiProvider,
  args: { profile: ProfileRow; resume: TJsonResume; parsed: TParsedResume | null; fileName: string | null },
): Promise<Omit<TResumeScreenResult, 'declined' | 'override'>> => {
  const { profile, resume, parsed } = args;
  const text = screeningText(parsed, resume);
  const base = {
    resume,
    text,
    criteria: profile.criteria,
    passThreshold: profile.passThreshold,
  };
  let verdict: TResumeScreenResult['verdict'];
  try {
    verdict = await screening.screen({
      ...base,
      promptIds: profile.prompts,
      promptVersions: profile.criteria.promptVersions ?? [],
      caller: null,
    });
  } catch (err) {
    const reason = `The prompt could not run (${err instanceof Error ? err.message.slice(0, 200) : 'failed'}); it is not counted`;
    const unknown: TCriterionVerdict[] = profile.prompts.map((promptId) => ({
      kind: 'prompt',
      label: 'Prompt (not run)',
      status: 'unknown',
      reason,
      evidence: [],
      weight: WEIGHTS.prompt,
      points: 0,
      prompt: {
        promptId,
        name: '',
        versionId: null,
        versionNumber: null,
        provider: provider.name,
        model: provider.modelFor(),
        callId: null,
      },
    }));
    const rules = screenResume(base);
    verdict = { ...rules, criteria: [...rules.criteria, ...unknown] };
  }
  return {
    kind: 'resume-profile',
    resume,
    corrected: parsed ? correctedPaths(parsed.resume, resume) : [],
    file: args.fileName
      ? { fileName: args.fileName, parser: parsed?.parser ?? 'rules-v1', columns: parsed?.columns ?? 1 }
      : null,
    verdict,
    provider: provider.name,
    model: provider.modelFor(),
    outcome: verdict.recommendation === 'advance' ? 'passed' : 'failed',
  };
};

/** Rule knock-outs decline only when the profile names a reason; AI criteria never do. */
export const knockOutDecline = (profile: ProfileRow, verdict: TResumeScreenResult['verdict']) =>
  profile.criteria.knockOutReason && verdict.knockOuts.length
    ? { reason: profile.criteria.knockOutReason, knockOuts: verdict.knockOuts }
    : null;

/** Scores a confirmed resume against the file it came from (parsed by rules only, no model call). */
export const scoreResumeFile = async (
  screening: ResumeScreeningService,
  provider: AiProvider,
  profile: ProfileRow,
  file: { key: string; ext: string; fileName: string | null },
  resume: TJsonResume,
) => {
  const parsed = await screening.parseRow(file, false);
  return scoreConfirmedResume(screening, provider, { profile, resume, parsed, fileName: file.fileName });
};

/** The columns a stored verdict sets, for an interview and a pilot alike. */
export const evaluatedColumns = (
  scored: Awaited<ReturnType<typeof scoreConfirmedResume>>,
  declined: TResumeScreenResult['declined'],
  now: Date,
) => {
  const result: TResumeScreenResult = { ...scored, declined, override: null };
  return {
    status: 'evaluated' as const,
    submittedAt: now,
    evaluatedAt: now,
    result,
    score: scored.verdict.score,
    outcome: scored.outcome,
  };
};
