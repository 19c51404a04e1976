import {
  APPLICANT_SOURCES,
  APPLICANT_STATUSES,
  DECLINE_REASONS,
  EDUCATION_LEVELS,
  type TApplicantCreate,
  ZApplicantCreate,
} from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApplicantFormFields, ApplicantInterviews, PossibleDuplicates } from '../../../entities/applicants';
import { DuplicateWarning } from '../../../entities/candidates';
import { useLobChoices } from '../../../entities/lookups';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import { enumOptions, FormNumberField, FormSelect, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useCreateApplicantMutation, useGetApplicantQuery, useUpdateApplicantMutation } from '../api';

type In = z.input<typeof ZApplicantCreate>;

const EMPTY: In = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  country: null,
  source: 'other',
  lobId: null,
  position: '',
  educationLevel: null,
  yearsOfExperience: null,
  status: 'incomplete',
  reason: null,
  notes: '',
};

/** Create or edit a manual applicant (mounted only while open). */
export const ApplicantDialog = ({
  applicantId,
  onClose,
}: {
  applicantId: string | null;
  onClose: () => void;
}) => {
  const { data, isLoading, error } = useGetApplicantQuery(applicantId ?? '', { skip: !applicantId });
  const editing = Boolean(applicantId);
  const titleId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{editing ? 'Edit applicant' : 'New applicant'}</DialogTitle>
      {editing && isLoading ? (
        <DialogContent>
          <Skeleton height={48} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </DialogContent>
      ) : editing && (error || !data) ? (
        <DialogContent>
          <Alert severity="error">{errorMessageOf(error, 'This applicant could not be loaded.')}</Alert>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogContent>
      ) : (
        <ApplicantForm
          id={applicantId}
          initial={
            data
              ? {
                  firstName: data.firstName,
                  lastName: data.lastName,
                  email: data.email,
                  phone: data.phone,
                  address: data.address,
                  country: data.country,
                  source: data.source,
                  lobId: data.lob?.id ?? null,
                  position: data.position,
                  educationLevel: data.educationLevel,
                  yearsOfExperience: data.yearsOfExperience,
                  status: data.status,
                  reason: data.reason,
                  notes: data.notes,
                }
              : EMPTY
          }
          resume={data?.resume ?? null}
          duplicates={data?.possibleDuplicates ?? []}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
};

const ApplicantForm = ({
  id,
  initial,
  resume,
  duplicates,
  onClose,
}: {
  id: string | null;
  initial: In;
  resume: { fileName: string; url: string } | null;
  duplicates: NonNullable<ReturnType<typeof useGetApplicantQuery>['data']>['possibleDuplicates'];
  onClose: () => void;
}) => {
  const form = useForm<In>({
    resolver: zodResolver(ZApplicantCreate) as never,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const lobs = useLobChoices() ?? [];
  const [create] = useCreateApplicantMutation();
  const [update] = useUpdateApplicantMutation();
  const { isSubmitting } = form.formState;
  const status = form.watch('status');
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = {
        ...values,
        reason: values.status === 'declined' ? values.reason : null,
      } as TApplicantCreate;
      if (id) await update({ id, body }).unwrap();
      else await create(body).unwrap();
      notify(id ? 'Applicant saved' : 'Applicant created');
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      const names = Object.keys(fields);
      for (const n of names) form.setError(n as Path<In>, { type: 'server', message: fields[n] });
      if (!names.length) form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <PossibleDuplicates items={duplicates} />
          <DuplicateWarning excludeId={id} />
          {form.formState.errors.root?.server && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.formState.errors.root.server.message}
            </Alert>
          )}
          <ApplicantFormFields
            resume={resume}
            onUploadingChange={setUploading}
            autoFocus
            after={
              id && (
                <Box component="section" aria-labelledby={`${id}-interviews`}>
                  <Typography
                    id={`${id}-interviews`}
                    variant="h3"
                    sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}
                  >
                    Interviews
                  </Typography>
                  <ApplicantInterviews
                    applicantId={id}
                    applicantKind="manual"
                    name={`${initial.firstName} ${initial.lastName}`.trim() || 'Applicant'}
                    canSend
                  />
                </Box>
              )
            }
          >
            <FormSelect name="source" label="Source" options={enumOptions(APPLICANT_SOURCES)} />
            <FormSelect name="lobId" label="Line of business" options={lobs} emptyLabel="None" />
            <FormTextField name="position" label="Position" />
            <FormSelect
              name="educationLevel"
              label="Education level"
              options={enumOptions(EDUCATION_LEVELS)}
              emptyLabel="Not set"
            />
            <FormNumberField name="yearsOfExperience" label="Years of experience" min={0} max={60} />
            <FormSelect name="status" label="Status" options={enumOptions(APPLICANT_STATUSES)} />
            {status === 'declined' ? (
              <FormSelect
                name="reason"
                label="Decline reason"
                required
                options={enumOptions(DECLINE_REASONS)}
                emptyLabel="Choose a reason"
              />
            ) : (
              <Box />
            )}
          </ApplicantFormFields>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || uploading}>
            {isSubmitting ? 'Saving…' : uploading ? 'Uploading…' : id ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
};
