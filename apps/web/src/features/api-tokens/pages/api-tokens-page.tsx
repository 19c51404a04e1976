import type { TApiToken, TApiTokenCreated } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/format';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { SecretOnceDialog } from '../../../shared/ui/secret-once/secret-once-dialog';
import { useApiTokensQuery, useRevokeApiTokenMutation } from '../api';
import { ApiTokenDialog } from '../components/api-token-dialog';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;
const narrowHidden = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Settings › API Tokens: machine clients' bearer tokens, each with a role like a user's. */
export default function ApiTokensPage() {
  const { data, isLoading, isError, refetch } = useApiTokensQuery();
  const canEdit = useCan('api-tokens', 'edit');
  const canRevoke = useCan('api-tokens', 'delete');
  const [revoke] = useRevokeApiTokenMutation();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TApiTokenCreated | null>(null);

  const onRevoke = async (t: TApiToken) => {
    const ok = await confirm({
      title: `Revoke "${t.name}"?`,
      message: 'Calls with this token stop at once. This cannot be undone.',
      confirmLabel: 'Revoke',
      destructive: true,
    });
    if (!ok) return;
    await revoke(t.id).unwrap();
    notify('Token revoked');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, flex: 1 }}>
          API Tokens
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New token
          </Button>
        )}
      </Box>
      <Typography color="text.secondary">
        Other systems call the API with <code>Authorization: Bearer atsk_…</code>. A token acts under its role
        and lines of business, is recorded in the audit log by its name, and never manages users, roles,
        tokens or webhooks. The API is described at <a href="/api/docs">/api/docs</a>.
      </Typography>
      {isError && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load the tokens.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {isLoading ? (
          <Skeleton height={200} />
        ) : (
          <Table aria-label="API tokens">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell sx={narrowHidden}>Token</TableCell>
                <TableCell sx={narrowHidden}>Last used</TableCell>
                <TableCell sx={narrowHidden}>Expires</TableCell>
                <TableCell>Status</TableCell>
                {canRevoke && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((t) => (
                <TableRow key={t.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{t.name}</TableCell>
                  <TableCell>{t.roleName}</TableCell>
                  <TableCell sx={{ ...narrowHidden, fontFamily: 'monospace' }}>{t.prefix}…</TableCell>
                  <TableCell sx={narrowHidden}>
                    {t.lastUsedAt ? `${formatDateTime(t.lastUsedAt)} from ${t.lastUsedIp ?? '?'}` : 'Never'}
                  </TableCell>
                  <TableCell sx={narrowHidden}>{t.expiresAt ? formatDate(t.expiresAt) : 'Never'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t.status} color={STATUS_COLOR[t.status]} variant="outlined" />
                  </TableCell>
                  {canRevoke && (
                    <TableCell align="right">
                      {t.status === 'active' && (
                        <Button
                          color="error"
                          size="small"
                          onClick={() => onRevoke(t)}
                          aria-label={`Revoke ${t.name}`}
                        >
                          Revoke
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No tokens yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Paper>
      {creating && (
        <ApiTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(c) => {
            setCreating(false);
            setCreated(c);
          }}
        />
      )}
      {created && (
        <SecretOnceDialog
          title={`Token "${created.token.name}" created`}
          label="API token"
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      )}
    </Box>
  );
}
