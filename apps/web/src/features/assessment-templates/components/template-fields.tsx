import { ASSESSMENT_LANGUAGES, CEFR_LEVELS, LANGUAGE_SECTION_TYPES, SPOKEN_MEDIA } from '@ats/contract';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  enumOptions,
  FormNumberField,
  FormOrderedList,
  FormSection,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { FileUpload } from '../../../shared/ui/upload';
import { newCriterion, newQuestion, newSection, newSpokenItem } from './template-form';

const CommonFields = ({ kind }: { kind: 'language' | 'writing' }) => (
  <FormSection
    title={kind === 'language' ? 'Language assessment' : 'Writing assessment'}
    description="What the candidate sees first, the time they have and the score that passes."
  >
    <FormTextField name="name" label="Name" required />
    <FormSelect name="language" label="Language" options={enumOptions(ASSESSMENT_LANGUAGES)} required />
    {kind === 'language' && (
      <FormSelect name="targetLevel" label="Target CEFR level" options={enumOptions(CEFR_LEVELS)} required />
    )}
    <FormNumberField name="timeLimitMinutes" label="Time limit (minutes)" min={1} max={180} required />
    <FormNumberField name="passScore" label="Pass score (0–100)" min={0} max={100} required />
    <div className="full">
      <FormTextArea name="instructions" label="Instructions for the candidate" />
    </div>
  </FormSection>
);

const RightAnswer = ({ name, optionsName }: { name: string; optionsName: string }) => {
  const text = (useWatch({ name: optionsName }) as string | undefined) ?? '';
  const options = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label, i) => ({ value: String(i), label: `${i + 1}. ${label}` }));
  return (
    <FormSelect
      name={name}
      label="Right answer"
      options={options.length ? options : [{ value: '0', label: 'Add options first' }]}
      required
    />
  );
};

const Questions = ({ section }: { section: number }) => (
  <FormOrderedList
    name={`sections.${section}.questions`}
    label="Questions"
    addLabel="Add question"
    min={1}
    max={40}
    newItem={newQuestion}
    itemLabel={(i) => `Question ${i + 1}`}
    renderItem={(i) => {
      const base = `sections.${section}.questions.${i}`;
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <FormTextArea name={`${base}.prompt`} label={`Question ${i + 1}`} required />
          <FormTextArea
            name={`${base}.optionsText`}
            label="Options (one per line)"
            helperText="2 to 6 options"
            required
          />
          <RightAnswer name={`${base}.correct`} optionsName={`${base}.optionsText`} />
        </Box>
      );
    }}
  />
);

/** A listening section's clip: the shared upload control (audio kind: MP3 or WAV, size-capped). */
const AudioClip = ({ base }: { base: string }) => {
  const { setValue } = useFormContext();
  const name = (useWatch({ name: `${base}.audioName` }) as string | undefined) ?? '';
  const key = (useWatch({ name: `${base}.audioKey` }) as string | undefined) ?? '';
  return (
    <FileUpload
      kind="audio"
      label="Audio clip"
      current={key ? { fileName: name || key.split('/').at(-1)!, url: '' } : null}
      helperText="Played to the candidate instead of the script; the plays allowed are counted by the server."
      onChange={(s3Key, stored) => {
        setValue(`${base}.audioKey`, s3Key ?? '', { shouldDirty: true });
        setValue(`${base}.audioName`, stored?.fileName ?? '', { shouldDirty: true });
      }}
    />
  );
};

