import {
  CLASS_REQUEST_TRANSITIONS,
  CLASS_REQUEST_TYPES,
  COUNTRIES,
  labelOf,
  type TClassRequest,
  type TClassRequestStatus,
} from '@ats/contract';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCan } from '../../../shared/permissions/use-can';
import { ClassRequestStatusChip } from './class-request-status-chip';

/** Status moves offered as buttons (accepting has its own dialog). */
const STATUS_BUTTONS: {
  to: Exclude<TClassRequestStatus, 'accepted'>;
  label: (from: TClassRequestStatus) => string;
}[] = [
  { to: 'in_review', label: (from) => (from === 'declined' ? 'Reopen' : 'Start review') },
  { to: 'new', label: () => 'Back to new' },
];

/** The class request's title, status and the actions its status and the caller's role allow. */
export const ClassRequestHeader = ({
  request,
  statusBusy,
  onEdit,
  onStatus,
  onDecline,
  onAccept,
  onDelete,
}: {
  request: TClassRequest;
  statusBusy: boolean;
  onEdit: () => void;
  onStatus: (to: Exclude<TClassRequestStatus, 'accepted'>) => void;
  onDecline: () => void;
  onAccept: () => void;
  onDelete: () => void;
}) => {
  const canEdit = useCan('class-requests', 'edit');
  const canDelete = useCan('class-requests', 'delete');
  const canCreateRequisition = useCan('requisitions', 'edit');
  const frozen = request.status === 'accepted';
  const moves = CLASS_REQUEST_TRANSITIONS[request.status];
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-start' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {request.referenceNumber} · {labelOf(CLASS_REQUEST_TYPES, request.type)} request
        </Typography>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {request.positionTitle}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <ClassRequestStatusChip status={request.status} size="medium" />
          <Chip variant="outlined" label={`${request.company} · ${labelOf(COUNTRIES, request.country)}`} />
          <Chip variant="outlined" label={`${request.headcount} seat${request.headcount === 1 ? '' : 's'}`} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canEdit && !frozen && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
            Edit
          </Button>
        )}
        {canEdit &&
          STATUS_BUTTONS.filter((b) => moves.includes(b.to)).map((b) => (
            <Button key={b.to} variant="outlined" disabled={statusBusy} onClick={() => onStatus(b.to)}>
              {b.label(request.status)}
            </Button>
          ))}
        {canEdit && moves.includes('declined') && (
          <Button variant="outlined" color="error" onClick={onDecline}>
            Decline
          </Button>
        )}
        {canEdit && canCreateRequisition && moves.includes('accepted') && (
          <Button variant="contained" color="success" startIcon={<AssignmentTurnedIn />} onClick={onAccept}>
            Accept into requisition
          </Button>
        )}
        {canDelete && (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
            Delete
          </Button>
        )}
      </Box>
    </Box>
  );
};
