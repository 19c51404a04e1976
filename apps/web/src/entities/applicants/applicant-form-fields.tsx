import { COUNTRIES } from '@ats/contract';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { enumOptions, FormSelect, FormTextArea, FormTextField } from '../../shared/form';
import { FileUpload } from '../../shared/ui/upload';

const full = { gridColumn: '1 / -1' };

/**
 * The fields of an applicant's form both kinds share, two columns from a tablet up: name, email,
 * phone, address and country; then the kind's own fields (`children`), the notes, the resume
 * (its upload sets `resumeKey`) and `after` across the whole width.
 */
export const ApplicantFormFields = ({
  resume,
  onUploadingChange,
  autoFocus,
  children,
  after,
}: {
  /** The resume on file, if any. */
  resume: { fileName: string; url: string } | null;
  onUploadingChange: (uploading: boolean) => void;
  autoFocus?: boolean;
  children?: ReactNode;
  after?: ReactNode;
}) => {
  const { setValue } = useFormContext<{ resumeKey?: string | null }>();
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField name="firstName" label="First name" required autoFocus={autoFocus} />
      <FormTextField name="lastName" label="Last name" required />
      <FormTextField name="email" label="Email" type="email" />
      <FormTextField name="phone" label="Phone" type="tel" />
      <Box sx={full}>
        <FormTextField name="address" label="Address" />
      </Box>
      <FormSelect name="country" label="Country" options={enumOptions(COUNTRIES)} emptyLabel="Not set" />
      {children}
      <Box sx={full}>
        <FormTextArea name="notes" label="Notes" rows={3} />
      </Box>
      <Box sx={full}>
        <FileUpload
          kind="resume"
          label="Resume"
          current={resume}
          onChange={(s3Key) => setValue('resumeKey', s3Key, { shouldDirty: true })}
          onBusyChange={onUploadingChange}
        />
      </Box>
      {after && <Box sx={full}>{after}</Box>}
    </Box>
  );
};
