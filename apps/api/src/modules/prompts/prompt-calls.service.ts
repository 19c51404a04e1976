import { createHash } from 'node:crypto';
import type {
  TAiCallOutcome,
  TGeneratePromptRequest,
  TStreamResult,
  TTestPromptRequest,
} from '@ats/contract';
import { fromJSONSchema, type z } from 'zod';
import { AiError, type AiProvider } from '../../adapters/ai';
import type { AiCompletion, AiRequest } from '../../adapters/ai/ai-provider';
import { ZRulesReport } from '../../adapters/ai/builtin/rules-report';
import { structuredWithRetry } from '../../adapters/ai/structured';
import { estimateMessagesTokens, estimateTokens } from '../../adapters/ai/token-estimate';
import { badRequest } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import type { StreamContext } from '../streaming';
import { uploadsServiceFor } from '../uploads';
import { insertAiCall } from './ai-calls.repo';
import { documentText } from './document-text';
import { costUsd } from './model-prices';
import { draftMessages, runMessages } from './prompt-messages';
import * as repo from './prompts.repo';

interface CallLog {
  kind: string;
  promptId: string | null;
  promptVersionId: string | null;
  promptVersionNumber: number | null;
}

const READABLE_KINDS = ['resume', 'document'] as const;

const outcomeOf = (err: unknown): TAiCallOutcome =>
  err instanceof AiError && err.code === 'cancelled'
    ? 'cancelled'
    : err instanceof AiError && err.code === 'budget_exceeded'
      ? 'budget_exceeded'
      : 'error';

