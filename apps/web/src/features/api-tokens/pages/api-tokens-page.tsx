import type { TApiToken, TApiTokenCreated } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../shared/format/format';
import { type ColumnDefinition, ListPage, toWholeList } from '../../../shared/list';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { SecretOnceDialog } from '../../../shared/ui/secret-once/secret-once-dialog';
import { useApiTokensQuery, useRevokeApiTokenMutation } from '../api';
import { ApiTokenDialog } from '../components/api-token-dialog';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default' } as const;

/** Settings › API Tokens: machine clients' bearer tokens, each with a role like a user's. */
export default function ApiTokensPage() {
  const tokens = useApiTokensQuery();
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

  const columns: ColumnDefinition<TApiToken>[] = [
    { key: 'name', header: 'Name', render: (t) => <Box sx={{ fontWeight: 600 }}>{t.name}</Box> },
    { key: 'roleName', header: 'Role' },
    {
      key: 'prefix',
      header: 'Token',
      hideBelow: 'md',
      render: (t) => <Box sx={{ fontFamily: 'monospace' }}>{t.prefix}…</Box>,
    },
    {
      key: 'lastUsedAt',
      header: 'Last used',
      hideBelow: 'md',
      render: (t) => (t.lastUsedAt ? `${formatDateTime(t.lastUsedAt)} from ${t.lastUsedIp ?? '?'}` : 'Never'),
    },
    {
      key: 'expiresAt',
      header: 'Expires',
      hideBelow: 'md',
      render: (t) => (t.expiresAt ? formatDate(t.expiresAt) : 'Never'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (t) => <Chip size="small" label={t.status} color={STATUS_COLOR[t.status]} variant="outlined" />,
    },
  ];

  return (
    <>
      <ListPage
        title="API Tokens"
        description={
          <>
            Other systems call the API with <code>Authorization: Bearer atsk_…</code>. A token acts under its
            role and lines of business, is recorded in the audit log by its name, and never manages users,
            roles, tokens or webhooks. The API is described at <a href="/api/docs">/api/docs</a>.
          </>
        }
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New token
            </Button>
          )
        }
        list={toWholeList(tokens)}
        columns={columns}
        rowActions={
          canRevoke
            ? (t) =>
                t.status === 'active' && (
                  <Button
                    color="error"
                    size="small"
                    onClick={() => onRevoke(t)}
                    aria-label={`Revoke ${t.name}`}
                  >
                    Revoke
                  </Button>
                )
            : undefined
        }
        empty="No tokens yet."
      />
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
    </>
  );
}
