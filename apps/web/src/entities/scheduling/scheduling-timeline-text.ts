const VERBS: Record<string, string> = {
  schedule_interview: 'Interview scheduled',
  reschedule_interview: 'Interview rescheduled',
  cancel_interview: 'Interview cancelled',
  scorecard_submit: 'Scorecard submitted',
  email_sent: 'Email sent',
};

/** Timeline text of scheduling, scorecard and email events; undefined for other actions. */
export const schedulingTimelineText = (action: string, changes: Record<string, unknown>) => {
  const verb = VERBS[action];
  if (!verb) return undefined;
  const at = Array.isArray(changes.startsAt) ? changes.startsAt[1] : changes.startsAt;
  const zone = typeof changes.timeZone === 'string' ? changes.timeZone : undefined;
  if (typeof at === 'string' && action !== 'cancel_interview') {
    const when = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(zone ? { timeZone: zone } : {}),
    }).format(new Date(at));
    return `${verb} for ${when}${zone ? ` (${zone})` : ''}`;
  }
  if (action === 'email_sent' && typeof changes.subject === 'string') return `${verb}: ${changes.subject}`;
  return verb;
};
