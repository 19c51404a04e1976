import type { z } from 'zod';
import { AiError } from './ai-error';
import type { AiCompletion, AiMessage, AiRequest, AiStructured } from './ai-provider';

/** Parses a model's JSON answer (tolerating a ```json fence) and validates it. */
export const parseStructured = <T>(
  text: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; problems: string[] } => {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, problems: ['the answer is not valid JSON'] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  };
};

/**
 * Asks for JSON, validates it, and on an invalid answer asks once more with the problems
 * listed; a second invalid answer is an `invalid_output` error (never used unvalidated).
 */
export const structuredWithRetry = async <T>(
  complete: (req: AiRequest) => Promise<AiCompletion>,
  req: AiRequest,
  schema: z.ZodType<T>,
): Promise<AiStructured<T>> => {
  const first = await complete(req);
  const one = parseStructured(first.text, schema);
  if (one.ok) return { ...first, output: one.value, attempts: 1 };
  const retryMessages: AiMessage[] = [
    ...req.messages,
    { role: 'assistant', content: first.text.slice(0, 4000) },
    {
      role: 'user',
      content: `That answer was not valid: ${one.problems.join('; ')}. Answer again with only JSON that matches the schema.`,
    },
  ];
  const second = await complete({ ...req, messages: retryMessages });
  const two = parseStructured(second.text, schema);
  const usage = {
    inputTokens: first.usage.inputTokens + second.usage.inputTokens,
    outputTokens: first.usage.outputTokens + second.usage.outputTokens,
  };
  if (two.ok) return { ...second, usage, output: two.value, attempts: 2 };
  throw new AiError('invalid_output', 'The AI answer did not match the expected format, twice', two.problems);
};
