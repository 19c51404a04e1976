import {
  labelOf,
  optionsOf,
  PUBLIC_RECORDING_PATHS,
  type TStaffPublicRecording,
  VIDEO_ANSWER_STATUSES,
} from '@ats/contract';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../../../shared/api-error';
import { formatDate, formatDateTime } from '../../../../shared/format/format';
import {
  type ColumnDefinition,
  ListPage,
  NEWEST_OLDEST_SORTS,
  RowActionButton,
  useListPage,
} from '../../../../shared/list';
import { ConfirmProvider, useConfirm } from '../../../../shared/notify/confirm-dialog';
import {
  shareUrlOf,
  useDeletePublicRecordingMutation,
  useStaffPublicRecordingsInfiniteQuery,
} from '../../public-recordings-api';

const seconds = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms / 1000)} s`);

const StatusChip = ({ status }: { status: TStaffPublicRecording['status'] }) => (
  <Chip
    size="small"
    label={labelOf(VIDEO_ANSWER_STATUSES, status)}
    color={status === 'uploaded' ? 'success' : status === 'corruption_detected' ? 'warning' : 'default'}
  />
);

/** Watch (the share page) and copy its private link. */
const RecordingLinks = ({ r }: { r: TStaffPublicRecording }) => {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Tooltip title="Watch">
        <IconButton
          size="small"
          component={RouterLink}
          to={`/public-recordings/view/${encodeURIComponent(r.shareToken)}`}
          aria-label={`Watch the recording of ${r.name}`}
        >
          <PlayArrow fontSize="small" />
        </IconButton>
      </Tooltip>
      <RowActionButton
        title={copied ? 'Copied' : 'Copy share link'}
        label={`Copy the share link of ${r.name}`}
        icon={<ContentCopy fontSize="small" />}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(shareUrlOf(r.shareToken))
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      />
    </>
  );
};

const COLUMNS: ColumnDefinition<TStaffPublicRecording>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (r) => (
      <Box component="span">
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {r.name}
        </Typography>
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
          {r.email}
        </Typography>
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'none' } }}
        >
          {formatDateTime(r.createdAt)}
        </Typography>
        {/* A phone keeps two columns: the status goes under the name. */}
        <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <StatusChip status={r.status} />
        </Box>
      </Box>
    ),
  },
  { key: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} />, hideBelow: 'sm' },
  {
    key: 'durationMs',
    header: 'Length',
    render: (r) => seconds(r.durationMs),
    align: 'right',
    hideBelow: 'md',
  },
  { key: 'createdByName', header: 'Started by', render: (r) => r.createdByName ?? 'Guest', hideBelow: 'lg' },
  { key: 'createdAt', header: 'Recorded', render: (r) => formatDateTime(r.createdAt), hideBelow: 'sm' },
  { key: 'expiresAt', header: 'Deleted after', render: (r) => formatDate(r.expiresAt), hideBelow: 'lg' },
];

const RECORDINGS = {
  columns: COLUMNS,
  filters: [{ key: 'status', label: 'Status', options: optionsOf(VIDEO_ANSWER_STATUSES) }],
  dateRanges: [{ key: 'created', label: 'Recorded' }],
  defaultSort: '-createdAt',
  sortOptions: [...NEWEST_OLDEST_SORTS, { value: 'name', label: 'Name' }],
  searchLabel: 'Search name or email',
  exportPath: PUBLIC_RECORDING_PATHS.staffExport.replace(/^\/api/, ''),
  exportFilename: 'public-recordings.csv',
  empty: 'No recordings yet. Record one, or share the recording page.',
};

const List = () => {
  const page = useListPage(RECORDINGS, useStaffPublicRecordingsInfiniteQuery);
  const [remove] = useDeletePublicRecordingMutation();
  const confirm = useConfirm();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onDelete = async (r: TStaffPublicRecording) => {
    const ok = await confirm({
      title: `Delete the recording of ${r.name}?`,
      message: 'The video is deleted from storage and its share link stops working. This cannot be undone.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    const res = await remove(r.id);
    setOutcome(
      'error' in res
        ? { ok: false, text: errorMessageOf(res.error) }
        : { ok: true, text: `The recording of ${r.name} was deleted` },
    );
  };

  return (
    <ListPage<TStaffPublicRecording>
      {...page}
      title="Public recordings"
      description="Recordings you can see as staff: the ones you started, or every one with the video results permission."
      actions={
        <Button component={RouterLink} to="/public-recordings/record" variant="contained">
          Record a video
        </Button>
      }
      rowActions={(r) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
          {r.status === 'uploaded' && <RecordingLinks r={r} />}
          {r.canDelete && (
            <RowActionButton
              title="Delete"
              label={`Delete the recording of ${r.name}`}
              icon={<DeleteOutlined fontSize="small" />}
              onClick={() => onDelete(r)}
            />
          )}
        </Box>
      )}
    >
      <Box role="status" aria-live="polite">
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
            {outcome.text}
          </Alert>
        )}
      </Box>
    </ListPage>
  );
};

/**
 * The staff view of /public-recordings (CONVENTIONS §4 list pattern): filters in the URL, keyset
 * pages with "load more", CSV export, and delete for the recording's maker or staff with the video
 * questions delete permission. A lazy chunk: guests never download it.
 */
const StaffRecordingsList = () => (
  <ConfirmProvider>
    <List />
  </ConfirmProvider>
);
export default StaffRecordingsList;
