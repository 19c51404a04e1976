import { apiTokenCreateOf, type TApiTokenCreated, type TApiTokenForm, ZApiTokenForm } from '@ats/contract';
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
import { useLobOptionsQuery, useRoleOptionsQuery } from '../../../entities/lookups';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import {
  FormDateField,
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
  const titleId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const roles = useRoleOptionsQuery();
  const lobs = useLobOptionsQuery(undefined);
  const limits = useGrantLimits();
  const [create] = useCreateApiTokenMutation();
  const form = useForm<TApiTokenForm>({
    resolver: zodResolver(ZApiTokenForm) as never,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create(apiTokenCreateOf(values)).unwrap());
    } catch (e) {
      const fields = fieldErrorsOf(e);
      for (const [k, m] of Object.entries(fields)) {
        const name = k === 'expiresAt' ? 'expiresOn' : k;
        form.setError(name as Path<TApiTokenForm>, { type: 'server', message: m });
      }
      if (!Object.keys(fields).length)
        form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });

  const roleOptions = (roles.data ?? [])
    .filter((r) => limits.canGrant(r.permissions))
    .map((r) => ({ value: r.id, label: r.name }));
  const lobOptions = limits.assignable(lobs.data ?? []).map((l) => ({ value: l.id, label: l.name }));
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
          <DialogTitle id={titleId}>New API token</DialogTitle>
          <DialogContent>
            {errors.root?.server && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errors.root.server.message}
              </Alert>
            )}
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
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Creating…' : 'Create token'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
};
