import { labelOf, REQUISITION_STATUSES, type TRequisitionStatus } from '@ats/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

const COLORS: Record<TRequisitionStatus, ChipProps['color']> = {
  draft: 'default',
  opened: 'primary',
  moved: 'warning',
  filled: 'success',
  cancelled: 'error',
};

export const RequisitionStatusChip = ({
  status,
  size = 'small',
}: {
  status: TRequisitionStatus;
  size?: ChipProps['size'];
}) => (
  <Tooltip title={REQUISITION_STATUSES[status].description}>
    <Chip
      size={size}
      color={COLORS[status]}
      variant="outlined"
      label={labelOf(REQUISITION_STATUSES, status)}
    />
  </Tooltip>
);
