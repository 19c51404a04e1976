import type { TClassRequestVersion } from '@ats/contract';
import CompareArrows from '@mui/icons-material/CompareArrows';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../shared/format/format';

const when = (iso: string) => formatDateTime(iso);

export interface VersionHistoryProps {
  versions: TClassRequestVersion[];
  /** The version shown in the details card. */
  viewing: string;
  onView: (id: string) => void;
  onCompare: (id: string) => void;
  onMarkCurrent?: (v: TClassRequestVersion) => void;
  onDelete?: (v: TClassRequestVersion) => void;
  busy?: boolean;
}

/** Every version, newest first: who saved it and when, with view, compare, mark current and delete. */
export const VersionHistory = ({
  versions,
  viewing,
  onView,
  onCompare,
  onMarkCurrent,
  onDelete,
  busy,
}: VersionHistoryProps) => (
  <List disablePadding aria-label="Versions">
    {versions.map((v) => (
      <ListItem
        key={v.id}
        divider
        data-version={v.versionNumber}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 0, py: 1.25 }}
      >
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              Version {v.versionNumber}
            </Typography>
            {v.isCurrent && <Chip size="small" color="primary" label="Current" />}
            {v.id === viewing && !v.isCurrent && <Chip size="small" variant="outlined" label="Shown above" />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {v.createdBy ? v.createdBy.name : 'Requester (hiring form)'} · {when(v.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {v.id !== viewing && (
            <Button size="small" onClick={() => onView(v.id)} aria-label={`View: version ${v.versionNumber}`}>
              View
            </Button>
          )}
          <Button
            size="small"
            startIcon={<CompareArrows />}
            onClick={() => onCompare(v.id)}
            aria-label={`Compare: version ${v.versionNumber}`}
          >
            Compare
          </Button>
          {onMarkCurrent && !v.isCurrent && (
            <Button
              size="small"
              startIcon={<StarBorder />}
              disabled={busy}
              onClick={() => onMarkCurrent(v)}
              aria-label={`Mark as current: version ${v.versionNumber}`}
            >
              Mark as current
            </Button>
          )}
          {onDelete && !v.isCurrent && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={busy}
              onClick={() => onDelete(v)}
              aria-label={`Delete: version ${v.versionNumber}`}
            >
              Delete
            </Button>
          )}
        </Box>
      </ListItem>
    ))}
  </List>
);
