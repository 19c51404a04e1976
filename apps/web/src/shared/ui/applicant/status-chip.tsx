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
    // The decline reason by its label (defect 10: "DEC003" alone meant nothing); the code in the title.
    label={
      reason
        ? `${labelOf(APPLICANT_STATUSES, status)} · ${labelOf(DECLINE_REASONS, reason)}`
        : labelOf(APPLICANT_STATUSES, status)
    }
    title={reason ? `${reason} ${labelOf(DECLINE_REASONS, reason)}` : APPLICANT_STATUSES[status].label}
    sx={{ maxWidth: '100%' }}
    color={
      status === 'declined'
        ? 'default'
        : status === 'offer_accepted' || status === 'complete'
          ? 'success'
          : 'primary'
    }
  />
);
