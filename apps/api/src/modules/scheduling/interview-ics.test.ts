import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type IcsInterview, interviewIcs } from './interview-ics';

const base: IcsInterview = {
  uid: 'interview-1@ats',
  sequence: 0,
  startsAt: new Date('2026-12-04T15:00:00Z'),
  durationMinutes: 30,
  title: 'Interview',
  description: 'First round',
  location: '',
  videoUrl: 'https://meet.example.com/abc',
  organizer: { name: 'Hiring Team', email: 'hiring@example.com' },
  attendees: [{ name: 'Ana Reyes', email: 'ana@example.com' }],
};

/** Every address a standard parser reads from the invitation, attendees and organizer apart. */
const addressesOf = (content: string) => {
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  const address = (p: ICAL.Property) =>
    String(p.getFirstValue())
      .replace(/^mailto:/i, '')
      .toLowerCase();
  return {
    attendees: event.getAllProperties('attendee').map(address),
    organizer: event.getAllProperties('organizer').map(address),
    names: event.getAllProperties('attendee').map((p) => p.getParameter('cn')),
    unknownParams: event
      .getAllProperties('attendee')
      .flatMap((p) =>
        Object.keys((p.toJSON() as [string, Record<string, unknown>])[1]).filter(
          (k) => !['cn', 'rsvp', 'partstat', 'role'].includes(k),
        ),
      ),
  };
};

// Names that try to close the quoted CN parameter, add parameters or properties, or fold lines.
const HOSTILE_NAMES = [
  'x":mailto:attacker@evil.example;X="',
  'Ics x":mailto:attacker@evil.example;X="',
  'Eve\r\nATTENDEE:mailto:attacker@evil.example',
  'Eve\nATTENDEE;CN=x:mailto:attacker@evil.example',
  'Eve"; ROLE=CHAIR; X="',
  'Tab\there\u0000nul\u001bescape\u007fdel',
  'Comma, Semi; Colon: "Quote"',
];

describe('calendar invitations', () => {
  it.each(HOSTILE_NAMES)('list exactly the intended attendees whatever a name holds: %j', (name) => {
    for (const method of ['REQUEST', 'CANCEL'] as const) {
      const content = interviewIcs(
        {
          ...base,
          organizer: { name, email: 'hiring@example.com' },
          attendees: [
            { name, email: 'ana@example.com' },
            { name: 'Interviewer', email: 'lee@example.com' },
          ],
        },
        method,
      );
      const parsed = addressesOf(content);
      expect(parsed.attendees).toEqual(['ana@example.com', 'lee@example.com']);
      expect(parsed.organizer).toEqual(['hiring@example.com']);
      expect(parsed.unknownParams).toEqual([]);
      // The name survives as one readable display name (quotes and control characters replaced).
      expect(parsed.names[0]).toMatch(/^[^"\p{Cc}]+$/u);
    }
  });

  it('keep an ordinary name as it is', () => {
    const parsed = addressesOf(interviewIcs(base, 'REQUEST'));
    expect(parsed.names).toEqual(['Ana Reyes']);
    expect(parsed.attendees).toEqual(['ana@example.com']);
  });
});