/** Streamed AI calls of the prompt library; each is prepared (input checked) before streaming. */
export const createPromptCallsService = (deps: ModuleDeps, provider: AiProvider) => {
  const { db } = deps;

  /** Streams one request, logs it (success or not) in ai_calls, and answers the result event. */
  const execute = async (
    ctx: StreamContext,
    req: AiRequest,
    log: CallLog,
    caller: AuthContext,
    finish: (c: AiCompletion) => Promise<{ output: unknown; completion: AiCompletion }>,
  ): Promise<TStreamResult> => {
    const started = Date.now();
    const model = provider.modelFor(req.model);
    const inputHash = createHash('sha256')
      .update(JSON.stringify({ model, messages: req.messages }))
      .digest('hex');
    let streamed = '';
    const record = (outcome: TAiCallOutcome, c: Partial<AiCompletion>, error: string | null) =>
      insertAiCall(db, {
        ...log,
        provider: c.provider ?? provider.name,
        model: c.model ?? model,
        inputHash,
        inputTokens: c.usage?.inputTokens ?? estimateMessagesTokens(req.messages),
        outputTokens: c.usage?.outputTokens ?? estimateTokens(streamed),
        latencyMs: Date.now() - started,
        outcome,
        error,
        callerId: caller.userId,
      });
    try {
      let completion: AiCompletion | undefined;
      for await (const ev of provider.stream({ ...req, signal: ctx.signal })) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        if (ev.type === 'delta') {
          streamed += ev.text;
          ctx.delta(ev.text);
        } else completion = ev.completion;
      }
      if (ctx.signal.aborted) throw ctx.signal.reason;
      if (!completion) throw new AiError('upstream', 'The AI provider ended without an answer');
      const done = await finish(completion);
      const callId = await record('success', done.completion, null);
      const { usage } = done.completion;
      return {
        provider: done.completion.provider,
        model: done.completion.model,
        text: completion.text,
        output: done.output ?? null,
        usage,
        latencyMs: Date.now() - started,
        costUsd: costUsd(
          done.completion.provider,
          done.completion.model,
          usage.inputTokens,
          usage.outputTokens,
        ),
        callId,
      };
    } catch (caught) {
      const err = ctx.signal.aborted ? ctx.signal.reason : caught;
      await record(outcomeOf(err), {}, err instanceof Error ? err.message.slice(0, 500) : 'failed').catch(
        (e) => deps.log.error({ err: e }, 'could not log an AI call'),
      );
      throw err;
    }
  };

  return {
    provider,

    prepareGenerate(input: TGeneratePromptRequest, caller: AuthContext) {
      return (ctx: StreamContext) =>
        execute(
          ctx,
          {
            messages: draftMessages(input.definition),
            task: { kind: 'draft-prompt', description: input.definition },
            maxTokens: Math.min(2000, ctx.maxTokens),
            temperature: 0.3,
          },
          { kind: 'generate-prompt', promptId: null, promptVersionId: null, promptVersionNumber: null },
          caller,
          async (c) => ({ output: { definition: c.text.trim() }, completion: c }),
        );
    },

    /** Checks the prompt and the upload and reads the file; answers 400/404 before any streaming. */
    async prepareTest(input: TTestPromptRequest, caller: AuthContext) {
      const p = input.prompt;
      const log: CallLog = {
        kind: 'test-prompt',
        promptId: null,
        promptVersionId: null,
        promptVersionNumber: null,
      };
      if (p.promptId) {
        const row = await repo.findPrompt(db, p.promptId);
        if (!row) throw badRequest('Unknown prompt', ['prompt.promptId: prompt not found']);
        log.promptId = row.id;
        const versionId = p.versionId ?? row.currentVersionId;
        const version = versionId ? await repo.findVersion(db, row.id, versionId) : undefined;
        if (p.versionId && !version)
          throw badRequest('Unknown version', ['prompt.versionId: version not found']);
        // The call is that version's only when it ran that version's text (not an unsaved edit).
        if (version && version.definition === p.definition.trim()) {
          log.promptVersionId = version.id;
          log.promptVersionNumber = version.versionNumber;
        }
      }
      const kind = READABLE_KINDS.find((k) => input.s3Key.split('/').slice(0, -1).includes(k));
      if (!kind)
        throw badRequest('This upload cannot be read by a prompt', ['s3Key: upload a resume or a document']);
      const uploads = uploadsServiceFor(deps);
      const row = await uploads.attachable(input.s3Key, kind as 'resume', {
        type: 'staff',
        userId: caller.userId,
      });
      const seen = await uploads.storage.adapter.inspect(row.key, 32 * 1024 * 1024);
      if (!seen) throw badRequest('The file is gone', ['s3Key: upload not found']);
      const text = await documentText(seen.head, row.ext, row.fileName);

      const settings = p.modelSettings;
      const { messages, values } = runMessages(p.definition, text, p.values ?? {});
      const outputSchema = p.outputSchema ?? null;
      let userSchema: z.ZodType | undefined;
      if (outputSchema) {
        try {
          userSchema = fromJSONSchema(outputSchema as Parameters<typeof fromJSONSchema>[0]);
        } catch {
          throw badRequest('The output schema is not a usable JSON Schema', [
            'prompt.outputSchema: not supported',
          ]);
        }
      }
      return (ctx: StreamContext) => {
        const req: AiRequest = {
          messages,
          task: { kind: 'run-prompt', definition: p.definition, values },
          model: settings?.model,
          temperature: settings?.temperature,
          maxTokens: Math.min(settings?.maxTokens ?? ctx.maxTokens, ctx.maxTokens),
          ...(outputSchema && provider.name !== 'built-in'
            ? { jsonSchema: { name: 'prompt_output', schema: outputSchema } }
            : {}),
        };
        return execute(ctx, req, log, caller, async (streamed) => {
          // The rules engine answers with its own report, validated against its own schema.
          if (provider.name === 'built-in') {
            const parsed = ZRulesReport.safeParse(
              (await provider.structured({ ...req, signal: ctx.signal }, ZRulesReport, 'rules_report'))
                .output,
            );
            if (!parsed.success) throw new AiError('invalid_output', 'The rules report was not valid');
            return { output: parsed.data, completion: streamed };
          }
          if (!userSchema) return { output: null, completion: streamed };
          // The streamed answer is the first attempt; one retry when it does not validate.
          let first = true;
          const s = await structuredWithRetry(
            async (r) => {
              if (first) {
                first = false;
                return streamed;
              }
              return provider.complete({ ...r, signal: ctx.signal });
            },
            req,
            userSchema,
          );
          return { output: s.output, completion: s };
        });
      };
    },
  };
};
