import {
  type TPrompt,
  type TPromptCreate,
  ZModelSettings,
  ZPromptDefinition,
  ZPromptMeta,
} from '@ats/contract';
import { z } from 'zod';

/**
 * The builder's form: the contract's prompt fields, with the output schema edited as JSON
 * text (parsed here, so a typo shows under the field before anything is sent).
 */
export const ZPromptForm = ZPromptMeta.extend({
  definition: ZPromptDefinition,
  model: ZModelSettings.shape.model,
  temperature: z.number({ error: 'a number from 0 to 2' }).min(0).max(2),
  maxTokens: z.number({ error: 'a whole number from 1 to 8000' }).int().min(1).max(8000),
  outputSchemaText: z.string().superRefine((text, ctx) => {
    if (!text.trim()) return;
    try {
      const s = JSON.parse(text) as { type?: unknown };
      if (!s || typeof s !== 'object' || s.type !== 'object')
        ctx.addIssue({ code: 'custom', message: 'must be a JSON Schema with "type": "object"' });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
    }
  }),
  note: z.string().trim().max(500),
});
export type TPromptFormIn = z.input<typeof ZPromptForm>;
export type TPromptFormOut = z.output<typeof ZPromptForm>;

export const EMPTY_FORM: TPromptFormIn = {
  name: '',
  purpose: 'generic',
  description: '',
  definition: '',
  model: '',
  temperature: 0.2,
  maxTokens: 1000,
  outputSchemaText: '',
  note: '',
};

export const toForm = (p: TPrompt): TPromptFormIn => ({
  name: p.name,
  purpose: p.purpose,
  description: p.description,
  definition: p.current.definition,
  model: p.current.modelSettings.model,
  temperature: p.current.modelSettings.temperature,
  maxTokens: p.current.modelSettings.maxTokens,
  outputSchemaText: p.current.outputSchema ? JSON.stringify(p.current.outputSchema, null, 2) : '',
  note: '',
});

export const versionFieldsOf = (
  v: Pick<TPromptFormOut, 'definition' | 'model' | 'temperature' | 'maxTokens' | 'outputSchemaText'>,
) => ({
  definition: v.definition,
  modelSettings: { model: v.model, temperature: v.temperature, maxTokens: v.maxTokens },
  outputSchema: v.outputSchemaText.trim()
    ? (JSON.parse(v.outputSchemaText) as Record<string, unknown>)
    : null,
});

export const toCreate = (v: TPromptFormOut): TPromptCreate => ({
  name: v.name,
  purpose: v.purpose,
  description: v.description,
  note: v.note,
  ...versionFieldsOf(v),
});

/** Whether the form's template or settings differ from the current version (a new version is due). */
export const versionChanged = (v: TPromptFormOut, p: TPrompt) =>
  JSON.stringify(versionFieldsOf(v)) !==
  JSON.stringify({
    definition: p.current.definition,
    modelSettings: p.current.modelSettings,
    outputSchema: p.current.outputSchema,
  });
