import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { AiError } from '../ai-error';
import type { AiCompletion, AiProvider, AiRequest, AiStreamEvent, AiStructured } from '../ai-provider';
import { parseStructured } from '../structured';
import { estimateMessagesTokens, estimateTokens } from '../token-estimate';
import { draftPrompt } from './prompt-drafter';
import { BUILTIN_MODEL, BUILTIN_PROVIDER, renderReport, rulesReport } from './rules-report';

const NO_MODEL =
  'The built-in provider is a rules engine, not a language model: it cannot answer free-form requests. Set AI_BASE_URL (and AI_API_KEY, AI_MODEL) to use one.';

/** Text in small pieces (a few words each), the way a model streams tokens. */
const chunksOf = (text: string) =>
  text.match(/\S+\s*|\s+/g)?.reduce<string[]>((out, w, i) => {
    if (i % 3 === 0) out.push(w);
    else out[out.length - 1] += w;
    return out;
  }, []) ?? [];

/**
 * The default provider: deterministic, offline, and honest about it. It answers from the task
 * (drafting a template, checking a document by rule), never pretends to have read instructions.
 */
export const createBuiltinProvider = (opts: { chunkDelayMs: number }): AiProvider => {
  const answer = (req: AiRequest): { text: string; output: unknown } => {
    const t = req.task;
    if (t.kind === 'draft-prompt') return { text: draftPrompt(t.description), output: null };
    if (t.kind === 'run-prompt') {
      const report = rulesReport(t.definition, t.values);
      return { text: renderReport(report), output: report };
    }
    return { text: NO_MODEL, output: null };
  };

  const completion = (req: AiRequest, text: string): AiCompletion => ({
    text,
    provider: BUILTIN_PROVIDER,
    model: BUILTIN_MODEL,
    usage: { inputTokens: estimateMessagesTokens(req.messages), outputTokens: estimateTokens(text) },
  });

  const cancelled = () => new AiError('cancelled', 'The call was cancelled');

  return {
    name: BUILTIN_PROVIDER,
    modelFor: () => BUILTIN_MODEL,

    async complete(req) {
      if (req.signal?.aborted) throw cancelled();
      return completion(req, answer(req).text);
    },

    async *stream(req): AsyncGenerator<AiStreamEvent> {
      const { text } = answer(req);
      for (const piece of chunksOf(text)) {
        if (req.signal?.aborted) throw cancelled();
        if (opts.chunkDelayMs > 0) {
          try {
            await sleep(opts.chunkDelayMs, undefined, { signal: req.signal });
          } catch {
            throw cancelled();
          }
        } else {
          // Yield to the event loop so a hung-up caller is noticed between pieces.
          await new Promise((r) => setImmediate(r));
        }
        yield { type: 'delta', text: piece };
      }
      yield { type: 'end', completion: completion(req, text) };
    },

    async structured<T>(req: AiRequest, schema: z.ZodType<T>): Promise<AiStructured<T>> {
      if (req.signal?.aborted) throw cancelled();
      const { text, output } = answer(req);
      if (output === null) throw new AiError('unsupported', NO_MODEL);
      const parsed = parseStructured(JSON.stringify(output), schema);
      if (!parsed.ok)
        throw new AiError(
          'unsupported',
          'The built-in rules engine cannot fill this output schema; a language model is needed (set AI_BASE_URL)',
          parsed.problems,
        );
      return { ...completion(req, text), output: parsed.value, attempts: 1 };
    },
  };
};
