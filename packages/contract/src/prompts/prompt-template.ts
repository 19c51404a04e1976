import type { Labelled } from '../common/labelled';

/**
 * The variables a prompt template may use, written `{{name}}`. Each is filled by the caller that
 * runs the prompt (a resume screening fills `resume`, `jobDescription` and `criteria`).
 */
export const PROMPT_VARIABLES = {
  resume: { label: 'Resume text', description: 'The text of the uploaded resume or document' },
  jobDescription: { label: 'Job description', description: 'The requisition the candidate applied to' },
  criteria: { label: 'Criteria', description: 'Skills, years, education and languages to check' },
  candidateName: { label: 'Candidate name' },
  question: { label: 'Question', description: 'A video or written question' },
  answer: { label: 'Answer', description: 'A transcript or written answer' },
  transcript: { label: 'Transcript', description: 'An audio or video transcript' },
  typingText: { label: 'Typing text', description: 'What the candidate typed' },
  language: { label: 'Language', description: 'The language the answer should be in' },
} as const satisfies Labelled;
export type TPromptVariable = keyof typeof PROMPT_VARIABLES;

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every `{{name}}` used in a template, in first-use order, without repeats. */
export const templateVariables = (definition: string): string[] => {
  const seen = new Set<string>();
  for (const m of definition.matchAll(VARIABLE)) seen.add(m[1] ?? '');
  return [...seen];
};

/** Variables the template uses that are not in PROMPT_VARIABLES (shown on save as a 400). */
export const unknownTemplateVariables = (definition: string): string[] =>
  templateVariables(definition).filter((v) => !(v in PROMPT_VARIABLES));

/** Fills `{{name}}` with values; variables without a value stay visible as `[name not given]`. */
export const fillTemplate = (definition: string, values: Partial<Record<string, string>>): string =>
  definition.replace(VARIABLE, (_m, name: string) => values[name] ?? `[${name} not given]`);
