import {
  COUNTRIES,
  DECLINE_REASONS,
  EDUCATION_LEVELS,
  labelOf,
  optionsOf,
  ZResumeProfileCreate,
} from '@ats/contract';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  enumOptions,
  FormChipsInput,
  FormMultiSelect,
  FormNumberField,
  FormSection,
  FormSelect,
  FormTextField,
} from '../../../shared/form';
import { CandidatePreview } from '../components/candidate-preview';
import { StaffDescription } from '../components/full-width';
import { FormPromptPicker } from '../components/prompt-picker';
import { ResumeProfileTestPanel } from '../components/resume-profile-test-panel';
import type { KindConfig } from './kind-config';
import { withoutMeta } from './profile-form';

type Criteria = {
  requiredSkills?: string[];
  minYearsExperience?: number;
  minEducationLevel?: string | null;
  requiredLanguages?: string[];
};

/** Rule knock-outs may decline with these reasons only (issue #14; docs/decisions/resume-interviews.md#knock-outs-decline-only-by-profile-setting). */
const KNOCK_OUT_OPTIONS = (['DEC000', 'DEC002'] as const).map((code) => ({
  value: code,
  label: `Decline: ${code} ${labelOf(DECLINE_REASONS, code)}`,
}));

const Fields = () => (
  <>
    <FormSection title="Profile">
      <FormTextField name="name" label="Name" required />
      <FormNumberField
        name="passThreshold"
        label="Pass threshold (score out of 100)"
        min={0}
        max={100}
        required
      />
      <StaffDescription />
    </FormSection>
    <FormSection
      title="Criteria"
      description="What the resume screen scores. Type a value and press Enter to add it."
    >
      <FormChipsInput name="criteria.requiredSkills" label="Required skills" />
      <FormChipsInput name="criteria.niceToHaveSkills" label="Nice-to-have skills" />
      <FormNumberField
        name="criteria.minYearsExperience"
        label="Minimum years of experience"
        min={0}
        max={50}
        step={0.5}
      />
      <FormSelect
        name="criteria.minEducationLevel"
        label="Minimum education"
        options={enumOptions(EDUCATION_LEVELS)}
        emptyLabel="No minimum"
      />
      <FormChipsInput
        name="criteria.requiredLanguages"
        label="Required languages"
        suggestions={['English', 'Spanish', 'Filipino', 'Hindi', 'Portuguese']}
      />
      <FormMultiSelect
        name="criteria.countries"
        label="Countries"
        options={enumOptions(COUNTRIES)}
        helperText="Empty means any country"
      />
      <FormSelect
        name="criteria.knockOutReason"
        label="When a rule criterion is not met"
        options={KNOCK_OUT_OPTIONS}
        emptyLabel="Only recommend (never decline)"
        helperText="AI prompts never decline; only the rule criteria above can, and only with a reason chosen here"
      />
    </FormSection>
    <FormSection
      title="AI prompts"
      description="Prompt-library prompts that score the resume. Each runs its current version unless you pin one."
    >
      <FormPromptPicker name="prompts" pinsName="criteria.promptVersions" label="Prompts" />
    </FormSection>
    <ResumeProfileTestPanel />
  </>
);

const Preview = ({ values }: { values: Record<string, unknown> }) => {
  const c = (values.criteria as Criteria) ?? {};
  const asks = [
    ...(c.requiredSkills ?? []).map((s) => `Experience with ${s}`),
    ...(c.minYearsExperience ? [`At least ${c.minYearsExperience} year(s) of work experience`] : []),
    ...(c.minEducationLevel ? [`${labelOf(EDUCATION_LEVELS, c.minEducationLevel)} or higher`] : []),
    ...(c.requiredLanguages?.length ? [`Speaks ${c.requiredLanguages.join(', ')}`] : []),
  ];
  return (
    <CandidatePreview step="Resume profile">
      <Typography sx={{ mb: 1 }}>Upload your resume (PDF, DOC or DOCX).</Typography>
      {asks.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            Make sure it shows:
          </Typography>
          <Box component="ul" sx={{ mt: 0.5 }}>
            {asks.map((a) => (
              <li key={a}>
                <Typography variant="body2">{a}</Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      <Box
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        <UploadFile aria-hidden />
        <Typography variant="body2">Drop your resume here or choose a file</Typography>
      </Box>
    </CandidatePreview>
  );
};

export const resumeProfiles: KindConfig = {
  kind: 'resume-profiles',
  newLabel: 'New resume profile',
  columns: [
    {
      key: 'skills',
      header: 'Required skills',
      hideBelow: 'md',
      render: (r) => (r.criteria as Criteria).requiredSkills?.join(', ') || '—',
    },
    {
      key: 'education',
      header: 'Minimum education',
      hideBelow: 'lg',
      render: (r) => labelOf(EDUCATION_LEVELS, (r.criteria as Criteria).minEducationLevel) || 'None',
    },
    { key: 'passThreshold', header: 'Pass at', align: 'right', render: (r) => `${r.passThreshold}/100` },
  ],
  filters: [{ key: 'minEducationLevel', label: 'Minimum education', options: optionsOf(EDUCATION_LEVELS) }],
  schema: ZResumeProfileCreate,
  defaultValues: {
    name: '',
    description: '',
    passThreshold: 70,
    prompts: [],
    criteria: {
      requiredSkills: [],
      niceToHaveSkills: [],
      minYearsExperience: 0,
      minEducationLevel: null,
      requiredLanguages: [],
      countries: [],
      knockOutReason: null,
      promptVersions: [],
    },
  },
  toForm: withoutMeta,
  Fields,
  Preview,
};