const SpokenItems = ({ section }: { section: number }) => (
  <FormOrderedList
    name={`sections.${section}.spokenItems`}
    label="Spoken items"
    addLabel="Add spoken item"
    min={1}
    max={10}
    newItem={newSpokenItem}
    itemLabel={(i) => `Spoken item ${i + 1}`}
    renderItem={(i) => {
      const base = `sections.${section}.spokenItems.${i}`;
      return (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextArea name={`${base}.prompt`} label={`What to talk about (item ${i + 1})`} required />
          </Box>
          <FormSelect
            name={`${base}.media`}
            label="Recorded with"
            options={enumOptions(SPOKEN_MEDIA)}
            required
          />
          <FormNumberField
            name={`${base}.thinkTimeSeconds`}
            label="Think time (seconds)"
            min={0}
            max={300}
            required
          />
          <FormNumberField
            name={`${base}.maxAnswerSeconds`}
            label="Answer up to (seconds)"
            min={10}
            max={300}
            required
          />
          <FormNumberField name={`${base}.retakes`} label="Retakes" min={0} max={3} required />
        </Box>
      );
    }}
  />
);

const Section = ({ index }: { index: number }) => {
  const type = useWatch({ name: `sections.${index}.type` }) as string;
  const base = `sections.${index}`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormSelect
          name={`${base}.type`}
          label="Section type"
          options={enumOptions(LANGUAGE_SECTION_TYPES)}
          required
        />
        <FormTextField name={`${base}.title`} label="Title" required />
      </Box>
      <FormTextArea name={`${base}.instructions`} label="Instructions" />
      {type === 'reading' && <FormTextArea name={`${base}.passage`} label="Reading passage" required />}
      {type === 'listening' && (
        <>
          <AudioClip base={base} />
          <FormTextArea
            name={`${base}.transcript`}
            label="Listening script"
            helperText="Without a clip, read aloud to the candidate by their browser; the text itself is never shown."
          />
          <FormNumberField name={`${base}.maxPlays`} label="Plays allowed" min={1} max={5} required />
        </>
      )}
      {type === 'speaking' ? <SpokenItems section={index} /> : <Questions section={index} />}
    </Box>
  );
};

export const LanguageFields = () => (
  <>
    <CommonFields kind="language" />
    <FormSection
      title="Sections"
      description="Multiple-choice sections, scored automatically, each counting equally towards the CEFR estimate; spoken responses are recorded and rated by the reviewer against CEFR descriptors."
    >
      <div className="full">
        <FormOrderedList
          name="sections"
          label="Sections"
          addLabel="Add section"
          min={1}
          max={12}
          newItem={newSection}
          itemLabel={(i) => `Section ${i + 1}`}
          renderItem={(i) => <Section index={i} />}
        />
      </div>
    </FormSection>
  </>
);

export const WritingFields = () => (
  <>
    <CommonFields kind="writing" />
    <FormSection title="Task" description="What the candidate writes, and how long it should be.">
      <div className="full">
        <FormTextArea name="task" label="Task (e.g. the customer's email to reply to)" required />
      </div>
      <FormNumberField name="minWords" label="Minimum words" min={10} max={2000} required />
      <FormNumberField name="maxWords" label="Maximum words" min={20} max={3000} required />
      <div className="full">
        <FormTextArea
          name="keyPointsText"
          label="Key points a good answer covers (one per line)"
          helperText="Used for the task-relevance score: a point counts when most of its words appear in the answer."
        />
      </div>
    </FormSection>
    <FormSection
      title="Rubric"
      description="Criteria and their weights. The built-in engine scores each from spelling, grammar, readability, length, key points and tone; an AI provider, when configured, adds its own rubric score."
    >
      <div className="full">
        <FormOrderedList
          name="rubric"
          label="Criteria"
          addLabel="Add criterion"
          min={1}
          max={10}
          newItem={newCriterion}
          itemLabel={(i) => `Criterion ${i + 1}`}
          renderItem={(i) => (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
              <FormTextField name={`rubric.${i}.label`} label="Criterion" required />
              <FormNumberField name={`rubric.${i}.weight`} label="Weight" min={1} max={10} required />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormTextArea name={`rubric.${i}.description`} label="What good looks like" />
              </Box>
            </Box>
          )}
        />
      </div>
    </FormSection>
  </>
);
