import { type TRole, type TRoleCreate, ZRoleCreate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextArea, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api';

type Values = { name: string; description: string };

/** Create a role, or rename one (name and description). */
export const RoleDialog = ({ role, onClose }: { role: TRole | null; onClose: (created?: TRole) => void }) => {
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();
  const form = useForm<Values>({
    resolver: zodResolver(ZRoleCreate.pick({ name: true, description: true })) as never,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
    mode: 'onTouched',
  });
  return (
    <FormDialog
      form={form}
      title={role ? 'Rename role' : 'Create role'}
      submitLabel={role ? 'Save' : 'Create role'}
      conflictField="name"
      maxWidth="xs"
      onClose={() => onClose()}
      onSubmit={async (v) => {
        if (role) {
          await update({ id: role.id, body: v }).unwrap();
          notify(`Role renamed to ${v.name}`);
          onClose();
        } else {
          const created = await create(v satisfies TRoleCreate).unwrap();
          notify(`Role ${created.name} created; now choose its permissions`);
          onClose(created);
        }
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField name="name" label="Role name" required autoFocus autoComplete="off" />
        <FormTextArea name="description" label="Description" rows={2} />
      </Stack>
    </FormDialog>
  );
};
