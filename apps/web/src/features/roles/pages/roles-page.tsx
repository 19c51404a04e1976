import type { TPermissions, TRole } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { errorMessageOf } from '../../../shared/api-error';
import { SaveBar } from '../../../shared/builder/save-bar';
import { useUnsavedChangesGuard } from '../../../shared/form';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { useGrantLimits } from '../../../shared/permissions/use-grant-limits';
import { useListRolesQuery, useSavePermissionsMutation, useUpdateRoleMutation } from '../api';
import { PermissionMatrixTable } from '../components/permission-matrix-table';
import { RoleDialog } from '../components/role-dialog';
import { samePermissions } from '../hooks/permission-matrix';

/** Roles & Permissions: role list, create / rename / revoke, and the permission matrix saved at once. */
const RolesPage = () => {
  const { data: roles, isLoading, error, refetch } = useListRolesQuery();
  const canEditRoles = useCan('roles-and-permissions', 'edit');
  const limits = useGrantLimits();
  const confirm = useConfirm();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<TPermissions | null>(null);
  const [dialog, setDialog] = useState<TRole | 'new' | null>(null);
  const [save, { isLoading: saving }] = useSavePermissionsMutation();
  const [update, { isLoading: updating }] = useUpdateRoleMutation();
  useEffect(() => {
    document.title = 'Roles & Permissions · ATS';
  }, []);

  const role = useMemo(() => roles?.find((r) => r.id === selectedId) ?? roles?.[0], [roles, selectedId]);
  const dirty = Boolean(role && draft && !samePermissions(draft, role.permissions));
  const guard = useUnsavedChangesGuard(dirty, 'The permission changes of this role have not been saved.');
  // A role holding permissions the signed-in user lacks is out of their reach (the server says 403).
  const beyondMe = Boolean(role && !limits.canGrant(role.permissions));
  const canEdit = canEditRoles && !beyondMe;
  const readOnly = !canEdit || Boolean(role?.isSystem);

  const select = async (r: TRole) => {
    if (r.id === role?.id) return;
    if (
      dirty &&
      !(await confirm({
        title: 'Discard unsaved changes?',
        message: `The changes to ${role?.name} have not been saved.`,
        confirmLabel: 'Discard changes',
        destructive: true,
      }))
    )
      return;
    setSelectedId(r.id);
    setDraft(null);
  };

  const onSave = async () => {
    if (!role || !draft) return;
    const ok = await save({ id: role.id, permissions: draft })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) {
      setDraft(null);
      notify(`Permissions of ${role.name} saved`);
    }
  };

  const onStatus = async (active: boolean) => {
    if (!role) return;
    if (
      !active &&
      !(await confirm({
        title: `Revoke ${role.name}?`,
        message: `${role.userCount} user(s) with this role lose access on their next action, until the role is made active again.`,
        confirmLabel: 'Revoke',
        destructive: true,
      }))
    )
      return;
    const ok = await update({ id: role.id, body: { status: active ? 1 : 0 } })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) notify(active ? `${role.name} is active again` : `${role.name} was revoked`);
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1" component="h1">
            Roles & Permissions
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            What each role may see and do, screen by screen.
          </Typography>
        </Box>
        {canEditRoles && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('new')}>
            Create role
          </Button>
        )}
      </Box>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessageOf(error, 'The roles could not be loaded.')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="nav" aria-label="Roles">
          {isLoading && <Skeleton variant="rounded" height={200} sx={{ m: 1 }} />}
          <List dense disablePadding sx={{ maxHeight: { xs: 220, md: 'none' }, overflowY: 'auto' }}>
            {roles?.map((r) => (
              <ListItem key={r.id} disablePadding>
                <ListItemButton
                  selected={r.id === role?.id}
                  aria-current={r.id === role?.id ? 'true' : undefined}
                  onClick={() => select(r)}
                >
                  <ListItemText
                    primary={r.name}
                    secondary={`${r.userCount} user${r.userCount === 1 ? '' : 's'}`}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {r.status === 0 && <Chip size="small" color="error" variant="outlined" label="Revoked" />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        {role && (
          <Box sx={{ minWidth: 0 }}>
            <Paper
              variant="outlined"
              sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="h2" component="h2" data-testid="selected-role-name">
                  {role.name}
                </Typography>
                {role.description && (
                  <Typography variant="body2" color="text.secondary">
                    {role.description}
                  </Typography>
                )}
              </Box>
              {canEdit && (
                <Button startIcon={<EditOutlined />} onClick={() => setDialog(role)}>
                  Rename
                </Button>
              )}
              <FormControlLabel
                control={
                  <Switch
                    checked={role.status === 1}
                    disabled={!canEdit || role.isSystem || updating}
                    onChange={(e) => onStatus(e.target.checked)}
                  />
                }
                label={role.status === 1 ? 'Active' : 'Revoked'}
              />
            </Paper>
            {role.isSystem ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                The Administrator role always has every permission and cannot be revoked.
              </Alert>
            ) : (
              canEditRoles &&
              beyondMe && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  This role holds permissions you do not hold yourself, so only someone who holds them can
                  change it.
                </Alert>
              )
            )}
            <PermissionMatrixTable
              value={draft ?? role.permissions}
              onChange={setDraft}
              readOnly={readOnly}
              canGrant={limits.canGrantOperation}
              roleName={role.name}
            />
            {!readOnly && (
              <SaveBar
                dirty={dirty}
                saving={saving}
                saveLabel="Save permissions"
                saveDisabled={!dirty || saving}
                onDiscard={() => setDraft(null)}
                onSave={onSave}
                zIndex={3}
              />
            )}
          </Box>
        )}
      </Box>
      {dialog && (
        <RoleDialog
          role={dialog === 'new' ? null : dialog}
          onClose={(created) => {
            setDialog(null);
            if (created) {
              setSelectedId(created.id);
              setDraft(null);
            }
          }}
        />
      )}
      {guard.dialog}
    </Box>
  );
};
export default RolesPage;
