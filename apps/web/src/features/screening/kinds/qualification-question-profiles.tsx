import {
  DISQUALIFY_ACTIONS,
  labelOf,
  optionsOf,
  QUESTION_TYPES,
  ZQualificationQuestionProfileCreate,
} from '@ats/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enumOptions, FormSection, FormSelect, FormTextField } from '../../../shared/form';
import type { ContentItem } from '../api';
import { CandidatePreview, PreviewEmpty } from '../components/candidate-preview';
import { StaffDescription } from '../components/full-width';
import { ProfileQuestionsSection } from '../components/profile-questions-field';
import { QualificationQuestionView } from '../components/qualification-question-view';
import type { KindConfig } from './kind-config';
import { profileFormSchema, profileToForm } from './profile-form';

type Question = {
  text: string;
  type: string;
  required: boolean;
  answers: { text: string; qualifying: boolean }[];
};

const knockouts = (q: ContentItem) => (q.answers as Question['answers']).filter((a) => !a.qualifying).length;

const Fields = () => (
  <>
    <FormSection title="Profile">
      <FormTextField name="name" label="Name" required />
      <FormSelect
        name="onDisqualify"
        label="On a disqualifying answer"
        options={enumOptions(DISQUALIFY_ACTIONS)}
        required
      />
      <StaffDescription />
    </FormSection>
    <ProfileQuestionsSection
      memberKind="qualification-questions"
      textOf={(q) => String(q.text)}
      detailOf={(q) =>
        `${labelOf(QUESTION_TYPES, String(q.type))}${q.required ? ', required' : ''}${knockouts(q) ? `, ${knockouts(q)} knock-out answer(s)` : ''}`
      }
    />
  </>
);

const Preview = ({ values }: { values: Record<string, unknown> }) => {
  const questions = ((values.questions as (Question & { id: string })[]) ?? []).filter((q) => q.id);
  return (
    <CandidatePreview step="Qualification questions">
      {questions.length ? (
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            Please answer the following questions.
          </Typography>
          {questions.map((q, i) => (
            <QualificationQuestionView key={q.id} number={i + 1} {...q} />
          ))}
        </Stack>
      ) : (
        <PreviewEmpty>Add questions to see them as the candidate will.</PreviewEmpty>
      )}
      <Alert severity="info" sx={{ mt: 3 }}>
        Staff note:{' '}
        {DISQUALIFY_ACTIONS[(values.onDisqualify as 'decline' | 'flag') ?? 'decline']?.description}.
      </Alert>
    </CandidatePreview>
  );
};

export const qualificationQuestionProfiles: KindConfig = {
  kind: 'qualification-question-profiles',
  newLabel: 'New profile',
  columns: [
    { key: 'questions', header: 'Questions', render: (p) => (p.questions as unknown[]).length },
    {
      key: 'onDisqualify',
      header: 'Disqualifying answer',
      hideBelow: 'md',
      render: (p) => labelOf(DISQUALIFY_ACTIONS, String(p.onDisqualify)),
    },
  ],
  filters: [{ key: 'onDisqualify', label: 'Disqualifying answer', options: optionsOf(DISQUALIFY_ACTIONS) }],
  schema: profileFormSchema(ZQualificationQuestionProfileCreate),
  defaultValues: { name: '', description: '', onDisqualify: 'decline', questions: [{ id: '' }] },
  toForm: profileToForm,
  Fields,
  Preview,
};
