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
  facts,
}: {
  status: TRequisitionStatus;
  size?: ChipProps['size'];
  /** What the status means for this requisition now (hired / required, days to start). */
  facts?: string;
}) => (
  <Tooltip
    title={
      facts ?? (status === 'opened' ? 'Open for applications' : REQUISITION_STATUSES[status].description)
    }
  >
    <Chip
      size={size}
      color={COLORS[status]}
      variant="outlined"
      // MUI's warning orange is 3:1 on white; a darker amber keeps the outlined label readable (AA).
      sx={status === 'moved' ? { color: '#8a4b00', borderColor: 'warning.main' } : undefined}
      label={labelOf(REQUISITION_STATUSES, status)}
    />
  </Tooltip>
);
