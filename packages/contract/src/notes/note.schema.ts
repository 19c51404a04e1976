import { z } from 'zod';
import { keysOf } from '../common/labelled';
import { ZLine, ZText } from '../common/text';
import { ZApplicantKind } from '../interviews/interview-enums';

export const NOTE_ABOUT = {
  candidate: { label: 'Candidate' },
  application: { label: 'Application' },
} as const;
export const ZNoteAbout = z.enum(keysOf(NOTE_ABOUT));
export type TNoteAbout = z.infer<typeof ZNoteAbout>;

export const NOTE_VISIBILITIES = {
  everyone: { label: 'Everyone with access', description: 'Everyone who may see this applicant' },
  private: { label: 'Only me', description: 'Private to the author' },
} as const;
export const ZNoteVisibility = z.enum(keysOf(NOTE_VISIBILITIES));
export type TNoteVisibility = z.infer<typeof ZNoteVisibility>;

export const NOTE_MAX_LENGTH = 5000;

/** The applicant record a note (or a tag) belongs to. */
export const ZApplicantRef = z.object({ applicantKind: ZApplicantKind, applicantId: z.uuid() });
export type TApplicantRef = z.infer<typeof ZApplicantRef>;

const ZNoteBody = ZText('Note')
  .min(1, 'Write something first')
  .max(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters`);

export const ZNoteCreate = ZApplicantRef.extend({
  about: ZNoteAbout.default('candidate'),
  body: ZNoteBody,
  visibility: ZNoteVisibility.default('everyone'),
});
export type TNoteCreate = z.input<typeof ZNoteCreate>;

export const ZNoteUpdate = z.object({ body: ZNoteBody, visibility: ZNoteVisibility });
export type TNoteUpdate = z.input<typeof ZNoteUpdate>;

export const ZUserRef = z.object({ id: z.uuid(), name: z.string() });
export type TUserRef = z.infer<typeof ZUserRef>;

export const ZNote = z.object({
  id: z.uuid(),
  about: ZNoteAbout,
  /** The body with mentions as `@[Name](user-id)` tokens (`noteSegments` splits them). */
  body: z.string(),
  visibility: ZNoteVisibility,
  author: ZUserRef.nullable(),
  mentions: z.array(ZUserRef),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True once the note was edited: its history lists the earlier versions. */
  edited: z.boolean(),
  /** The caller wrote it (only the author edits or deletes a note). */
  mine: z.boolean(),
});
export type TNote = z.infer<typeof ZNote>;

export const ZNoteRevision = z.object({
  id: z.uuid(),
  body: z.string(),
  visibility: ZNoteVisibility,
  /** When this version was replaced by the next one. */
  replacedAt: z.string(),
});
export type TNoteRevision = z.infer<typeof ZNoteRevision>;

export const ZMentionableQuery = ZApplicantRef.extend({
  q: ZLine('Search').max(100).optional(),
});
export const ZMentionableUser = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type TMentionableUser = z.infer<typeof ZMentionableUser>;

export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.enum(['mention']),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({ items: z.array(ZNotification), unread: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** Mark some notifications read, or all of them. */
export const ZNotificationsRead = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type TNotificationsRead = z.infer<typeof ZNotificationsRead>;
