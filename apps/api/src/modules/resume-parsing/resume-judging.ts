import { createHash } from 'node:crypto';
import type { TJsonResume, TResumeCriteria } from '@ats/contract';
import { z } from 'zod';
import { AiError, type AiProvider } from '../../adapters/ai';
import type { AiRequest } from '../../adapters/ai/ai-provider';
import { ZRulesReport } from '../../adapters/ai/builtin/rules-report';
import { estimateMessagesTokens } from '../../adapters/ai/token-estimate';
import { badRequest } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { findPrompt, findVersion, insertAiCall, runMessages } from '../prompts';
import { type PromptJudgement, resumeTextLines, screenResume } from './screen-resume';

/** What a language model answers for a screening prompt (structured output). */
const ZPromptJudgement = z.object({
  score: z.number().int().min(0).max(100),
  met: z.boolean(),
  reason: z.string().max(2000),
  evidence: z.array(z.string().max(500)).max(10),
});
const PROMPT_JUDGEMENT_SCHEMA = z.toJSONSchema(ZPromptJudgement) as Record<string, unknown>;

const JUDGE_SUFFIX =
  '\n\nAnswer with JSON only: {"score": 0-100, "met": true|false, "reason": one sentence, "evidence": [exact quotes from the document]}. Judge only what the document says; never infer age, gender, ethnicity, religion, disability or family status, and never let them count.';

/** A prompt of the prompt library as one screening criterion, each call logged in ai_calls. */
export const createPromptJudge = (deps: ModuleDeps, provider: AiProvider) => {
  const { db } = deps;
  /**
   * Runs one prompt-library prompt on the resume text, logged in ai_calls: the pinned version
   * when given (a resume profile may pin one), else the prompt's current version.
   */
  return async (
    promptId: string,
    text: string,
    caller: AuthContext | null,
    signal: AbortSignal | undefined,
    pinnedVersionId?: string,
  ): Promise<PromptJudgement> => {
    const row = await findPrompt(db, promptId);
    if (!row) throw badRequest('Unknown prompt', ['prompts: prompt not found']);
    const versionId = pinnedVersionId ?? row.currentVersionId;
    const version = versionId ? await findVersion(db, row.id, versionId) : undefined;
    if (!version)
      throw badRequest(
        pinnedVersionId ? 'The pinned prompt version no longer exists' : 'The prompt has no version',
        [pinnedVersionId ? 'prompts: pinned version not found' : 'prompts: prompt has no saved version'],
      );
    const { messages, values } = runMessages(version.definition, text, {});
    const req: AiRequest = {
      messages:
        provider.name === 'built-in'
          ? messages
          : [
              ...messages.slice(0, -1),
              { role: 'user', content: `${messages.at(-1)!.content}${JUDGE_SUFFIX}` },
            ],
      task: { kind: 'run-prompt', definition: version.definition, values },
      maxTokens: 800,
      temperature: 0,
      signal,
      ...(provider.name === 'built-in'
        ? {}
        : { jsonSchema: { name: 'screening_judgement', schema: PROMPT_JUDGEMENT_SCHEMA } }),
    };
    const started = Date.now();
    const model = provider.modelFor();
    const inputHash = createHash('sha256')
      .update(JSON.stringify({ model, messages: req.messages }))
      .digest('hex');
    const base = {
      kind: 'resume-screening',
      promptId: row.id,
      promptVersionId: version.id,
      promptVersionNumber: version.versionNumber,
      inputHash,
      callerId: caller?.userId ?? null,
    };
    /** Logs an answered call (its provider, model, tokens and time) and returns the log's id. */
    const logSuccess = (out: {
      provider: string;
      model: string;
      usage: { inputTokens: number; outputTokens: number };
    }) =>
      insertAiCall(db, {
        ...base,
        provider: out.provider,
        model: out.model,
        inputTokens: out.usage.inputTokens,
        outputTokens: out.usage.outputTokens,
        latencyMs: Date.now() - started,
        outcome: 'success',
      });
    const promptRef = (p: string, m: string, callId: string | null) => ({
      promptId: row.id,
      name: row.name,
      versionId: version.id,
      versionNumber: version.versionNumber,
      provider: p,
      model: m,
      callId,
    });
    try {
      if (provider.name === 'built-in') {
        const out = await provider.structured(req, ZRulesReport, 'rules_report');
        const callId = await logSuccess(out);
        const report = out.output;
        const judged = report.checks.filter((c) => c.status !== 'not_checked');
        return {
          score: report.score,
          verdict: {
            kind: 'prompt',
            label: `Prompt: ${row.name} (v${version.versionNumber})`,
            status: report.score === null ? 'unknown' : report.score >= 50 ? 'met' : 'not-met',
            reason:
              report.score === null
                ? 'The built-in rules engine found nothing in this prompt it can check; a language model is needed'
                : `Built-in rules: ${judged.filter((c) => c.status === 'met').length} of ${judged.length} checks met`,
            evidence: report.checks.map((c) => `${c.criterion}: ${c.detail}`).slice(0, 10),
            prompt: promptRef(out.provider, out.model, callId),
          },
        };
      }
      const out = await provider.structured(req, ZPromptJudgement, 'screening_judgement');
      const callId = await logSuccess(out);
      // Evidence must be in the resume: quotes the model made up are dropped.
      const lower = text.toLowerCase();
      const evidence = out.output.evidence.filter((q) => q.trim() && lower.includes(q.trim().toLowerCase()));
      return {
        score: out.output.score,
        verdict: {
          kind: 'prompt',
          label: `Prompt: ${row.name} (v${version.versionNumber})`,
          status: out.output.met ? 'met' : 'not-met',
          reason: out.output.reason,
          evidence,
          prompt: promptRef(out.provider, out.model, callId),
        },
      };
    } catch (err) {
      await insertAiCall(db, {
        ...base,
        provider: provider.name,
        model,
        inputTokens: estimateMessagesTokens(req.messages),
        latencyMs: Date.now() - started,
        outcome: err instanceof AiError && err.code === 'cancelled' ? 'cancelled' : 'error',
        error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
      }).catch((e) => deps.log.error({ err: e }, 'could not log an AI call'));
      throw err;
    }
  };
};

/**
 * Scores a parsed resume against criteria and prompts. Prompts run in order; a prompt that
 * fails makes the whole screening fail (no partial verdict is stored).
 */
export const createScreen =
  (judgeWithPrompt: ReturnType<typeof createPromptJudge>) =>
  async (args: {
    resume: TJsonResume;
    text?: string;
    criteria: TResumeCriteria;
    passThreshold: number;
    promptIds: string[];
    /** Versions pinned per prompt (the rest run their current version). */
    promptVersions?: { promptId: string; versionId: string }[];
    caller: AuthContext | null;
    signal?: AbortSignal;
    onProgress?: (line: string) => void;
  }) => {
    const text = resumeTextLines(args.resume, args.text).join('\n');
    const judgements: PromptJudgement[] = [];
    for (const id of args.promptIds) {
      const pinned = args.promptVersions?.find((p) => p.promptId === id)?.versionId;
      const j = await judgeWithPrompt(id, text, args.caller, args.signal, pinned);
      args.onProgress?.(
        `${j.verdict.label}: ${j.verdict.status}${j.score === null ? '' : ` (${j.score}/100)`}\n`,
      );
      judgements.push(j);
    }
    return screenResume({ ...args, prompts: judgements });
  };
