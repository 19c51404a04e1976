import { type TRequisitionApplicantView, ZRequisitionApplicantUpdate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApplicantFormFields } from '../../../entities/applicants';
import { FormDialog } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useUpdateRequisitionApplicantMutation } from '../api';

type In = z.input<typeof ZRequisitionApplicantUpdate>;

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
      <ApplicantFormFields resume={a.resume} onUploadingChange={setUploading}>
        <Box />
      </ApplicantFormFields>
    </FormDialog>
  );
};
