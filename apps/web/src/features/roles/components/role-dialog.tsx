import { type TRole, type TRoleCreate, ZRoleCreate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessageOf, statusOf } from '../../../shared/api-error';
import { FormTextArea, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api';

type Values = { name: string; description: string };

/** Create a role, or rename one (name and description). */
export const RoleDialog = ({ role, onClose }: { role: TRole | null; onClose: (created?: TRole) => void }) => {
  const titleId = useId();
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();
  const form = useForm<Values>({
    resolver: zodResolver(ZRoleCreate.pick({ name: true, description: true })) as never,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
    mode: 'onTouched',
  });
  const { isSubmitting, errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      if (role) {
        await update({ id: role.id, body: v }).unwrap();
        notify(`Role renamed to ${v.name}`);
        onClose();
      } else {
        const created = await create(v satisfies TRoleCreate).unwrap();
        notify(`Role ${created.name} created; now choose its permissions`);
        onClose(created);
      }
    } catch (e) {
      if (statusOf(e) === 409) form.setError('name', { type: 'server', message: errorMessageOf(e) });
      else form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : () => onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{role ? 'Rename role' : 'Create role'}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
              <FormTextField name="name" label="Role name" required autoFocus autoComplete="off" />
              <FormTextArea name="description" label="Description" rows={2} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => onClose()} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {role ? 'Save' : 'Create role'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
};
