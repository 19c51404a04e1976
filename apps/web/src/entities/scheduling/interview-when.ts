import type { TScheduledInterview } from '@ats/contract';

/** "Tue, 1 Dec 2026, 10:30 – 11:15 (Asia/Manila)": the interview's own zone, as invited. */
export const interviewWhen = (i: Pick<TScheduledInterview, 'startsAt' | 'endsAt' | 'timeZone'>) => {
  const day = new Intl.DateTimeFormat(undefined, {
    timeZone: i.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(i.startsAt));
  const time = new Intl.DateTimeFormat(undefined, {
    timeZone: i.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day}, ${time.format(new Date(i.startsAt))} – ${time.format(new Date(i.endsAt))} (${i.timeZone})`;
};
