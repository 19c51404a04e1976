import {
  labelOf,
  staffPath,
  type TWebhookEndpoint,
  type TWebhookEndpointCreated,
  WEBHOOK_EVENTS,
} from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { SecretOnceDialog } from '../../../shared/ui/secret-once/secret-once-dialog';
import { useDeleteWebhookEndpointMutation, useWebhookEndpointsQuery } from '../api';
import { WebhookDialog } from '../components/webhook-dialog';

/** Settings › Webhooks: endpoints that receive signed events, each with its delivery log. */
export default function WebhooksPage() {
  const { data, isLoading, isError, refetch } = useWebhookEndpointsQuery();
  const canEdit = useCan('webhooks', 'edit');
  const canDelete = useCan('webhooks', 'delete');
  const [remove] = useDeleteWebhookEndpointMutation();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TWebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<TWebhookEndpointCreated | null>(null);

  const onDelete = async (e: TWebhookEndpoint) => {
    const ok = await confirm({
      title: `Delete the endpoint ${e.url}?`,
      message: 'Its delivery log goes with it; messages still retrying are dropped.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    await remove(e.id).unwrap();
    notify('Endpoint deleted');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, flex: 1 }}>
          Webhooks
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add endpoint
          </Button>
        )}
      </Box>
      <Typography color="text.secondary">
        Each event is posted as JSON with <code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
        <code>webhook-signature</code> headers (Standard Webhooks), retried with back-off for about a day, and
        carries ids and plain fields only — never notes, self-identification answers or files.
      </Typography>
      {isError && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load the endpoints.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {isLoading ? (
          <Skeleton height={200} />
        ) : (
          <Table aria-label="Webhook endpoints">
            <TableHead>
              <TableRow>
                <TableCell>Endpoint</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Events</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((e) => (
                <TableRow key={e.id} hover>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <Link
                      component={RouterLink}
                      to={staffPath('webhook', { id: e.id })}
                      sx={{ fontWeight: 600 }}
                    >
                      {e.url}
                    </Link>
                    {e.description && (
                      <Typography variant="body2" color="text.secondary">
                        {e.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {e.events.map((ev) => labelOf(WEBHOOK_EVENTS, ev)).join(', ')}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={e.enabled ? 'success' : 'default'}
                      label={e.enabled ? 'on' : 'off'}
                      title={e.disabledReason ?? undefined}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canEdit && (
                      <Button size="small" onClick={() => setEditing(e)} aria-label={`Edit ${e.url}`}>
                        Edit
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onDelete(e)}
                        aria-label={`Delete ${e.url}`}
                      >
                        Delete
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>No endpoints yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Paper>
      {editing && (
        <WebhookDialog
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(c) => {
            setEditing(null);
            setCreated(c);
          }}
        />
      )}
      {created && (
        <SecretOnceDialog
          title="Endpoint added"
          label="Signing secret"
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      )}
    </Box>
  );
}
