import { labelOf, optionsOf, QUESTION_TYPES, ZQualificationQuestionCreate } from '@ats/contract';
import Block from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  enumOptions,
  FormOrderedList,
  FormSection,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { CandidatePreview } from '../components/candidate-preview';
import { FullWidth } from '../components/full-width';
import { QualificationQuestionView } from '../components/qualification-question-view';
import type { KindConfig } from './kind-config';
import { withoutMeta } from './profile-form';

type Answer = { text: string; qualifying: boolean };

const Fields = () => {
  const { control } = useFormContext();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <FormSection title="Question">
        <FullWidth>
          <FormTextArea name="text" label="Question text" required />
        </FullWidth>
        <FormSelect name="type" label="Answer type" options={enumOptions(QUESTION_TYPES)} required />
        <FormSwitch name="required" label="The candidate must answer" />
      </FormSection>
      {type === 'multiple-choice' && (
        <FormSection
          title="Answers"
          description="At least two. Mark an answer as disqualifying to make it a knock-out: the profile decides whether the candidate is declined or flagged."
        >
          <div className="full">
            <FormOrderedList
              name="answers"
              label="Answers"
              addLabel="Add answer"
              min={2}
              max={20}
              newItem={() => ({ text: '', qualifying: true })}
              itemLabel={(i) => `Answer ${i + 1}`}
              renderItem={(i) => (
                <>
                  <FormTextField name={`answers.${i}.text`} label={`Answer ${i + 1}`} required />
                  <FormSwitch name={`answers.${i}.qualifying`} label="Qualifies (off = knock-out)" />
                </>
              )}
            />
          </div>
        </FormSection>
      )}
    </>
  );
};

const Preview = ({ values }: { values: Record<string, unknown> }) => (
  <CandidatePreview step="Qualification questions">
    <QualificationQuestionView
      text={String(values.text ?? '')}
      type={String(values.type)}
      required={Boolean(values.required)}
      answers={(values.answers as Answer[]) ?? []}
    />
  </CandidatePreview>
);

const answersOf = (v: unknown) => (v as Answer[] | undefined) ?? [];

export const qualificationQuestions: KindConfig = {
  kind: 'qualification-questions',
  newLabel: 'New question',
  columns: [
    { key: 'type', header: 'Type', render: (q) => labelOf(QUESTION_TYPES, String(q.type)) },
    {
      key: 'answers',
      header: 'Answers',
      hideBelow: 'md',
      render: (q) => {
        const a = answersOf(q.answers);
        const knockouts = a.filter((x) => !x.qualifying).length;
        return a.length ? (
          <>
            {a.length}{' '}
            {knockouts > 0 && (
              <Chip
                size="small"
                icon={<Block color="warning" />}
                label={`${knockouts} knock-out`}
                sx={{ ml: 1 }}
              />
            )}
          </>
        ) : (
          'Free text'
        );
      },
    },
    { key: 'required', header: 'Required', hideBelow: 'lg', render: (q) => (q.required ? 'Yes' : 'No') },
  ],
  filters: [
    { key: 'type', label: 'Type', options: optionsOf(QUESTION_TYPES) },
    {
      key: 'knockout',
      label: 'Knock-out',
      single: true,
      options: [
        { value: 'true', label: 'Has a knock-out answer' },
        { value: 'false', label: 'No knock-out answer' },
      ],
    },
  ],
  // Switching to text entry keeps the answers in the form (switching back restores them) but
  // does not send them.
  schema: z.preprocess(
    (v) => ((v as { type?: string }).type === 'text-entry' ? { ...(v as object), answers: [] } : v),
    ZQualificationQuestionCreate,
  ) as never,
  defaultValues: {
    text: '',
    type: 'multiple-choice',
    required: true,
    answers: [
      { text: 'Yes', qualifying: true },
      { text: 'No', qualifying: false },
    ],
  },
  toForm: withoutMeta,
  Fields,
  Preview,
};
