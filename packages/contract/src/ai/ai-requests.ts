import { z } from 'zod';
import { ZLine, ZText } from '../common/text';
import { ZModelSettings, ZOutputSchema, ZPromptDefinition } from '../prompts/prompt.schema';

/** `POST /generate-prompt`: a plain description of what the prompt should do. */
export const ZGeneratePromptRequest = z.object({
  definition: ZText('Description').min(10, 'describe the prompt in at least a few words').max(4000),
});
export type TGeneratePromptRequest = z.infer<typeof ZGeneratePromptRequest>;

/** The answer of `generate-prompt`. */
export const ZGeneratedPrompt = z.object({ definition: z.string() });

/** `POST /test-prompt`: runs a template (usually the editor's text) on an uploaded file. */
export const ZTestPromptRequest = z.object({
  /** The stored key `generate-presigned-upload-url` answered (the caller's own upload). */
  s3Key: ZLine('s3Key').min(1, 's3Key is required').max(500),
  prompt: z.object({
    /** Logs the call against this prompt (and version, when the definition is that version's). */
    promptId: z.uuid().optional(),
    versionId: z.uuid().optional(),
    definition: ZPromptDefinition,
    modelSettings: ZModelSettings.optional(),
    outputSchema: ZOutputSchema.optional(),
    /** Values for the other variables; the file's text fills `{{resume}}` (and `{{transcript}}`). */
    values: z.record(ZLine().max(100), ZText(undefined, { trim: false }).max(20_000)).optional(),
  }),
});
export type TTestPromptRequest = z.input<typeof ZTestPromptRequest>;
