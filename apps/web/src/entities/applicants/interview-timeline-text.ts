import { INTERVIEW_TYPES, labelOf } from '@ats/contract';

const VERBS: Record<string, string> = {
  interview_send: 'sent',
  interview_resend: 'sent again (new link)',
  interview_remind: 'reminder emailed',
  interview_start: 'started',
  interview_submit: 'submitted',
  interview_evaluate: 'evaluated',
  interview_abandon: 'abandoned',
  interview_retake: 'retake allowed',
  video_check_failed: 'answer could not be checked (free retake)',
};

/**
 * An interview event on the applicant's timeline (the API writes them on the applicant with
 * `type`, `referenceName`, `attempt`): "Typing Assessment sent — Data entry test". Undefined
 * for other actions.
 */
export const interviewTimelineText = (action: string, changes: Record<string, unknown>) => {
  const verb = VERBS[action];
  if (!verb) return undefined;
  const type = typeof changes.type === 'string' ? labelOf(INTERVIEW_TYPES, changes.type) : 'Interview';
  const name =
    typeof changes.referenceName === 'string' && changes.referenceName ? ` — ${changes.referenceName}` : '';
  const attempt =
    typeof changes.attempt === 'number' && changes.attempt > 1 ? ` (attempt ${changes.attempt})` : '';
  const reason = action === 'interview_abandon' && changes.reason === 'expired' ? ': the link expired' : '';
  return `${type} ${verb}${reason}${name}${attempt}`;
};
