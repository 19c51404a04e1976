import {
  ACCOUNT_TYPES,
  AGENT_CHANNELS,
  CALL_CENTER_EXPERIENCE,
  CLASS_REQUEST_LIMITS,
  COUNTRIES,
  CURRENCIES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  LANGUAGE_LEVELS,
  PAY_PERIODS,
  SENIORITY_LEVELS,
  SHIFTS,
  type TClassRequestType,
  WORK_MODES,
} from '@ats/contract';
// The field modules themselves, not the shared/form index: the public hiring form loads these
// sections, and the index also carries the staff's dialogs.
import { FormCheckboxGroup } from '../../shared/form/form-checkbox-group';
import { enumOptions, FormChipsInput, FormSelect } from '../../shared/form/form-fields';
import { FormOrderedList } from '../../shared/form/form-ordered-list';
import { FormSection } from '../../shared/form/form-section';
import { FormDateField, FormNumberField, FormTextField } from '../../shared/form/form-text-field';

/**
 * The position, schedule and pay, and requirements of a class request: one set of fields for the
 * client's hiring form and the staff's edit (docs/decisions/class-requests.md). The hiring form
 * numbers its sections and explains them; the staff edit shows the plain titles.
 */
export const ClassRequestSections = ({ type, numbered }: { type: TClassRequestType; numbered: boolean }) => {
  const title = (n: number, plain: string, publicTitle: string) =>
    numbered ? `${n}. ${publicTitle}` : plain;
  const agent = type === 'agent';
  return (
    <>
      <FormSection title={title(2, 'Position', 'The position')}>
        <FormTextField
          name="positionTitle"
          label="Position title"
          required
          helperText={agent ? 'e.g. Customer Service Representative' : 'e.g. Payroll Specialist'}
        />
        <FormNumberField
          name="headcount"
          label="Headcount"
          min={1}
          max={CLASS_REQUEST_LIMITS.maxHeadcount}
          required
          helperText="How many people to hire"
        />
        <FormDateField name="targetStartDate" label="Target start date" required />
        <FormSelect name="country" label="Country" options={enumOptions(COUNTRIES)} required />
        <FormTextField name="location" label="Work location" helperText="City or site, e.g. Makati City" />
        <FormSelect name="workMode" label="Work mode" options={enumOptions(WORK_MODES)} required />
        <FormSelect
          name="employmentType"
          label="Employment type"
          options={enumOptions(EMPLOYMENT_TYPES)}
          required
        />
      </FormSection>

      <FormSection title={title(3, 'Schedule and pay', 'Schedule and pay')}>
        <FormSelect name="shift" label="Shift" options={enumOptions(SHIFTS)} required />
        <FormNumberField name="hoursPerWeek" label="Hours per week" min={1} max={80} required />
        <FormNumberField name="payMin" label="Minimum pay" min={0} required />
        <FormNumberField name="payMax" label="Maximum pay" min={0} required />
        <FormSelect name="payCurrency" label="Currency" options={enumOptions(CURRENCIES)} required />
        <FormSelect name="payPeriod" label="Pay period" options={enumOptions(PAY_PERIODS)} required />
      </FormSection>

      {agent ? (
        <FormSection
          title={title(4, 'Agent requirements', 'Agent requirements')}
          description={numbered ? 'What the call-center seats need.' : undefined}
        >
          <div className="full">
            <FormCheckboxGroup
              name="channels"
              label="Channels"
              options={enumOptions(AGENT_CHANNELS)}
              required
            />
          </div>
          <FormSelect name="accountType" label="Account type" options={enumOptions(ACCOUNT_TYPES)} required />
          <FormSelect
            name="callCenterExperience"
            label="Call-center experience"
            options={enumOptions(CALL_CENTER_EXPERIENCE)}
            required
          />
          <FormNumberField
            name="minTypingWpm"
            label="Minimum typing speed (words per minute)"
            min={0}
            max={150}
            helperText="0 if there is no minimum"
          />
          <div className="full">
            <FormOrderedList
              name="languages"
              label="Languages"
              addLabel="Add a language"
              itemLabel={(i) => `Language ${i + 1}`}
              min={1}
              max={10}
              newItem={() => ({ language: '', level: null })}
              renderItem={(i) => (
                <>
                  <FormTextField name={`languages.${i}.language`} label={`Language ${i + 1}`} required />
                  <FormSelect
                    name={`languages.${i}.level`}
                    label={`Level of language ${i + 1}`}
                    options={enumOptions(LANGUAGE_LEVELS)}
                    required
                  />
                </>
              )}
            />
          </div>
        </FormSection>
      ) : (
        <FormSection
          title={title(4, 'Role requirements', 'Role requirements')}
          description={numbered ? 'What the corporate or support role needs.' : undefined}
        >
          <FormTextField name="department" label="Department" required />
          <FormSelect name="seniority" label="Seniority" options={enumOptions(SENIORITY_LEVELS)} required />
          <FormSelect
            name="educationLevel"
            label="Education level"
            options={enumOptions(EDUCATION_LEVELS)}
            required
          />
          <FormChipsInput
            name="requiredSkills"
            label="Required skills"
            required
            helperText="Type a skill and press Enter"
          />
        </FormSection>
      )}
    </>
  );
};
