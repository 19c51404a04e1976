import { z } from 'zod';
import { queryList, ZListQuery } from '../common/envelope';
import { keysOf } from '../common/labelled';
import { ZLine, ZText } from '../common/text';
import { unknownTemplateVariables } from './prompt-template';

export const PROMPT_PURPOSES = {
  'resume-screening': { label: 'Resume screening' },
  'video-answer-evaluation': { label: 'Video answer evaluation' },
  'typing-feedback': { label: 'Typing feedback' },
  'writing-evaluation': { label: 'Writing evaluation' },
  generic: { label: 'Generic' },
} as const;
export const ZPromptPurpose = z.enum(keysOf(PROMPT_PURPOSES));
export type TPromptPurpose = z.infer<typeof ZPromptPurpose>;

export const PROMPT_DEFINITION_MAX = 20_000;

/** A template: checked for unknown `{{variables}}` here (the form) and on the server (400). */
export const ZPromptDefinition = ZText('Definition')
  .min(1, 'the definition is required')
  .max(PROMPT_DEFINITION_MAX)
  .superRefine((text, ctx) => {
    const unknown = unknownTemplateVariables(text);
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        message: `unknown variable${unknown.length > 1 ? 's' : ''}: ${unknown.map((v) => `{{${v}}}`).join(', ')}`,
      });
  });

export const ZModelSettings = z.object({
  /** Empty: the model the server is configured with (AI_MODEL). */
  model: ZLine('Model').max(200).default(''),
  temperature: z.number().min(0).max(2).default(0.2),
  maxTokens: z.number().int().min(1).max(8000).default(1000),
});
export type TModelSettings = z.infer<typeof ZModelSettings>;

/** A JSON Schema object for structured results, or null for free text. */
export const ZOutputSchema = z
  .record(z.string(), z.unknown())
  .refine((s) => s.type === 'object', 'the output schema must be a JSON Schema with "type": "object"')
  .refine((s) => JSON.stringify(s).length <= 20_000, 'the output schema is too large')
  .nullable()
  .default(null);

export const ZPromptMeta = z.object({
  name: ZLine('Name').min(1, 'the name is required').max(200),
  purpose: ZPromptPurpose.default('generic'),
  description: ZText('Description').max(4000).default(''),
});

export const ZPromptVersionFields = z.object({
  definition: ZPromptDefinition,
  modelSettings: ZModelSettings.default({ model: '', temperature: 0.2, maxTokens: 1000 }),
  outputSchema: ZOutputSchema,
  /** What changed, shown in the versions panel. */
  note: ZText('Note').max(500).default(''),
});

export const ZPromptCreate = ZPromptMeta.extend(ZPromptVersionFields.shape);
export type TPromptCreate = z.input<typeof ZPromptCreate>;
export const ZPromptUpdate = ZPromptMeta;
export type TPromptUpdate = z.input<typeof ZPromptUpdate>;

export const ZPromptVersionSave = ZPromptVersionFields.extend({ promptId: z.uuid() });
export type TPromptVersionSave = z.input<typeof ZPromptVersionSave>;

export const ZPromptMarkCurrent = z.object({ promptId: z.uuid(), id: z.uuid() });
export type TPromptMarkCurrent = z.infer<typeof ZPromptMarkCurrent>;
export const ZPromptIdParam = z.object({ promptId: z.uuid() });
export const ZPromptVersionParams = z.object({ promptId: z.uuid(), versionId: z.uuid() });

const ZPerson = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const ZPromptVersion = z.object({
  id: z.uuid(),
  versionNumber: z.number().int(),
  definition: z.string(),
  variables: z.array(z.string()),
  modelSettings: ZModelSettings,
  outputSchema: z.record(z.string(), z.unknown()).nullable(),
  note: z.string(),
  isCurrent: z.boolean(),
  createdBy: ZPerson,
  createdAt: z.string(),
});
export type TPromptVersion = z.infer<typeof ZPromptVersion>;

/** Screening content that runs a prompt; deleting the prompt is refused while any exists. */
export const ZPromptUse = z.object({ type: z.string(), id: z.uuid(), name: z.string() });
export type TPromptUse = z.infer<typeof ZPromptUse>;

export const ZPrompt = z.object({
  id: z.uuid(),
  name: z.string(),
  purpose: ZPromptPurpose,
  description: z.string(),
  /** The current version's template (SPEC §3: a prompt has a definition). */
  definition: z.string(),
  current: ZPromptVersion,
  versions: z.array(ZPromptVersion),
  usedBy: z.array(ZPromptUse),
  createdBy: ZPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPrompt = z.infer<typeof ZPrompt>;

export const ZPromptListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  purpose: ZPromptPurpose,
  description: z.string(),
  currentVersionNumber: z.number().int(),
  versionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPromptListItem = z.infer<typeof ZPromptListItem>;

export const ZPromptListQuery = ZListQuery.extend({ purpose: queryList(ZPromptPurpose) });
export type TPromptListQuery = z.input<typeof ZPromptListQuery>;
