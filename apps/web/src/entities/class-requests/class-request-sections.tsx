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
import { enumOptions } from '../../shared/form/enum-options';
// The modules themselves, not the shared/form index: the public hiring form loads these sections,
// and the index also carries the staff's dialogs and MUI's fields.
import type { FieldKit } from '../../shared/form/field-kit';
import { FormSection } from '../../shared/form/form-section';

/**
 * The position, schedule and pay, and requirements of a class request: one set of fields for the
 * client's hiring form and the staff's edit (docs/decisions/class-requests.md). The hiring form
 * numbers its sections and explains them; the staff edit shows the plain titles.
 */
export const ClassRequestSections = ({
  type,
  numbered,
  fields,
}: {
  type: TClassRequestType;
  numbered: boolean;
  /** MUI's fields on the staff edit, the light ones on the public form (shared/form/field-kit.ts). */
  fields: FieldKit;
}) => {
  const { Text, Number: NumberField, Date: DateField, Select, CheckboxGroup, Chips, OrderedList } = fields;
  const title = (n: number, plain: string, publicTitle: string) =>
    numbered ? `${n}. ${publicTitle}` : plain;
  const agent = type === 'agent';
  return (
    <>
      <FormSection title={title(2, 'Position', 'The position')}>
        <Text
          name="positionTitle"
          label="Position title"
          required
          helperText={agent ? 'e.g. Customer Service Representative' : 'e.g. Payroll Specialist'}
        />
        <NumberField
          name="headcount"
          label="Headcount"
          min={1}
          max={CLASS_REQUEST_LIMITS.maxHeadcount}
          required
          helperText="How many people to hire"
        />
        <DateField name="targetStartDate" label="Target start date" required />
        <Select name="country" label="Country" options={enumOptions(COUNTRIES)} required />
        <Text name="location" label="Work location" helperText="City or site, e.g. Makati City" />
        <Select name="workMode" label="Work mode" options={enumOptions(WORK_MODES)} required />
        <Select
          name="employmentType"
          label="Employment type"
          options={enumOptions(EMPLOYMENT_TYPES)}
          required
        />
      </FormSection>

      <FormSection title={title(3, 'Schedule and pay', 'Schedule and pay')}>
        <Select name="shift" label="Shift" options={enumOptions(SHIFTS)} required />
        <NumberField name="hoursPerWeek" label="Hours per week" min={1} max={80} required />
        <NumberField name="payMin" label="Minimum pay" min={0} required />
        <NumberField name="payMax" label="Maximum pay" min={0} required />
        <Select name="payCurrency" label="Currency" options={enumOptions(CURRENCIES)} required />
        <Select name="payPeriod" label="Pay period" options={enumOptions(PAY_PERIODS)} required />
      </FormSection>

      {agent ? (
        <FormSection
          title={title(4, 'Agent requirements', 'Agent requirements')}
          description={numbered ? 'What the call-center seats need.' : undefined}
        >
          <div className="full">
            <CheckboxGroup name="channels" label="Channels" options={enumOptions(AGENT_CHANNELS)} required />
          </div>
          <Select name="accountType" label="Account type" options={enumOptions(ACCOUNT_TYPES)} required />
          <Select
            name="callCenterExperience"
            label="Call-center experience"
            options={enumOptions(CALL_CENTER_EXPERIENCE)}
            required
          />
          <NumberField
            name="minTypingWpm"
            label="Minimum typing speed (words per minute)"
            min={0}
            max={150}
            helperText="0 if there is no minimum"
          />
          <div className="full">
            <OrderedList
              name="languages"
              label="Languages"
              addLabel="Add a language"
              itemLabel={(i) => `Language ${i + 1}`}
              min={1}
              max={10}
              newItem={() => ({ language: '', level: null })}
              renderItem={(i) => (
                <>
                  <Text name={`languages.${i}.language`} label={`Language ${i + 1}`} required />
                  <Select
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
          <Text name="department" label="Department" required />
          <Select name="seniority" label="Seniority" options={enumOptions(SENIORITY_LEVELS)} required />
          <Select
            name="educationLevel"
            label="Education level"
            options={enumOptions(EDUCATION_LEVELS)}
            required
          />
          <Chips
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
