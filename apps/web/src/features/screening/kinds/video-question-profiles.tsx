import { ZVideoQuestionProfileCreate } from '@ats/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSection, FormTextArea, FormTextField } from '../../../shared/form';
import { CandidatePreview, PreviewEmpty, seconds } from '../components/candidate-preview';
import { FullWidth } from '../components/full-width';
import { ProfileQuestionsSection } from '../components/profile-questions-field';
import { VideoQuestionView } from '../components/video-question-view';
import type { KindConfig } from './kind-config';
import { profileFormSchema, profileToForm } from './profile-form';

const Fields = () => (
  <>
    <FormSection title="Profile">
      <FullWidth>
        <FormTextField name="name" label="Name" required />
      </FullWidth>
      <FullWidth>
        <FormTextArea name="introMessage" label="Intro message (shown before the first question)" />
      </FullWidth>
    </FormSection>
    <ProfileQuestionsSection
      memberKind="video-questions"
      textOf={(q) => String(q.question)}
      detailOf={(q) =>
        `${seconds(q.thinkTimeSeconds)} to think, up to ${seconds(q.maxAnswerSeconds)}, ${q.retakes} retake(s)`
      }
    />
  </>
);

const Preview = ({ values }: { values: Record<string, unknown> }) => {
  const questions = ((values.questions as { id: string }[]) ?? []).filter((q) => q.id);
  return (
    <CandidatePreview step="Video questions">
      <Stack spacing={3}>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {String(values.introMessage || 'Welcome to your video interview.')}
        </Typography>
        {questions.length ? (
          questions.map((q, i) => (
            <VideoQuestionView key={q.id} number={i + 1} of={questions.length} {...q} />
          ))
        ) : (
          <PreviewEmpty>Add questions to see them as the candidate will.</PreviewEmpty>
        )}
      </Stack>
    </CandidatePreview>
  );
};

export const videoQuestionProfiles: KindConfig = {
  kind: 'video-question-profiles',
  newLabel: 'New profile',
  columns: [
    { key: 'questions', header: 'Questions', render: (p) => (p.questions as unknown[]).length },
    {
      key: 'length',
      header: 'Longest interview',
      hideBelow: 'md',
      render: (p) =>
        seconds(
          (p.questions as { thinkTimeSeconds: number; maxAnswerSeconds: number }[]).reduce(
            (s, q) => s + q.thinkTimeSeconds + q.maxAnswerSeconds,
            0,
          ),
        ),
    },
  ],
  filters: [],
  schema: profileFormSchema(ZVideoQuestionProfileCreate),
  defaultValues: { name: '', introMessage: '', questions: [{ id: '' }] },
  toForm: profileToForm,
  Fields,
  Preview,
};
