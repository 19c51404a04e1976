/**
 * The refinement prompt (an OpenAI-compatible provider over the rules' draft) run on the corpus
 * (issue #29). By default against the project's wire-format test server, which answers each
 * request with the draft the prompt carries: the figure checks the whole path (prompt, wire
 * format, structured output, both schema checks, the AI call log) loses nothing, not a model's
 * skill. `RESUME_REFINE_AI_BASE_URL`, `RESUME_REFINE_AI_MODEL` (and `RESUME_REFINE_AI_API_KEY`)
 * point it at a real model instead.
 */
import type { TParsedResume } from '@ats/contract';
import { createAiProvider } from '../../../apps/api/src/adapters/ai';
import {
  type ChatServer,
  startChatServer,
} from '../../../apps/api/src/adapters/ai/openai/chat-completions-server.test-helper';
import { createResumeRefiner } from '../../../apps/api/src/modules/resume-parsing';
import { createTestApp } from '../../../apps/api/src/test/harness';

const DRAFT_MARK = 'The rules parser read:\n';

/** The wire-format server's answer: the rules' draft the user message ends with. */
const draftOf = (body: Record<string, unknown>) => {
  const messages = body.messages as { role: string; content: string }[];
  const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const at = user.lastIndexOf(DRAFT_MARK);
  return at >= 0 ? user.slice(at + DRAFT_MARK.length) : '{}';
};

export interface Refiner {
  /** Who answered: the test server or the real model's name. */
  label: string;
  refine(parsed: TParsedResume): Promise<TParsedResume>;
  close(): Promise<void>;
}

export const startRefiner = async (): Promise<Refiner> => {
  const real = process.env.RESUME_REFINE_AI_BASE_URL;
  let server: ChatServer | undefined;
  if (!real) {
    server = await startChatServer();
    server.setDefault({ kind: 'answer', text: draftOf });
  }
  const env = {
    AI_BASE_URL: real ?? server!.baseUrl,
    AI_API_KEY: process.env.RESUME_REFINE_AI_API_KEY ?? 'bench',
    AI_MODEL: process.env.RESUME_REFINE_AI_MODEL ?? 'wire-format-test-server',
    AI_MAX_RETRIES: '0',
  };
  const t = await createTestApp(env);
  const refine = createResumeRefiner(
    { db: t.database.db, config: t.config, log: t.app.log, publicUrl: 'http://localhost' },
    createAiProvider(t.config.ai),
  );
  return {
    label: real
      ? `model ${env.AI_MODEL}`
      : 'wire-format test server (answers with the rules draft: checks the path, not a model)',
    refine: (parsed) => refine(parsed, null),
    close: async () => {
      await t.close();
      await server?.close();
    },
  };
};
