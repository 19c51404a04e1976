import {
  type TAssessmentKind,
  type TAssessmentTemplate,
  type TAssessmentTemplateCreate,
  type TLanguageTemplateBody,
  type TWritingTemplateBody,
  ZAssessmentTemplateCreate,
} from '@ats/contract';
import { z } from 'zod';

/**
 * The builder edits a friendlier shape than the API's: options one per line, key points one per
 * line, list entries keyed by `key` (react-hook-form owns `id`). `toBody` turns it into the
 * contract's body and maps the contract's problems back onto the fields.
 */
export interface QuestionForm {
  key: string;
  prompt: string;
  optionsText: string;
  correct: string;
}
export interface SpokenItemForm {
  key: string;
  prompt: string;
  media: string;
  thinkTimeSeconds: number;
  maxAnswerSeconds: number;
  retakes: number;
}
export interface SectionForm {
  key: string;
  type: string;
  title: string;
  instructions: string;
  passage: string;
  transcript: string;
  /** Listening: the uploaded clip's key and file name ('' for none). */
  audioKey: string;
  audioName: string;
  maxPlays: number;
  questions: QuestionForm[];
  spokenItems: SpokenItemForm[];
}
export interface RubricForm {
  key: string;
  label: string;
  description: string;
  weight: number;
}

const slug = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
export const newQuestion = (): QuestionForm => ({
  key: slug('q'),
  prompt: '',
  optionsText: '',
  correct: '0',
});
export const newSpokenItem = (): SpokenItemForm => ({
  key: slug('sp'),
  prompt: '',
  media: 'camera',
  thinkTimeSeconds: 20,
  maxAnswerSeconds: 90,
  retakes: 1,
});
export const newSection = (): SectionForm => ({
  key: slug('s'),
  type: 'grammar',
  title: '',
  instructions: '',
  passage: '',
  transcript: '',
  audioKey: '',
  audioName: '',
  maxPlays: 2,
  questions: [newQuestion()],
  spokenItems: [newSpokenItem()],
});
export const newCriterion = (): RubricForm => ({ key: slug('c'), label: '', description: '', weight: 1 });

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const defaultsFor = (kind: TAssessmentKind) => ({
  kind,
  name: '',
  language: 'en',
  instructions: '',
  timeLimitMinutes: kind === 'language' ? 25 : 30,
  passScore: 60,
  targetLevel: 'B2',
  sections: [newSection()],
  task: '',
  keyPointsText: '',
  minWords: 120,
  maxWords: 250,
  rubric: [newCriterion()],
  aiPromptId: null as string | null,
});
export type TemplateForm = ReturnType<typeof defaultsFor>;

export const toForm = (t: TAssessmentTemplate): TemplateForm => {
  const base = defaultsFor(t.kind);
  const common = (b: TLanguageTemplateBody | TWritingTemplateBody) => ({
    name: b.name,
    language: b.language,
    instructions: b.instructions,
    timeLimitMinutes: b.timeLimitMinutes,
    passScore: b.passScore,
  });
  if (t.kind === 'language') {
    const b = t.body as unknown as TLanguageTemplateBody;
    const sections = b.sections.map((s) => ({
      key: s.id,
      type: s.type,
      title: s.title,
      instructions: s.instructions,
      passage: s.passage,
      transcript: s.transcript,
      audioKey: s.audio?.s3Key ?? '',
      audioName: s.audio?.fileName ?? '',
      maxPlays: s.maxPlays,
      spokenItems: (s.spokenItems ?? []).map((i) => ({
        key: i.id,
        prompt: i.prompt,
        media: i.media,
        thinkTimeSeconds: i.thinkTimeSeconds,
        maxAnswerSeconds: i.maxAnswerSeconds,
        retakes: i.retakes,
      })),
      questions: (s.questions ?? []).map((q) => ({
        key: q.id,
        prompt: q.prompt,
        optionsText: q.options.join('\n'),
        correct: String(q.correct),
      })),
    }));
    return { ...base, ...common(b), targetLevel: b.targetLevel, sections };
  }
  const b = t.body as unknown as TWritingTemplateBody;
  return {
    ...base,
    ...common(b),
    task: b.task,
    keyPointsText: b.keyPoints.join('\n'),
    minWords: b.minWords,
    maxWords: b.maxWords,
    aiPromptId: b.aiPromptId,
    rubric: b.rubric.map((c) => ({
      key: c.id,
      label: c.label,
      description: c.description,
      weight: c.weight,
    })),
  };
};

export const toBody = (v: TemplateForm): TAssessmentTemplateCreate => {
  const common = {
    name: v.name,
    language: v.language as 'en',
    instructions: v.instructions,
    timeLimitMinutes: Number(v.timeLimitMinutes),
    passScore: Number(v.passScore),
  };
  if (v.kind === 'language') {
    return {
      ...common,
      kind: 'language',
      targetLevel: v.targetLevel as 'B2',
      sections: v.sections.map((s) => ({
        id: s.key,
        type: s.type as 'grammar',
        title: s.title,
        instructions: s.instructions,
        passage: s.type === 'reading' ? s.passage : '',
        transcript: s.type === 'listening' ? s.transcript : '',
        audio: s.type === 'listening' && s.audioKey ? { s3Key: s.audioKey, fileName: s.audioName } : null,
        maxPlays: Number(s.maxPlays),
        questions:
          s.type === 'speaking'
            ? []
            : s.questions.map((q) => ({
                id: q.key,
                prompt: q.prompt,
                options: lines(q.optionsText),
                correct: Number(q.correct),
              })),
        spokenItems:
          s.type === 'speaking'
            ? s.spokenItems.map((i) => ({
                id: i.key,
                prompt: i.prompt,
                media: i.media as 'camera',
                thinkTimeSeconds: Number(i.thinkTimeSeconds),
                maxAnswerSeconds: Number(i.maxAnswerSeconds),
                retakes: Number(i.retakes),
              }))
            : [],
      })),
    };
  }
  return {
    ...common,
    kind: 'writing',
    task: v.task,
    keyPoints: lines(v.keyPointsText),
    minWords: Number(v.minWords),
    maxWords: Number(v.maxWords),
    aiPromptId: v.aiPromptId || null,
    rubric: v.rubric.map((c) => ({
      id: c.key,
      label: c.label,
      description: c.description,
      weight: Number(c.weight),
    })),
  };
};

/** Contract paths → form paths (`options` is edited as `optionsText`, `keyPoints` as `keyPointsText`). */
const formPath = (path: PropertyKey[]) => {
  const p = path.map((x) => (typeof x === 'symbol' ? String(x) : x));
  if (p[0] === 'keyPoints') return ['keyPointsText'];
  const i = p.indexOf('options');
  if (i >= 0) return [...p.slice(0, i), 'optionsText'];
  return p;
};

export const templateFormSchema = z.custom<TemplateForm>().transform((v, ctx) => {
  const parsed = ZAssessmentTemplateCreate.safeParse(toBody(v));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: formPath(issue.path) as (string | number)[],
    });
  return z.NEVER;
});
