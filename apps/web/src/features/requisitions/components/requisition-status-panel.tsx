import {
  PUBLISHABLE_STATUSES,
  REQUISITION_STATUS_ACTIONS,
  REQUISITION_STATUSES,
  REQUISITION_TRANSITIONS,
  type TRequisition,
  type TRequisitionStatus,
  type TRequisitionUpdate,
} from '@ats/contract';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../../shared/notify/notify';
import { formatDateTime, publicJobUrl, requisitionStatusFacts } from '../format';
import { RequisitionStatusChip } from './requisition-status-chip';
import { CancelReasonDialog, MoveDatesDialog } from './status-reason-dialogs';

interface Props {
  requisition: TRequisition;
  canEdit: boolean;
  /** Unsaved edits in the form: status and publishing wait until they are saved. */
  dirty: boolean;
  onChange: (body: TRequisitionUpdate, message: string) => Promise<boolean>;
}

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    notify('Link copied');
  } catch {
    notify('Copy failed: select the link and copy it');
  }
};

/** Status actions (with the reason and dates dialogs), the publish toggle and the public link. */
export const RequisitionStatusPanel = ({ requisition: r, canEdit, dirty, onChange }: Props) => {
  const [dialog, setDialog] = useState<'cancelled' | 'moved' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (body: TRequisitionUpdate, message: string) => {
    setBusy(true);
    const ok = await onChange(body, message);
    setBusy(false);
    if (ok) setDialog(null);
  };
  const act = (to: TRequisitionStatus) => {
    if (to === 'cancelled' || to === 'moved') setDialog(to);
    else void run({ status: to }, `Requisition ${REQUISITION_STATUSES[to].label.toLowerCase()}`);
  };
  const publishable = PUBLISHABLE_STATUSES.includes(r.status);
  const published = r.publishStatus === 'published';
  const url = publicJobUrl(r.id);
  const locked = !canEdit || dirty || busy;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Status and publishing"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Status and publishing
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <RequisitionStatusChip status={r.status} size="medium" />
            <Typography variant="body2" color="text.secondary">
              {requisitionStatusFacts(r)} · since {formatDateTime(r.statusChangedAt)}
            </Typography>
          </Box>
          {r.status === 'cancelled' && r.reasonForCancellation && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <strong>Reason:</strong> {r.reasonForCancellation}
            </Typography>
          )}
          {canEdit && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
              {REQUISITION_TRANSITIONS[r.status].map((to) => (
                <Button
                  key={to}
                  size="small"
                  variant={to === 'cancelled' ? 'outlined' : 'contained'}
                  color={to === 'cancelled' ? 'error' : 'primary'}
                  disabled={locked}
                  onClick={() => act(to)}
                >
                  {to === 'opened' && r.status !== 'draft' ? 'Reopen' : REQUISITION_STATUS_ACTIONS[to]}
                </Button>
              ))}
            </Box>
          )}
          {dirty && canEdit && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              Save or discard your changes first.
            </Typography>
          )}
        </Box>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={published}
                disabled={locked || (!publishable && !published)}
                onChange={(e) =>
                  void run(
                    { publishStatus: e.target.checked ? 'published' : 'unpublished' },
                    e.target.checked ? 'Requisition published' : 'Requisition unpublished',
                  )
                }
              />
            }
            label={published ? 'Published on the job page' : 'Not published'}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {published
              ? `Since ${formatDateTime(r.publishedAt)} · ${r.visits} visit${r.visits === 1 ? '' : 's'}`
              : publishable
                ? 'Candidates see “This job is no longer open” until it is published.'
                : 'Only an Opened or Moved requisition can be published.'}
          </Typography>
          <TextField
            label="Public link"
            value={url}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
              },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Copy link">
                      <IconButton
                        aria-label="Copy public link"
                        edge="end"
                        onClick={() => void copy(url)}
                        size="small"
                      >
                        <ContentCopy fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={published ? 'Open the job page' : 'Preview the job page'}>
                      <IconButton
                        aria-label={published ? 'Open the job page' : 'Preview the job page'}
                        component="a"
                        href={url}
                        target="_blank"
                        rel="noopener"
                        size="small"
                      >
                        <OpenInNew fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          {!published && (
            <Alert severity="info" variant="outlined" sx={{ mt: 1.5, py: 0 }}>
              Signed-in staff can preview the page before it is published.
            </Alert>
          )}
        </Box>
      </Box>
      {dialog === 'cancelled' && (
        <CancelReasonDialog
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) =>
            void run({ status: 'cancelled', reasonForCancellation: reason }, 'Requisition cancelled')
          }
        />
      )}
      {dialog === 'moved' && (
        <MoveDatesDialog
          busy={busy}
          current={r}
          onCancel={() => setDialog(null)}
          onConfirm={(dates) => void run({ status: 'moved', ...dates }, 'Requisition moved')}
        />
      )}
    </Paper>
  );
};
