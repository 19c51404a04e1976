import {
  COUNTRIES,
  LINE_TYPES,
  type TLineOfBusiness,
  type TLineOfBusinessCreate,
  ZLineOfBusinessCreate,
} from '@ats/contract';
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
import { useId } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import { enumOptions, FormSelect, FormSwitch, FormTextArea, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useCreateLineOfBusinessMutation, useUpdateLineOfBusinessMutation } from '../api';
import { OwnerPicker } from './owner-picker';

type In = z.input<typeof ZLineOfBusinessCreate>;
type Out = z.output<typeof ZLineOfBusinessCreate>;

const EMPTY: In = {
  name: '',
  clientName: '',
  ownerId: null,
  lineType: 'bpo',
  country: 'philippines',
  description: '',
  active: true,
  anpsAfterApplication: false,
  anpsAfterDecision: false,
};

const valuesOf = (lob: TLineOfBusiness): In => ({
  name: lob.name,
  clientName: lob.clientName,
  ownerId: lob.ownerId,
  lineType: lob.lineType,
  country: lob.country,
  description: lob.description,
  active: lob.active,
  anpsAfterApplication: lob.anpsAfterApplication,
  anpsAfterDecision: lob.anpsAfterDecision,
});

/** Create or edit a line of business (mounted only while open, so each opening starts fresh). */
export const LineOfBusinessDialog = ({
  lob,
  onClose,
}: {
  lob: TLineOfBusiness | null;
  onClose: () => void;
}) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZLineOfBusinessCreate),
    defaultValues: lob ? valuesOf(lob) : EMPTY,
    mode: 'onTouched',
  });
  const [create] = useCreateLineOfBusinessMutation();
  const [update] = useUpdateLineOfBusinessMutation();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (lob) await update({ id: lob.id, body: values }).unwrap();
      else await create(values as TLineOfBusinessCreate).unwrap();
      notify(lob ? 'Line of business saved' : 'Line of business created');
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
          <DialogTitle id={titleId}>{lob ? 'Edit line of business' : 'New line of business'}</DialogTitle>
          <DialogContent>
            {form.formState.errors.root?.server && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {form.formState.errors.root.server.message}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField name="name" label="Name" required autoFocus />
              <FormTextField name="clientName" label="Client" required />
              <FormSelect name="lineType" label="Line type" required options={enumOptions(LINE_TYPES)} />
              <FormSelect name="country" label="Country" required options={enumOptions(COUNTRIES)} />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <OwnerPicker
                  name="ownerId"
                  initialOwner={lob?.ownerId ? { id: lob.ownerId, name: lob.ownerName, email: '' } : null}
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormTextArea name="description" label="Description" rows={3} />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormSwitch
                  name="active"
                  label="Active"
                  helperText="Inactive lines keep their requisitions but cannot get new ones."
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormSwitch
                  name="anpsAfterApplication"
                  label="aNPS survey after an application"
                  helperText="Mails the one-question survey when an applicant finishes applying."
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormSwitch
                  name="anpsAfterDecision"
                  label="aNPS survey after a final decision"
                  helperText="Mails the survey once an applicant is hired or declined."
                />
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : lob ? 'Save' : 'Create'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
};
