import { COUNTRIES, type TRequisitionApplicantView, ZRequisitionApplicantUpdate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { enumOptions, FormDialog, FormSelect, FormTextArea, FormTextField } from '../../../shared/form';
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
  return (
    <FormDialog
      form={form}
      title={'Edit details'}
      submitLabel={'Save'}
      busyLabel={uploading && 'Uploading…'}
      onClose={onClose}
      onSubmit={async (values) => {
        await update({ id: a.id, body: values }).unwrap();
        notify('Applicant saved');
        onClose();
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="firstName" label="First name" required />
        <FormTextField name="lastName" label="Last name" required />
        <FormTextField name="email" label="Email" type="email" />
        <FormTextField name="phone" label="Phone" type="tel" />
        <Box sx={full}>
          <FormTextField name="address" label="Address" />
        </Box>
        <FormSelect name="country" label="Country" options={enumOptions(COUNTRIES)} emptyLabel="Not set" />
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
    </FormDialog>
  );
};
