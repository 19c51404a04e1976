import {
  APPLICANT_STATUSES,
  APPLICATION_STAGES,
  DECLINE_REASONS,
  labelOf,
  type TApplicantStatus,
  type TDeclineReason,
} from '@ats/contract';
import Chip from '@mui/material/Chip';

/**
 * An `incomplete` requisition applicant by `completedAt` (docs/decisions/application-flow.md#stages-shown-to-candidate-and-tracker):
 * "In progress" while the candidate is still applying, "Completed, awaiting review" once the
 * application is sent. Other statuses keep their own label.
 */
const incompleteLabel = (completedAt: string | null) =>
  APPLICATION_STAGES[completedAt ? 'awaiting-review' : 'in-progress'].label;

export const StatusChip = ({
  status,
  reason,
  completedAt,
}: {
  status: TApplicantStatus;
  reason: TDeclineReason | null;
  /** Given for requisition applicants: splits `incomplete` into in progress / awaiting review. */
  completedAt?: string | null;
}) => (
  <Chip
    size="small"
    variant="outlined"
    // The decline reason by its label (defect 10: "DEC003" alone meant nothing); the code in the title.
    label={
      reason
        ? `${labelOf(APPLICANT_STATUSES, status)} · ${labelOf(DECLINE_REASONS, reason)}`
        : status === 'incomplete' && completedAt !== undefined
          ? incompleteLabel(completedAt)
          : labelOf(APPLICANT_STATUSES, status)
    }
    title={
      reason
        ? `${reason} ${labelOf(DECLINE_REASONS, reason)}`
        : status === 'incomplete' && completedAt !== undefined
          ? `${APPLICANT_STATUSES[status].label}: ${incompleteLabel(completedAt)}`
          : APPLICANT_STATUSES[status].label
    }
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
