import { apiTokenCreateOf, type TApiTokenCreated, type TApiTokenForm, ZApiTokenForm } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { type Path, useForm } from 'react-hook-form';
import { useLobOptionsQuery, useRoleOptionsQuery } from '../../../entities/lookups';
import {
  FormDateField,
  FormDialog,
  FormMultiSelect,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { useGrantLimits } from '../../../shared/permissions/use-grant-limits';
import { useCreateApiTokenMutation } from '../api';

const EMPTY: TApiTokenForm = { name: '', roleId: '', linesOfBusiness: [], expiresOn: null, ipAllowList: '' };

/** New API token: a name, a role and scope like a user's, an optional expiry and allow-list. */
export const ApiTokenDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TApiTokenCreated) => void;
}) => {
  const roles = useRoleOptionsQuery();
  const lobs = useLobOptionsQuery(undefined);
  const limits = useGrantLimits();
  const [create] = useCreateApiTokenMutation();
  const form = useForm<TApiTokenForm>({
    resolver: zodResolver(ZApiTokenForm) as never,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const roleOptions = (roles.data ?? [])
    .filter((r) => limits.canGrant(r.permissions))
    .map((r) => ({ value: r.id, label: r.name }));
  const lobOptions = limits.assignable(lobs.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  return (
    <FormDialog
      form={form}
      title="New API token"
      submitLabel="Create token"
      savingLabel="Creating…"
      fieldOf={(name) => (name === 'expiresAt' ? 'expiresOn' : name) as Path<TApiTokenForm>}
      onClose={onClose}
      onSubmit={async (values) => onCreated(await create(apiTokenCreateOf(values)).unwrap())}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField name="name" label="Name" autoComplete="off" required autoFocus />
        <FormSelect
          name="roleId"
          label="Role"
          options={roleOptions}
          required
          helperText="The token can do what this role allows, except manage users, roles, tokens and webhooks."
        />
        <FormMultiSelect
          name="linesOfBusiness"
          label="Lines of business"
          options={lobOptions}
          helperText="None chosen: every line of business."
        />
        <FormDateField name="expiresOn" label="Expires on" helperText="Leave empty for no expiry." />
        <FormTextArea
          name="ipAllowList"
          label="Allowed addresses"
          rows={2}
          placeholder="203.0.113.0/24, 2001:db8::1"
          helperText="IP addresses or CIDR ranges, one per line or separated by commas. Empty: any address."
        />
      </Box>
    </FormDialog>
  );
};
