import { type TUser, type TUserCreate, ZUserCreate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useLobOptionsQuery, useRoleOptionsQuery } from '../../../entities/lookups';
import { FormDialog, FormMultiSelect, FormSelect, FormSwitch, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useGrantLimits } from '../../../shared/permissions/use-grant-limits';
import { useCreateUserMutation, useUpdateUserMutation } from '../api';

const EMPTY: TUserCreate = {
  firstName: '',
  lastName: '',
  email: '',
  roleId: '',
  linesOfBusiness: [],
  active: true,
};

/** Create or edit a user: first/last name, email, role, lines of business (and active on edit). */
export const UserDialog = ({ user, onClose }: { user: TUser | null; onClose: () => void }) => {
  const roles = useRoleOptionsQuery();
  const lobs = useLobOptionsQuery(undefined);
  const limits = useGrantLimits();
  const editingSelf = Boolean(user && user.id === limits.myId) && !limits.isAdministrator;
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const form = useForm<TUserCreate>({
    resolver: zodResolver(ZUserCreate) as never,
    defaultValues: user
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          roleId: user.roleId,
          linesOfBusiness: user.linesOfBusiness,
          active: user.active,
        }
      : EMPTY,
    mode: 'onTouched',
  });

  // Only roles and lines of business the signed-in user may give (the server refuses the rest).
  const roleOptions = (roles.data ?? [])
    .filter((r) => r.id === user?.roleId || limits.canGrant(r.permissions))
    .map((r) => ({ value: r.id, label: r.name }));
  const assignableLobs = new Set(limits.assignable(lobs.data ?? []).map((l) => l.id));
  const lobOptions = (lobs.data ?? [])
    .filter((l) => assignableLobs.has(l.id) || user?.linesOfBusiness.includes(l.id))
    .map((l) => ({ value: l.id, label: l.name }));
  const scoped = !limits.isAdministrator && limits.scope.length > 0;
  return (
    <FormDialog
      form={form}
      title={user ? 'Edit user' : 'Add user'}
      submitLabel={user ? 'Save' : 'Add user'}
      conflictField="email"
      onClose={onClose}
      onSubmit={async (values) => {
        if (user) await update({ id: user.id, body: values }).unwrap();
        else await create(values).unwrap();
        notify(user ? 'User updated' : `User created; a link to set a password was sent to ${values.email}`);
        onClose();
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="firstName" label="First name" autoComplete="off" required autoFocus />
        <FormTextField name="lastName" label="Last name" autoComplete="off" required />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField name="email" label="Email" type="email" autoComplete="off" required />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormSelect
            name="roleId"
            label="Role"
            options={roleOptions}
            required
            disabled={editingSelf}
            helperText={
              roles.isError
                ? 'Roles could not be loaded'
                : editingSelf
                  ? 'You cannot change your own role.'
                  : 'Only roles with permissions you hold yourself are offered.'
            }
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormMultiSelect
            name="linesOfBusiness"
            label="Lines of business"
            options={lobOptions}
            disabled={lobs.isError || editingSelf}
            required={scoped}
            helperText={
              lobs.isError
                ? 'Lines of business could not be loaded; they can be set later.'
                : editingSelf
                  ? 'You cannot change your own lines of business.'
                  : scoped
                    ? 'Choose at least one of your own lines of business.'
                    : 'Limits which requisitions and applicants the user sees.'
            }
          />
        </Box>
        {user && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormSwitch name="active" label="Active (may sign in)" />
          </Box>
        )}
      </Box>
    </FormDialog>
  );
};
