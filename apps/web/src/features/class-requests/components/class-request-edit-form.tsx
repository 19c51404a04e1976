import {
  ACCOUNT_TYPES,
  AGENT_CHANNELS,
  CALL_CENTER_EXPERIENCE,
  CLASS_REQUEST_TYPES,
  COUNTRIES,
  CURRENCIES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  LANGUAGE_LEVELS,
  PAY_PERIODS,
  SENIORITY_LEVELS,
  SHIFTS,
  type TClassRequest,
  type TClassRequestContentInput,
  WORK_MODES,
  ZClassRequestContent,
} from '@ats/contract';
import Button from '@mui/material/Button';
import { BuilderPage } from '../../../shared/builder/builder-page';
import {
  enumOptions,
  FormChipsInput,
  FormDateField,
  FormMultiSelect,
  FormNumberField,
  FormOrderedList,
  FormSection,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { type LobOption, useUpdateClassRequestMutation } from '../api';

/** Fields of the other type, so switching the type shows sensible starting values. */
const TYPE_DEFAULTS = {
  channels: ['voice'],
  languages: [{ language: 'English', level: 'fluent' }],
  minTypingWpm: 0,
  callCenterExperience: 'none',
  accountType: 'inbound',
  department: '',
  seniority: 'entry',
  requiredSkills: [],
  educationLevel: 'high-school',
};

/**
 * Staff edit of a request: saving stores a new version and makes it current. `resetRef` receives
 * the form's reset so the page can drop unsaved edits when it hides the form.
 */
export const ClassRequestEditForm = ({
  request,
  lobs,
  onDone,
  resetRef,
}: {
  request: TClassRequest;
  lobs: LobOption[];
  onDone: () => void;
  resetRef?: { current: (() => void) | null };
}) => {
  const [update] = useUpdateClassRequestMutation();
  // Versions stored before the work location existed have none.
  const values = {
    ...TYPE_DEFAULTS,
    ...({ location: '' } as object),
    ...request.current.content,
  } as TClassRequestContentInput;
  return (
    <BuilderPage
      title={`Edit ${request.referenceNumber}`}
      schema={ZClassRequestContent}
      defaultValues={values}
      values={values}
      breadcrumbName={request.referenceNumber}
      saveLabel="Save as new version"
      savedMessage="Saved as a new version"
      onSubmit={(v) => update({ id: request.id, body: v }).unwrap()}
      onSaved={(_r, { allowNextNavigation }) => {
        allowNextNavigation();
        onDone();
      }}
      actions={<Button onClick={onDone}>Back to the request</Button>}
    >
      {(form) => {
        if (resetRef) resetRef.current = () => form.reset();
        const type = form.watch('type');
        return (
          <>
            <FormSection title="Requester">
              <FormTextField name="requesterName" label="Requester name" required />
              <FormTextField name="email" label="Email" type="email" required />
              <FormTextField name="phone" label="Phone" type="tel" required />
              <FormTextField name="company" label="Company" required />
              <FormSelect
                name="lobId"
                label="Line of business"
                emptyLabel="Not known yet"
                options={lobs.map((l) => ({
                  value: l.id,
                  label: l.active ? l.name : `${l.name} (inactive)`,
                }))}
              />
            </FormSection>
            <FormSection title="Position">
              <FormSelect name="type" label="Type" options={enumOptions(CLASS_REQUEST_TYPES)} required />
              <FormTextField name="positionTitle" label="Position title" required />
              <FormNumberField name="headcount" label="Headcount" min={1} required />
              <FormDateField name="targetStartDate" label="Target start date" required />
              <FormSelect name="country" label="Country" options={enumOptions(COUNTRIES)} required />
              <FormTextField
                name="location"
                label="Work location"
                helperText="City or site, e.g. Makati City"
              />
              <FormSelect name="workMode" label="Work mode" options={enumOptions(WORK_MODES)} required />
              <FormSelect
                name="employmentType"
                label="Employment type"
                options={enumOptions(EMPLOYMENT_TYPES)}
                required
              />
            </FormSection>
            <FormSection title="Schedule and pay">
              <FormSelect name="shift" label="Shift" options={enumOptions(SHIFTS)} required />
              <FormNumberField name="hoursPerWeek" label="Hours per week" min={1} max={80} required />
              <FormNumberField name="payMin" label="Minimum pay" min={0} required />
              <FormNumberField name="payMax" label="Maximum pay" min={0} required />
              <FormSelect name="payCurrency" label="Currency" options={enumOptions(CURRENCIES)} required />
              <FormSelect name="payPeriod" label="Pay period" options={enumOptions(PAY_PERIODS)} required />
            </FormSection>
            {type === 'agent' ? (
              <FormSection title="Agent requirements">
                <FormMultiSelect
                  name="channels"
                  label="Channels"
                  options={enumOptions(AGENT_CHANNELS)}
                  required
                />
                <FormSelect
                  name="accountType"
                  label="Account type"
                  options={enumOptions(ACCOUNT_TYPES)}
                  required
                />
                <FormNumberField
                  name="minTypingWpm"
                  label="Minimum typing speed (WPM)"
                  min={0}
                  max={150}
                  helperText="0 for no minimum"
                />
                <FormSelect
                  name="callCenterExperience"
                  label="Call-center experience"
                  options={enumOptions(CALL_CENTER_EXPERIENCE)}
                  required
                />
                <div className="full">
                  <FormOrderedList
                    name="languages"
                    label="Languages"
                    addLabel="Add language"
                    itemLabel={(i) => `Language ${i + 1}`}
                    min={1}
                    max={10}
                    newItem={() => ({ language: '', level: 'fluent' })}
                    renderItem={(i) => (
                      <>
                        <FormTextField name={`languages.${i}.language`} label="Language" required />
                        <FormSelect
                          name={`languages.${i}.level`}
                          label="Level"
                          options={enumOptions(LANGUAGE_LEVELS)}
                          required
                        />
                      </>
                    )}
                  />
                </div>
              </FormSection>
            ) : (
              <FormSection title="Role requirements">
                <FormTextField name="department" label="Department" required />
                <FormSelect
                  name="seniority"
                  label="Seniority"
                  options={enumOptions(SENIORITY_LEVELS)}
                  required
                />
                <FormSelect
                  name="educationLevel"
                  label="Education level"
                  options={enumOptions(EDUCATION_LEVELS)}
                  required
                />
                <FormChipsInput name="requiredSkills" label="Required skills" required />
              </FormSection>
            )}
            <FormSection title="Notes">
              <div className="full">
                <FormTextArea name="notes" label="Notes" rows={4} />
              </div>
            </FormSection>
          </>
        );
      }}
    </BuilderPage>
  );
};
