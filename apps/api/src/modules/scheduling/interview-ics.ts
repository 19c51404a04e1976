import { createEvent } from 'ics';

export interface IcsInterview {
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  videoUrl: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/**
 * The iCalendar invitation (RFC 5545 / iTIP): METHOD:REQUEST for a new or moved interview,
 * METHOD:CANCEL for a cancelled one. The UID never changes and SEQUENCE grows with each update,
 * so calendar clients replace the one event instead of adding another.
 */
export const interviewIcs = (i: IcsInterview, method: 'REQUEST' | 'CANCEL'): string => {
  const { error, value } = createEvent({
    productId: 'ats/scheduling',
    method,
    uid: i.uid,
    sequence: i.sequence,
    start: i.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: i.durationMinutes },
    title: i.title,
    description: i.description,
    location: i.location || i.videoUrl,
    ...(i.videoUrl ? { url: i.videoUrl } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: i.organizer,
    attendees: i.attendees
      .filter((a) => a.email)
      .map((a) => ({
        name: a.name,
        email: a.email,
        rsvp: method === 'REQUEST',
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      })),
  });
  if (error || !value) throw error ?? new Error('could not build the calendar invitation');
  return value;
};
