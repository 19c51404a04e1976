import { CLASS_REQUEST_STATUSES, labelOf, type TClassRequestStatus } from '@ats/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<TClassRequestStatus, ChipProps['color']> = {
  new: 'primary',
  in_review: 'secondary',
  accepted: 'success',
  declined: 'default',
};

export const ClassRequestStatusChip = ({
  status,
  size = 'small',
}: {
  status: TClassRequestStatus;
  size?: ChipProps['size'];
}) => (
  <Chip
    size={size}
    color={COLORS[status]}
    variant={status === 'declined' ? 'outlined' : 'filled'}
    label={labelOf(CLASS_REQUEST_STATUSES, status)}
  />
);
