import type { TRequisitionScreening } from '@ats/contract';
import { staffPath } from '@ats/contract';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormSection, FormSelect, type Option } from '../../../shared/form';
import { useCan } from '../../../shared/permissions/use-can';
import { SCREENING_OPTIONS_LIMIT, type ScreeningListKind, useRequisitionScreeningOptionsQuery } from '../api';

/** The empty choice of every step: nothing chosen skips the step in the application flow. */
const SKIP_STEP_LABEL = 'None – skip this step';
const SKIPPED_HELP = 'None chosen: candidates skip this step.';

interface ScreeningStep {
  name: keyof TRequisitionScreening;
  kind: ScreeningListKind;
  label: string;
  helperText: string;
}

/** The application flow's screening steps, in the order the candidate meets them. */
const STEPS: ScreeningStep[] = [
  {
    name: 'qualificationQuestionProfileId',
    kind: 'qualification-question-profiles',
    label: 'Qualification question profile',
    helperText: 'Questions asked when applying; knock-out answers decline or flag the applicant.',
  },
  {
    name: 'videoQuestionProfileId',
    kind: 'video-question-profiles',
    label: 'Video question profile',
    helperText: 'Questions the candidate answers on camera.',
  },
  {
    name: 'resumeProfileId',
    kind: 'resume-profiles',
    label: 'Resume profile',
    helperText: 'Criteria the resume is screened against.',
  },
  {
    name: 'typingTestId',
    kind: 'typing-tests',
    label: 'Typing test',
    helperText: 'Timed passage with minimum WPM and accuracy.',
  },
];

const ScreeningSelect = ({ step, disabled }: { step: ScreeningStep; disabled: boolean }) => {
  const { data, isError, isLoading } = useRequisitionScreeningOptionsQuery(step.kind);
  const current = useWatch({ name: step.name }) as string | null | undefined;
  const canOpen = useCan(step.kind, 'view');

  const options = useMemo<Option[]>(() => {
    const list = (data ?? []).map((o) => ({ value: o.id, label: o.name }));
    // Keep a stored choice visible while the list loads or when it is past the first page.
    if (current && !list.some((o) => o.value === current)) {
      list.push({
        value: current,
        label: isLoading
          ? 'Loading…'
          : `Chosen ${step.label.toLowerCase()} (not among the first ${SCREENING_OPTIONS_LIMIT})`,
      });
    }
    return list;
  }, [data, current, isLoading, step.label]);

  const helperText = isError
    ? `Could not load the ${step.label.toLowerCase()}s; try again later.`
    : data && data.length === 0 && !current
      ? `No ${step.label.toLowerCase()}s built yet; this step is skipped.`
      : current
        ? step.helperText
        : SKIPPED_HELP;

  return (
    <div>
      <FormSelect
        name={step.name}
        label={step.label}
        options={options}
        emptyLabel={SKIP_STEP_LABEL}
        helperText={helperText}
        disabled={disabled}
      />
      {current && canOpen ? (
        <Link
          component={RouterLink}
          to={staffPath('screeningItem', { kind: step.kind, contentId: current })}
          variant="body2"
          sx={{ display: 'inline-block', mt: 0.5, ml: 1.75 }}
        >
          Open {step.label.toLowerCase()}
        </Link>
      ) : null}
    </div>
  );
};

/**
 * The builder's Screening section: which qualification questions, video questions, resume
 * profile and typing test the application flow uses. Each is optional; an empty one is skipped.
 */
export const ScreeningSection = ({ disabled = false }: { disabled?: boolean }) => (
  <FormSection
    title="Screening"
    description="Choose what candidates go through when they apply. A step left at “None” is skipped."
  >
    {STEPS.map((step) => (
      <ScreeningSelect key={step.name} step={step} disabled={disabled} />
    ))}
  </FormSection>
);
