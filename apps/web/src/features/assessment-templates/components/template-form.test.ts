import { ZAssessmentTemplateCreate } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { defaultsFor, templateFormSchema, toBody, toForm } from './template-form';

const language = ZAssessmentTemplateCreate.parse({
  kind: 'language',
  name: 'English B1',
  targetLevel: 'B1',
  timeLimitMinutes: 20,
  sections: [
    {
      id: 'reading',
      type: 'reading',
      title: 'Reading',
      passage: 'A short notice about opening hours.',
      questions: [{ id: 'r1', prompt: 'When do we open?', options: ['9 am', '10 am'], correct: 1 }],
    },
  ],
});

const asTemplate = (body: object) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'x',
  kind: (body as { kind: 'language' | 'writing' }).kind,
  language: 'en' as const,
  body: body as Record<string, unknown>,
  sentCount: 0,
  createdAt: '',
  updatedAt: '',
});

describe('the template builder form', () => {
  it('edits options one per line and gives back the same body', () => {
    const form = toForm(asTemplate(language));
    expect(form.sections[0]!.questions[0]).toMatchObject({ optionsText: '9 am\n10 am', correct: '1' });
    expect(ZAssessmentTemplateCreate.parse(toBody(form))).toEqual(language);
  });

  it("maps the contract's problems back onto the fields the builder shows", () => {
    const form = defaultsFor('writing');
    form.name = 'Reply';
    form.task = 'Reply to the email.';
    form.keyPointsText = 'x'.repeat(300);
    form.rubric[0]!.label = 'Tone';
    const r = templateFormSchema.safeParse(form);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('keyPointsText');
    const q = defaultsFor('language');
    q.name = 'L';
    q.sections[0]!.title = 'Grammar';
    q.sections[0]!.questions[0]!.prompt = 'Pick one';
    q.sections[0]!.questions[0]!.optionsText = 'only one';
    const r2 = templateFormSchema.safeParse(q);
    expect(r2.error?.issues.map((i) => i.path.join('.'))).toContain('sections.0.questions.0.optionsText');
  });

  it('keeps a listening clip and spoken items through the builder, and asks for a clip or a script', () => {
    const media = ZAssessmentTemplateCreate.parse({
      kind: 'language',
      name: 'English B2',
      targetLevel: 'B2',
      timeLimitMinutes: 20,
      sections: [
        {
          id: 'listening',
          type: 'listening',
          title: 'A voicemail',
          audio: { s3Key: 'staff/u1/audio/abc/call.wav', fileName: 'call.wav' },
          questions: [{ id: 'l1', prompt: 'Who called?', options: ['Maria', 'Ana'], correct: 0 }],
        },
        {
          id: 'speaking',
          type: 'speaking',
          title: 'Speaking',
          spokenItems: [{ id: 's1', prompt: 'Apologise for a late parcel.', media: 'microphone' }],
        },
      ],
    });
    const form = toForm(asTemplate(media));
    expect(form.sections[0]).toMatchObject({
      audioKey: 'staff/u1/audio/abc/call.wav',
      audioName: 'call.wav',
    });
    expect(form.sections[1]!.spokenItems[0]).toMatchObject({
      prompt: 'Apologise for a late parcel.',
      media: 'microphone',
    });
    expect(ZAssessmentTemplateCreate.parse(toBody(form))).toEqual(media);

    form.sections[0]!.audioKey = '';
    const r = templateFormSchema.safeParse(form);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'sections.0.transcript',
      'a listening section needs an audio clip or a script',
    ]);
  });
});
