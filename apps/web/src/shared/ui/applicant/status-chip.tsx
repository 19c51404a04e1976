import {
  APPLICANT_STATUSES,
  DECLINE_REASONS,
  labelOf,
  type TApplicantStatus,
  type TDeclineReason,
} from '@ats/contract';
import Chip from '@mui/material/Chip';

export const StatusChip = ({
  status,
  reason,
}: {
  status: TApplicantStatus;
  reason: TDeclineReason | null;
}) => (
  <Chip
    size="small"
    variant="outlined"
    label={
      reason ? `${labelOf(APPLICANT_STATUSES, status)} · ${reason}` : labelOf(APPLICANT_STATUSES, status)
    }
    title={reason ? labelOf(DECLINE_REASONS, reason) : APPLICANT_STATUSES[status].label}
    color={
      status === 'declined'
        ? 'default'
        : status === 'offer_accepted' || status === 'complete'
          ? 'success'
          : 'primary'
    }
  />
);
