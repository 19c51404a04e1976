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
 * A display name as an RFC 5545 parameter value (CN): a quoted parameter value cannot hold DQUOTE
 * and no parameter may hold control characters or line breaks, so `"` becomes `'` and every control
 * character a space. The `ics` package quotes CN but escapes `"` with a backslash, which parsers
 * read as the end of the value: the rest of the name then became parameters or an address.
 */
const icsParamText = (value: string) =>
  value
    .replace(/"/g, "'")
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

const person = (p: { name: string; email: string }) => ({ name: icsParamText(p.name), email: p.email });

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
    organizer: person(i.organizer),
    attendees: i.attendees
      .filter((a) => a.email)
      .map((a) => ({
        ...person(a),
        rsvp: method === 'REQUEST',
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      })),
  });
  if (error || !value) throw error ?? new Error('could not build the calendar invitation');
  return value;
};
