import { createHash } from 'node:crypto';
import type {
  TCriterionVerdict,
  TParsedResume,
  TResumeProfileTestRequest,
  TStreamResult,
  TTypingTestTestRequest,
  TVideoQuestionTestRequest,
} from '@ats/contract';
import { ZResumeCriteria, ZResumeProfileTestRequest, ZTypingTestTestRequest } from '@ats/contract';
import type { AiProvider } from '../../adapters/ai';
import { badRequest } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { documentText, findPrompt, insertAiCall } from '../prompts';
import type { StreamContext } from '../streaming';
import { uploadsServiceFor } from '../uploads';
import { BUILTIN_PARSER, parseProblemError, readResumeFile } from './parse-resume';
import type { createPromptJudge, createScreen } from './resume-judging';
import type { createResumeRefiner } from './resume-refine';
import { resumeTextLines } from './screen-resume';

/**
 * The streamed "test" runs of the staff builders (typing test, video question, resume profile)
 * and the streamed parse: each checks its input first (a JSON 400 before the stream starts), then
 * answers the function that streams progress and the result.
 */
export const createScreeningTests = (
  deps: ModuleDeps,
  provider: AiProvider,
  core: {
    /** Reads a resume upload the owner may use (400 when it is not theirs or not a resume). */
    readUpload: (
      s3Key: string,
      owner: { type: 'staff'; userId: string },
    ) => Promise<{ bytes: Buffer; ext: string; fileName: string }>;
    judgeWithPrompt: ReturnType<typeof createPromptJudge>;
    screen: ReturnType<typeof createScreen>;
    refine: ReturnType<typeof createResumeRefiner>;
  },
) => {
  const { db } = deps;
  const uploads = uploadsServiceFor(deps);
  const { readUpload, refine, screen, judgeWithPrompt } = core;

  /** Logs a call that used no model (the rules parser) so a streamed result has its call id. */
  const logRulesCall = (kind: string, inputHash: string, caller: AuthContext, latencyMs: number) =>
    insertAiCall(db, {
      kind,
      promptId: null,
      promptVersionId: null,
      promptVersionNumber: null,
      provider: 'built-in',
      model: BUILTIN_PARSER,
      inputHash,
      latencyMs,
      outcome: 'success',
      callerId: caller.userId,
    });

  const result = (
    output: unknown,
    text: string,
    callId: string,
    started: number,
    p = 'built-in',
    m = BUILTIN_PARSER,
  ): TStreamResult => ({
    provider: p,
    model: m,
    text,
    output,
    usage: { inputTokens: 0, outputTokens: 0 },
    latencyMs: Date.now() - started,
    costUsd: null,
    callId,
  });

  const describe = (parsed: TParsedResume) => {
    if (parsed.status === 'no-text-layer') return `${parsed.warnings[0]}\n`;
    const r = parsed.resume;
    return [
      `Read a ${parsed.source?.toUpperCase()} of ${parsed.pages} page(s)${parsed.columns > 1 ? ' in two columns' : ''}.`,
      r.basics.name ? `Name: ${r.basics.name}` : 'Name: not found',
      `Contact: ${[r.basics.email, r.basics.phone].filter(Boolean).join(', ') || 'not found'}`,
      `Work: ${r.work.length} role(s); education: ${r.education.length}; skills: ${r.skills.length}; languages: ${r.languages.length}; certificates: ${r.certificates.length}`,
      ...parsed.warnings.map((w) => `Note: ${w}`),
      '',
    ].join('\n');
  };

  const checkPrompts = async (ids: string[]) => {
    for (const id of ids) {
      const row = await findPrompt(db, id);
      if (!row) throw badRequest('Unknown prompt', ['prompts: prompt not found']);
      if (!row.currentVersionId)
        throw badRequest('The prompt has no version', ['prompts: prompt has no saved version']);
    }
  };

  /** The upload kind a key names (its path holds the kind), among those allowed. */
  const kindOf = <K extends string>(s3Key: string, kinds: readonly K[]) => {
    const kind = kinds.find((k) => s3Key.split('/').slice(0, -1).includes(k));
    if (!kind)
      throw badRequest('This upload cannot be used here', [`s3Key: upload a ${kinds.join(' or ')} file`]);
    return kind;
  };

  /** Runs prompts one by one on a text, streaming a line per verdict; answers the prompts output. */
  const runPrompts = async (
    ctx: { signal: AbortSignal; delta: (t: string) => void },
    ids: string[],
    text: string,
    caller: AuthContext,
  ) => {
    const criteria: TCriterionVerdict[] = [];
    for (const id of ids) {
      const j = await judgeWithPrompt(id, text, caller, ctx.signal);
      ctx.delta(
        `${j.verdict.status === 'met' ? '✔' : j.verdict.status === 'not-met' ? '✘' : '?'} ${j.verdict.label}: ${j.verdict.reason}${j.score === null ? '' : ` (${j.score}/100)`}\n`,
      );
      criteria.push({ ...j.verdict, weight: 100, points: j.score ?? 0 });
    }
    return criteria;
  };

  const recorder = (stream: StreamContext) => {
    let streamed = '';
    return {
      signal: stream.signal,
      delta: (t: string) => {
        streamed += t;
        stream.delta(t);
      },
      get text() {
        return streamed;
      },
    };
  };

  const promptsResult = (
    criteria: TCriterionVerdict[],
    output: unknown,
    text: string,
    started: number,
    fallbackCall: () => Promise<string>,
  ) => {
    const first = criteria.find((c) => c.prompt?.callId)?.prompt;
    return (first?.callId ? Promise.resolve(first.callId) : fallbackCall()).then((callId) =>
      result(
        output,
        text,
        callId,
        started,
        first?.provider ?? provider.name,
        first?.model ?? provider.modelFor(),
      ),
    );
  };

  return {
    /** `typing-tests/test`: the typing test's prompts on an uploaded file's text (or a JSON Resume). */
    async prepareTypingTest(body: TTypingTestTestRequest, caller: AuthContext) {
      const input = ZTypingTestTestRequest.parse(body);
      await checkPrompts(input.prompts);
      let file: { bytes: Buffer; ext: string; fileName: string } | null = null;
      if (!input.resumeJson) {
        const kind = kindOf(input.s3Key!, ['resume', 'document'] as const);
        const row = await uploads.attachable(input.s3Key!, kind, { type: 'staff', userId: caller.userId });
        const seen = await uploads.storage.adapter.inspect(row.key, 10 * 1024 * 1024 + 1);
        if (!seen) throw badRequest('The file is gone', ['s3Key: upload not found']);
        file = { bytes: seen.head, ext: row.ext, fileName: row.fileName };
      }
      return async (stream: StreamContext) => {
        const started = Date.now();
        const ctx = recorder(stream);
        let text: string;
        if (file) {
          ctx.delta(`Reading ${file.fileName}…\n`);
          if (['pdf', 'docx', 'doc', 'txt'].includes(file.ext)) {
            const read = await readResumeFile(file.bytes, file.ext, ctx.signal);
            if (read.problem) throw parseProblemError(read.problem);
            text = read.parsed.text;
          } else text = await documentText(file.bytes, file.ext, file.fileName);
        } else text = resumeTextLines(input.resumeJson!).join('\n');
        if (!text.trim()) {
          ctx.delta('The file has no readable text; the prompts were not run.\n');
          const callId = await logRulesCall(
            'typing-test-test',
            createHash('sha256').update('').digest('hex'),
            caller,
            0,
          );
          return result(
            { text: null, notes: ['The file has no readable text'], criteria: [] },
            ctx.text,
            callId,
            started,
          );
        }
        const criteria = await runPrompts(ctx, input.prompts, text, caller);
        return promptsResult(criteria, { text, notes: [], criteria }, ctx.text, started, () =>
          logRulesCall(
            'typing-test-test',
            createHash('sha256').update(text).digest('hex'),
            caller,
            Date.now() - started,
          ),
        );
      };
    },

    /**
     * `video-questions/test`: transcribes a recorded answer with the provider's `transcribe` and
     * runs the prompts on the transcript; the built-in provider cannot transcribe and says so.
     */
    async prepareVideoTest(body: TVideoQuestionTestRequest, caller: AuthContext) {
      await checkPrompts(body.prompts as string[]);
      const kind = kindOf(body.s3Key, ['recording', 'video', 'audio'] as const);
      const row = await uploads.attachable(body.s3Key, kind, { type: 'staff', userId: caller.userId });
      return async (stream: StreamContext) => {
        const started = Date.now();
        const ctx = recorder(stream);
        const hash = createHash('sha256').update(row.key).digest('hex');
        if (!provider.transcribe) {
          const note =
            'Transcription needs a configured AI provider (AI_BASE_URL); the built-in rules engine cannot turn speech into text, so the prompts were not run.';
          ctx.delta(
            `${note}\nMeasured: a ${row.ext.toUpperCase()} recording of ${Math.round((row.size ?? 0) / 1024)} KB.\n`,
          );
          const callId = await logRulesCall('video-question-test', hash, caller, Date.now() - started);
          return result({ text: null, notes: [note], criteria: [] }, ctx.text, callId, started);
        }
        const MAX = 25 * 1024 * 1024;
        if ((row.size ?? 0) > MAX)
          throw badRequest('The recording is too large to transcribe', ['s3Key: at most 25 MB']);
        const seen = await uploads.storage.adapter.inspect(row.key, MAX);
        if (!seen) throw badRequest('The file is gone', ['s3Key: upload not found']);
        ctx.delta(`Transcribing ${row.fileName}…\n`);
        const heard = await provider.transcribe(seen.head, { fileName: row.fileName, signal: ctx.signal });
        ctx.delta(`Transcript (${heard.model}): ${heard.text.slice(0, 2000)}\n`);
        const criteria = await runPrompts(ctx, body.prompts as string[], heard.text, caller);
        return promptsResult(criteria, { text: heard.text, notes: [], criteria }, ctx.text, started, () =>
          logRulesCall('video-question-test', hash, caller, Date.now() - started),
        );
      };
    },

    /** `parse-resume`: checks the upload (JSON 400 before streaming), then parses and streams progress. */
    async prepareParse(input: { s3Key: string }, caller: AuthContext) {
      const file = await readUpload(input.s3Key, { type: 'staff', userId: caller.userId });
      return async (ctx: StreamContext) => {
        const started = Date.now();
        ctx.delta(`Reading ${file.fileName}…\n`);
        const read = await readResumeFile(file.bytes, file.ext, ctx.signal);
        if (read.problem) throw parseProblemError(read.problem);
        const rules = read.parsed;
        if (provider.name !== 'built-in' && rules.status === 'parsed')
          ctx.delta('Rules parsed it; the language model is checking…\n');
        const parsed = await refine(rules, caller, ctx.signal);
        const text = describe(parsed);
        ctx.delta(text);
        const hash = createHash('sha256').update(file.bytes).digest('hex');
        const callId = await logRulesCall('parse-resume', hash, caller, Date.now() - started);
        const refined = parsed.parser !== BUILTIN_PARSER;
        return result(
          parsed,
          `Reading ${file.fileName}…\n${text}`,
          callId,
          started,
          refined ? provider.name : 'built-in',
          parsed.parser,
        );
      };
    },

    /** `resume-profiles/test`: parses the upload (or takes the given resume) and scores it. */
    async prepareTest(body: TResumeProfileTestRequest, caller: AuthContext) {
      const input = ZResumeProfileTestRequest.parse(body);
      for (const id of input.prompts) {
        const row = await findPrompt(db, id);
        if (!row) throw badRequest('Unknown prompt', ['prompts: prompt not found']);
        if (!row.currentVersionId)
          throw badRequest('The prompt has no version', ['prompts: prompt has no saved version']);
      }
      const file = input.resumeJson
        ? null
        : await readUpload(input.s3Key!, { type: 'staff', userId: caller.userId });
      const criteria = ZResumeCriteria.parse(input.criteria ?? {});
      return async (stream: StreamContext) => {
        const started = Date.now();
        // The result's text is everything streamed (the panel shows it once the result arrives).
        let streamed = '';
        const ctx = {
          signal: stream.signal,
          delta: (t: string) => {
            streamed += t;
            stream.delta(t);
          },
        };
        let parsed: TParsedResume | null = null;
        if (file) {
          ctx.delta(`Reading ${file.fileName}…\n`);
          const read = await readResumeFile(file.bytes, file.ext, ctx.signal);
          if (read.problem) throw parseProblemError(read.problem);
          parsed = read.parsed;
          ctx.delta(describe(parsed));
        }
        const resume = input.resumeJson ?? parsed!.resume;
        const verdict = await screen({
          resume,
          text: parsed?.text,
          criteria,
          passThreshold: input.passThreshold,
          promptIds: input.prompts,
          promptVersions: criteria.promptVersions,
          caller,
          signal: ctx.signal,
          onProgress: (l) => ctx.delta(l),
        });
        const lines = verdict.criteria.map(
          (c) => `${c.status === 'met' ? '✔' : c.status === 'not-met' ? '✘' : '?'} ${c.label}: ${c.reason}`,
        );
        const summary = `${lines.join('\n')}\nScore ${verdict.score}/100 (pass mark ${verdict.passThreshold}): recommend ${verdict.recommendation === 'advance' ? 'advancing' : 'a recruiter review'}. The AI never declines by itself.\n`;
        ctx.delta(summary);
        const promptCall = verdict.criteria.find((c) => c.prompt)?.prompt;
        const callId =
          promptCall?.callId ??
          (await logRulesCall('resume-profile-test', verdict.inputHash, caller, Date.now() - started));
        return result(
          { parsed, verdict },
          streamed,
          callId,
          started,
          promptCall?.provider ?? 'built-in',
          promptCall?.model ?? BUILTIN_PARSER,
        );
      };
    },
  };
};
