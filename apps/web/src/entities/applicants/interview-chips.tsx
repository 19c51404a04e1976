import { INTERVIEW_PHASES, labelOf, RESULT_OUTCOMES, type TInterviewPhase } from '@ats/contract';
import Chip from '@mui/material/Chip';

const PHASE_COLOR: Record<TInterviewPhase, 'default' | 'primary' | 'success' | 'warning' | 'info'> = {
  new: 'default',
  sent: 'info',
  started: 'warning',
  submitted: 'primary',
  evaluated: 'success',
  abandoned: 'default',
};

/** An interview's place in its lifecycle (status, or Started once the candidate began). */
export const InterviewStatusChip = ({ phase }: { phase: TInterviewPhase }) => {
  const c = PHASE_COLOR[phase];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={c}
      label={labelOf(INTERVIEW_PHASES, phase)}
      // The dark shade keeps small label text at AA contrast; warning's dark (#e65100) is only
      // 3.5:1 on a hovered row, so Started gets a deeper orange (5.5:1 on #f5f5f5).
      sx={c === 'default' ? undefined : { color: c === 'warning' ? '#a84300' : `${c}.dark` }}
    />
  );
};

/** Passed / Failed against the content's thresholds; a dash until scored. */
export const OutcomeChip = ({ outcome }: { outcome: 'passed' | 'failed' | null }) =>
  outcome ? (
    <Chip
      size="small"
      color={outcome === 'passed' ? 'success' : 'error'}
      variant={outcome === 'passed' ? 'filled' : 'outlined'}
      label={labelOf(RESULT_OUTCOMES, outcome)}
      sx={outcome === 'failed' ? { color: 'error.dark' } : { bgcolor: 'success.dark' }}
    />
  ) : (
    <>—</>
  );
