import { labelOf, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/api-error';
import { formatDateTime } from '../../../shared/format/format';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { SecretOnceDialog } from '../../../shared/ui/secret-once/secret-once-dialog';
import {
  useResendWebhookDeliveryMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookDeliveriesQuery,
  useWebhookEndpointQuery,
  useWebhookSecretMutation,
} from '../api';

const STATUS_COLOR = { delivered: 'success', pending: 'default', failed: 'error' } as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

const StatusChip = ({ status }: { status: keyof typeof STATUS_COLOR }) => (
  <Chip
    size="small"
    variant="outlined"
    color={STATUS_COLOR[status]}
    label={labelOf(WEBHOOK_DELIVERY_STATUSES, status)}
  />
);

/** One endpoint: turn it on or off, its secret and rotation, and the log of every message with resend. */
export default function WebhookDeliveriesPage() {
  const { id = '' } = useParams();
  const endpoint = useWebhookEndpointQuery(id);
  const log = useWebhookDeliveriesQuery({ id }, { pollingInterval: 5000 });
  const canEdit = useCan('webhooks', 'edit');
  const [update] = useUpdateWebhookEndpointMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [reveal] = useWebhookSecretMutation();
  const [resend] = useResendWebhookDeliveryMutation();
  const confirm = useConfirm();
  // A phone keeps the status under the event (a column of its own would be cut off).
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  const e = endpoint.data;

  const onRotate = async () => {
    const ok = await confirm({
      title: 'Rotate the signing secret?',
      message: 'For 24 hours every message carries signatures with both the new and the old secret.',
      confirmLabel: 'Rotate',
    });
    if (ok) setSecret({ title: 'New signing secret', value: (await rotate(id).unwrap()).secret });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, wordBreak: 'break-all' }}>
        {e ? e.url : 'Webhook endpoint'}
      </Typography>
      {endpoint.isError && <Alert severity="error">Could not load the endpoint.</Alert>}
      {e && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Switch
                checked={e.enabled}
                disabled={!canEdit}
                onChange={(_ev, on) =>
                  update({ id, body: { enabled: on } })
                    .unwrap()
                    .then(() => notify(on ? 'Endpoint turned on' : 'Endpoint turned off'))
                }
              />
            }
            label={e.enabled ? 'On' : 'Off'}
          />
          {canEdit && (
            <>
              <Button
                onClick={async () =>
                  setSecret({ title: 'Signing secret', value: (await reveal(id).unwrap()).secret })
                }
              >
                Show secret
              </Button>
              <Button onClick={onRotate}>Rotate secret</Button>
            </>
          )}
          {e.previousSecretUntil && (
            <Typography variant="body2" color="text.secondary">
              The previous secret also signs until {formatDateTime(e.previousSecretUntil)}.
            </Typography>
          )}
        </Box>
      )}
      {e?.disabledReason && !e.enabled && <Alert severity="warning">{e.disabledReason}</Alert>}
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        Deliveries
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {log.isLoading ? (
          <Skeleton height={160} />
        ) : (
          <Table aria-label="Deliveries" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Event</TableCell>
                {!phone && <TableCell>Status</TableCell>}
                <TableCell>Attempts</TableCell>
                <TableCell sx={wide}>Last answer</TableCell>
                <TableCell sx={wide}>Latency</TableCell>
                <TableCell sx={wide}>Time</TableCell>
                {canEdit && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {(log.data?.items ?? []).map((d) => (
                <TableRow key={d.id}>
                  <TableCell>
                    {labelOf(WEBHOOK_EVENTS, d.eventType)}
                    <Typography
                      variant="caption"
                      component="div"
                      color="text.secondary"
                      // The id may break anywhere: on a phone it would widen the table past the screen.
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                    >
                      {d.messageId}
                    </Typography>
                    {phone && (
                      <Box sx={{ mt: 0.5 }}>
                        <StatusChip status={d.status} />
                      </Box>
                    )}
                  </TableCell>
                  {!phone && (
                    <TableCell>
                      <StatusChip status={d.status} />
                    </TableCell>
                  )}
                  <TableCell>{d.attempts}</TableCell>
                  <TableCell sx={{ ...wide, maxWidth: 280, overflowWrap: 'anywhere' }}>
                    {d.lastStatusCode ? `${d.lastStatusCode} ` : ''}
                    {d.lastError && d.lastStatusCode === null
                      ? d.lastError
                      : (d.lastResponse ?? '').slice(0, 120)}
                  </TableCell>
                  <TableCell sx={wide}>{d.lastLatencyMs === null ? '—' : `${d.lastLatencyMs} ms`}</TableCell>
                  <TableCell sx={wide}>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</TableCell>
                  {canEdit && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        aria-label={`Resend ${d.messageId}`}
                        onClick={() =>
                          resend({ id, deliveryId: d.id })
                            .unwrap()
                            .then(() => notify('Queued to send again'))
                            .catch((err: unknown) => notifyAlert(errorMessageOf(err)))
                        }
                      >
                        Resend
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {log.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>No messages yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Paper>
      {secret && (
        <SecretOnceDialog
          title={secret.title}
          label="Signing secret"
          secret={secret.value}
          onClose={() => setSecret(null)}
        />
      )}
    </Box>
  );
}
