import {
  labelOf,
  optionsOf,
  RESUME_PARSING_PATHS,
  TYPING_DURATIONS,
  TYPING_LANGUAGES,
  ZTypingTestCreate,
} from '@ats/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import {
  enumOptions,
  FormNumberField,
  FormOrderedList,
  FormSection,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { CandidatePreview, PreviewEmpty, seconds } from '../components/candidate-preview';
import { PromptsTestPanel } from '../components/prompts-test-panel';
import type { KindConfig } from './kind-config';
import { withoutMeta } from './profile-form';

const DURATIONS = TYPING_DURATIONS.map((s) => ({ value: String(s), label: seconds(s) }));

const Fields = () => (
  <>
    <FormSection
      title="Test"
      description="Scored as Monkeytype does: net WPM counts the characters of correctly typed words ÷ 5 per minute; accuracy is correct keystrokes ÷ all keystrokes."
    >
      <FormTextField name="name" label="Name" required />
      <FormSelect name="language" label="Language" options={enumOptions(TYPING_LANGUAGES)} required />
      <FormSelect name="durationSeconds" label="Duration" options={DURATIONS} required />
      <FormNumberField name="minNetWpm" label="Minimum net WPM" min={0} max={250} required />
      <FormNumberField
        name="minAccuracy"
        label="Minimum accuracy (%)"
        min={0}
        max={100}
        step={0.5}
        required
      />
    </FormSection>
    <FormSection title="Passages" description="The candidate types one passage, picked at random.">
      <div className="full">
        <FormOrderedList
          name="passages"
          label="Passages"
          addLabel="Add passage"
          min={1}
          max={20}
          newItem={() => ({ text: '' })}
          itemLabel={(i) => `Passage ${i + 1}`}
          renderItem={(i) => <FormTextArea name={`passages.${i}.text`} label={`Passage ${i + 1}`} required />}
        />
      </div>
    </FormSection>
    <PromptsTestPanel
      path={RESUME_PARSING_PATHS.typingTestTest}
      kind="document"
      fileLabel="File to test with"
      helperText="A document (PDF, DOCX, TXT…), e.g. a typed sample"
    />
  </>
);

const Preview = ({ values }: { values: Record<string, unknown> }) => {
  const passage = ((values.passages as { text: string }[]) ?? []).find((p) => p.text?.trim())?.text;
  return (
    <CandidatePreview step="Typing assessment">
      <Stack spacing={2}>
        <Typography>
          Type the text below for {seconds(values.durationSeconds)}. You need at least{' '}
          {String(values.minNetWpm ?? 0)} words per minute with {String(values.minAccuracy ?? 0)}% accuracy.
        </Typography>
        {passage ? (
          <Box
            sx={{
              p: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: 'monospace',
              fontSize: '1.05rem',
              lineHeight: 1.7,
            }}
          >
            {passage}
          </Box>
        ) : (
          <PreviewEmpty>Add a passage to see it here.</PreviewEmpty>
        )}
        <Typography variant="body2" color="text.secondary">
          The timer starts with your first keystroke.
        </Typography>
      </Stack>
    </CandidatePreview>
  );
};

/** Passages are entries of an ordered list in the form, plain strings in the API. */
const schema = ZTypingTestCreate.extend({
  passages: z.array(z.object({ text: z.string() })),
  durationSeconds: z.coerce.number(),
}).transform((v, ctx) => {
  const parsed = ZTypingTestCreate.safeParse({ ...v, passages: v.passages.map((p) => p.text) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: issue.path.length === 2 ? ['passages', issue.path[1] as number, 'text'] : issue.path,
    });
  return z.NEVER;
});

export const typingTests: KindConfig = {
  kind: 'typing-tests',
  newLabel: 'New typing test',
  columns: [
    { key: 'durationSeconds', header: 'Duration', render: (t) => seconds(t.durationSeconds) },
    { key: 'minNetWpm', header: 'Min WPM', align: 'right' },
    {
      key: 'minAccuracy',
      header: 'Min accuracy',
      hideBelow: 'md',
      align: 'right',
      render: (t) => `${t.minAccuracy}%`,
    },
    {
      key: 'language',
      header: 'Language',
      hideBelow: 'lg',
      render: (t) => labelOf(TYPING_LANGUAGES, String(t.language)),
    },
  ],
  filters: [{ key: 'language', label: 'Language', options: optionsOf(TYPING_LANGUAGES) }],
  schema: schema as never,
  defaultValues: {
    name: '',
    passages: [{ text: '' }],
    durationSeconds: '60',
    minNetWpm: 35,
    minAccuracy: 90,
    language: 'en',
  },
  toForm: (t) => ({
    ...withoutMeta(t),
    durationSeconds: String(t.durationSeconds),
    passages: (t.passages as string[]).map((text) => ({ text })),
  }),
  Fields,
  Preview,
};
