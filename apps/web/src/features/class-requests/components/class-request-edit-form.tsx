import { type TClassRequest, type TClassRequestContentInput, ZClassRequestContent } from '@ats/contract';
import Button from '@mui/material/Button';
import { ClassRequestSections } from '../../../entities/class-requests';
import { BuilderPage } from '../../../shared/builder/builder-page';
import { FormSection, FormSelect, FormTextArea, FormTextField } from '../../../shared/form';
import { muiFieldKit } from '../../../shared/form/mui-field-kit';
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
            <ClassRequestSections type={type} numbered={false} fields={muiFieldKit} />
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
