import {
  COUNTRIES,
  canTransition,
  EMPLOYMENT_TYPES,
  GROUP_TYPES,
  STAFF_URLS,
  staffPath,
  type TRequisition,
  type TRequisitionUpdate,
  WORK_MODES,
} from '@ats/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HistoryPanel } from '../../../entities/history';
import { errorMessageOf } from '../../../shared/api-error';
import { BuilderPage } from '../../../shared/builder/builder-page';
import {
  enumOptions,
  FormDateField,
  FormNumberField,
  FormSection,
  FormSelect,
  FormTextField,
} from '../../../shared/form';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useCreateRequisitionMutation,
  useDeleteRequisitionMutation,
  useGenerateRequisitionUidMutation,
  useRequisitionQuery,
  useUpdateRequisitionMutation,
} from '../api';
import { ApplicationFunnel } from '../components/application-funnel';
import { LobPicker } from '../components/lob-picker';
import { RequisitionAnpsPanel } from '../components/requisition-anps-panel';
import { RequisitionStatusPanel } from '../components/requisition-status-panel';
import { RichTextEditor } from '../components/rich-text-editor';
import { ScreeningSection } from '../components/screening-section';
import { CancelReasonDialog } from '../components/status-reason-dialogs';
import {
  EMPTY_REQUISITION,
  formValuesOf,
  type TRequisitionFormOut,
  updateBodyOf,
  ZRequisitionForm,
} from '../requisition-form';

const LIST_PATH = STAFF_URLS.requisitions;

/** Reserves a uid once for a new requisition (StrictMode mounts twice; one reservation is enough). */
const useNewUid = (enabled: boolean) => {
  const [generate, { data, error }] = useGenerateRequisitionUidMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (enabled && !asked.current) {
      asked.current = true;
      void generate();
    }
  }, [enabled, generate]);
  return { uid: data, error };
};

