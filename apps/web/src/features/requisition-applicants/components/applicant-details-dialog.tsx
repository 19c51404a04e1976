import { COUNTRIES, type TRequisitionApplicantView, ZRequisitionApplicantUpdate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import { enumOptions, FormSelect, FormTextArea, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { FileUpload } from '../../../shared/ui/upload';
import { useUpdateRequisitionApplicantMutation } from '../api';

type In = z.input<typeof ZRequisitionApplicantUpdate>;
const full = { gridColumn: '1 / -1' };

/** Contact details, notes and resume of a requisition applicant (status has its own dialog). */
export const ApplicantDetailsDialog = ({
  applicant: a,
  onClose,
}: {
  applicant: TRequisitionApplicantView;
  onClose: () => void;
}) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const form = useForm<In>({
    resolver: zodResolver(ZRequisitionApplicantUpdate) as never,
    defaultValues: {
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: a.phone,
      address: a.address,
      country: a.country,
      notes: a.notes,
    },
    mode: 'onTouched',
  });
  const [update] = useUpdateRequisitionApplicantMutation();
  const [uploading, setUploading] = useState(false);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update({ id: a.id, body: values }).unwrap();
      notify('Applicant saved');
      onClose();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      const names = Object.keys(fields);
      for (const n of names) form.setError(n as Path<In>, { type: 'server', message: fields[n] });
      if (!names.length) form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>Edit details</DialogTitle>
          <DialogContent>
            {form.formState.errors.root?.server && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {form.formState.errors.root.server.message}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField name="firstName" label="First name" required />
              <FormTextField name="lastName" label="Last name" required />
              <FormTextField name="email" label="Email" type="email" />
              <FormTextField name="phone" label="Phone" type="tel" />
              <Box sx={full}>
                <FormTextField name="address" label="Address" />
              </Box>
              <FormSelect
                name="country"
                label="Country"
                options={enumOptions(COUNTRIES)}
                emptyLabel="Not set"
              />
              <Box />
              <Box sx={full}>
                <FormTextArea name="notes" label="Notes" rows={3} />
              </Box>
              <Box sx={full}>
                <FileUpload
                  kind="resume"
                  label="Resume"
                  current={a.resume}
                  onChange={(s3Key) => form.setValue('resumeKey', s3Key, { shouldDirty: true })}
                  onBusyChange={setUploading}
                />
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting || uploading}>
              {isSubmitting ? 'Saving…' : uploading ? 'Uploading…' : 'Save'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
};
