import { RESUME_PARSING_PATHS, ZVideoQuestionCreate } from '@ats/contract';
import { FormNumberField, FormSection, FormTextArea } from '../../../shared/form';
import { CandidatePreview, seconds } from '../components/candidate-preview';
import { FullWidth } from '../components/full-width';
import { PromptsTestPanel } from '../components/prompts-test-panel';
import { VideoQuestionView } from '../components/video-question-view';
import type { KindConfig } from './kind-config';
import { withoutMeta } from './profile-form';

const Fields = () => (
  <>
    <FormSection title="Question">
      <FullWidth>
        <FormTextArea name="question" label="Question the candidate sees" required />
      </FullWidth>
      <FormNumberField name="thinkTimeSeconds" label="Think time (seconds)" min={0} max={600} required />
      <FormNumberField
        name="maxAnswerSeconds"
        label="Maximum answer length (seconds)"
        min={10}
        max={900}
        required
      />
      <FormNumberField
        name="retakes"
        label="Retakes allowed"
        min={0}
        max={10}
        required
        helperText="0 means the first take is final"
      />
    </FormSection>
    <FormSection title="For reviewers">
      <FullWidth>
        <FormTextArea
          name="guidance"
          label="Evaluation guidance"
          helperText="For reviewers only; candidates never see it"
        />
      </FullWidth>
    </FormSection>
    <PromptsTestPanel
      path={RESUME_PARSING_PATHS.videoQuestionTest}
      kind="recording"
      fileLabel="Recorded answer to test with"
      helperText="A WebM or MP4 recording of an answer"
    />
  </>
);

const Preview = ({ values }: { values: Record<string, unknown> }) => (
  <CandidatePreview step="Video questions">
    <VideoQuestionView number={1} of={1} {...values} />
  </CandidatePreview>
);

export const videoQuestions: KindConfig = {
  kind: 'video-questions',
  newLabel: 'New video question',
  columns: [
    {
      key: 'thinkTimeSeconds',
      header: 'Think time',
      hideBelow: 'md',
      render: (q) => seconds(q.thinkTimeSeconds),
    },
    { key: 'maxAnswerSeconds', header: 'Answer up to', render: (q) => seconds(q.maxAnswerSeconds) },
    { key: 'retakes', header: 'Retakes', hideBelow: 'md', align: 'right' },
  ],
  filters: [],
  schema: ZVideoQuestionCreate,
  defaultValues: { question: '', thinkTimeSeconds: 30, maxAnswerSeconds: 120, retakes: 1, guidance: '' },
  toForm: withoutMeta,
  Fields,
  Preview,
};