/** /talent-discovery/requisitions/{id|new}: the Requisition Builder (shared builder pattern). */
const RequisitionBuilderPage = () => {
  const { requisitionId = 'new' } = useParams();
  const isNew = requisitionId === 'new';
  const navigate = useNavigate();
  const confirm = useConfirm();
  const canEdit = useCan('requisitions', 'edit');
  const canDelete = useCan('requisitions', 'delete');
  const canSmallTeams = useCan('requisitions', 'small_teams');

  const { data: saved, isLoading, error: loadError } = useRequisitionQuery(requisitionId, { skip: isNew });
  const { uid, error: uidError } = useNewUid(isNew && canEdit);
  const [create] = useCreateRequisitionMutation();
  const [update] = useUpdateRequisitionMutation();
  const [remove, { isLoading: deleting }] = useDeleteRequisitionMutation();
  const [formDirty, setFormDirty] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const values = useMemo(() => (saved ? formValuesOf(saved) : undefined), [saved]);
  const currentLob = useMemo(() => (saved ? { id: saved.lob.id, name: saved.lob.name } : null), [saved]);

  const changeStatus = async (body: TRequisitionUpdate, message: string) => {
    if (!saved) return false;
    try {
      await update({ id: saved.id, body }).unwrap();
      notify(message);
      return true;
    } catch {
      return false; // the error middleware shows the 409 / 400 message
    }
  };

  const onDelete = async () => {
    if (!saved) return;
    const ok = await confirm({
      title: `Delete ${saved.requisitionUid}?`,
      message: 'Only a requisition that never had applicants can be deleted. Its id is never reused.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove(saved.id).unwrap();
      notify('Requisition deleted');
      navigate(LIST_PATH, { replace: true });
    } catch {
      // reported by the error middleware (409 explains why)
    }
  };

  if (isNew && !canEdit) return <Alert severity="warning">You may not create requisitions.</Alert>;

  const heading = saved
    ? `${saved.requisitionUid} · ${saved.name}`
    : uid
      ? `New requisition ${uid}`
      : 'New requisition';

  return (
    <BuilderPage
      title={heading}
      schema={ZRequisitionForm}
      defaultValues={EMPTY_REQUISITION}
      values={values}
      loading={!isNew && isLoading}
      loadError={loadError ?? (isNew ? uidError : undefined)}
      breadcrumbName={saved?.name ?? (isNew ? 'New requisition' : undefined)}
      readOnly={!canEdit}
      saveLabel={isNew ? 'Create requisition' : 'Save'}
      savedMessage={isNew ? 'Requisition created' : 'Requisition saved'}
      onSubmit={async (v: TRequisitionFormOut) => {
        if (isNew) {
          const { groupType, country, ...rest } = v;
          return create({
            ...rest,
            ...(groupType ? { groupType } : {}),
            ...(country ? { country } : {}),
            ...(uid ? { requisitionUid: uid } : {}),
          }).unwrap();
        }
        return update({ id: requisitionId, body: updateBodyOf(v) }).unwrap();
      }}
      onSaved={(result, guard) => {
        if (isNew) {
          guard.allowNextNavigation();
          navigate(staffPath('requisition', { requisitionId: (result as TRequisition).id }), {
            replace: true,
          });
        }
      }}
      actions={
        <>
          {saved && <Chip label={saved.lob.name} variant="outlined" />}
          {saved && (
            <Button
              component={Link}
              to={staffPath('pipeline', { requisitionId: saved.id })}
              variant="outlined"
            >
              Applicants ({saved.applicantCount})
            </Button>
          )}
          {saved && canDelete && saved.deletable && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutline />}
              onClick={() => void onDelete()}
              disabled={deleting}
            >
              Delete
            </Button>
          )}
          {saved && canDelete && !saved.deletable && (
            // Defect 5: a requisition that has had applicants cannot be deleted (409); say why and
            // offer Cancel, which is what the server allows.
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutline />}
                disabled
                aria-describedby="requisition-delete-reason"
              >
                Delete
              </Button>
              <Typography id="requisition-delete-reason" variant="body2" color="text.secondary">
                Has had applicants, so it cannot be deleted.
              </Typography>
              {canEdit && canTransition(saved.status, 'cancelled') && saved.status !== 'cancelled' && (
                <Button variant="outlined" onClick={() => setCancelling(true)}>
                  Cancel instead
                </Button>
              )}
            </Box>
          )}
          {cancelling && saved && (
            <CancelReasonDialog
              busy={false}
              onCancel={() => setCancelling(false)}
              onConfirm={(reason) =>
                void changeStatus(
                  { status: 'cancelled', reasonForCancellation: reason },
                  'Requisition cancelled',
                ).then((ok) => ok && setCancelling(false))
              }
            />
          )}
        </>
      }
    >
      {(form) => (
        <>
          <DirtyWatcher dirty={form.formState.isDirty} onChange={setFormDirty} />
          {saved && (
            <RequisitionStatusPanel
              requisition={saved}
              canEdit={canEdit}
              dirty={formDirty}
              onChange={changeStatus}
            />
          )}
          <FormSection
            title="Job"
            description="What the candidate applies for. Location, type and work environment show on the public job page."
          >
            <FormTextField
              name="name"
              label="Requisition name"
              required
              helperText="Internal, e.g. “Care Voice – December class”"
            />
            <LobPicker current={currentLob} allowSmallTeams={canSmallTeams} />
            <FormTextField name="jobTitle.jobTitle" label="Job title" required />
            <FormTextField name="jobTitle.internalJobCode" label="Internal job code" />
            <FormTextField
              name="jobTitle.location"
              label="Location (client-facing)"
              helperText="e.g. Makati City, Metro Manila"
            />
            <FormSelect
              name="country"
              label="Country"
              options={enumOptions(COUNTRIES)}
              emptyLabel="From the line of business"
            />
            <FormSelect
              name="jobTitle.type"
              label="Employment type"
              required
              options={enumOptions(EMPLOYMENT_TYPES)}
            />
            <FormSelect
              name="jobTitle.workEnvironment"
              label="Work environment"
              required
              options={enumOptions(WORK_MODES)}
            />
            <FormTextField
              name="payText"
              label="Pay"
              helperText="As candidates should read it, e.g. PHP 24,000 per month"
            />
            <FormTextField name="shiftText" label="Shift" helperText="e.g. Night shift, 5 days a week" />
            {canSmallTeams && (
              <FormSelect
                name="groupType"
                label="Group type"
                options={enumOptions(GROUP_TYPES)}
                emptyLabel="From the line of business"
              />
            )}
          </FormSection>
          <FormSection title="Dates and headcount">
            <FormDateField name="clientSubmissionDate" label="Client submission date" />
            <FormDateField name="startDate" label="Class start date" />
            <FormNumberField name="requiredHC" label="Required headcount" required min={1} />
            <FormNumberField name="numHired" label="Hired" min={0} />
          </FormSection>
          <FormSection
            title="Job description"
            description="Shown on the public job page. Required before publishing."
          >
            <Box className="full">
              <RichTextEditor name="description" label="Description" minHeight={220} />
            </Box>
          </FormSection>
          <FormSection
            title="Candidate instructions"
            description="Shown in the application's second step, before the candidate starts."
          >
            <Box className="full">
              <RichTextEditor name="instructions" label="Instructions" />
            </Box>
            <Box className="full">
              <RichTextEditor name="reminders" label="Reminders" minHeight={120} />
            </Box>
          </FormSection>
          <ScreeningSection disabled={!canEdit} />
          {saved && <ApplicationFunnel requisitionId={saved.id} />}
          {saved && <RequisitionAnpsPanel requisitionId={saved.id} />}
          {saved && <HistoryPanel entityType="requisition" entityId={saved.id} />}
          {!saved && !isNew && loadError ? <Alert severity="error">{errorMessageOf(loadError)}</Alert> : null}
        </>
      )}
    </BuilderPage>
  );
};

/** Mirrors the form's dirty flag to the page (the status panel waits for saved edits). */
const DirtyWatcher = ({ dirty, onChange }: { dirty: boolean; onChange: (d: boolean) => void }) => {
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
};

export default RequisitionBuilderPage;
