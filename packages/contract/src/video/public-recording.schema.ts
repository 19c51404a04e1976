import { z } from 'zod';
import { queryList, ZIsoDate, ZListQuery } from '../common/envelope';
import { ZText } from '../common/text';
import { ZVideoAnswerStatus } from './video-interview.schema';

/** What a public recording asks the recorder to do; its length and free retakes. */
export const PUBLIC_RECORDING_PROMPT = 'Introduce yourself: who you are and what you are looking for.';
export const PUBLIC_RECORDING_MAX_SECONDS = 120;
export const PUBLIC_RECORDING_RETAKES = 3;
/** The device cookie a guest's recordings are listed by (HttpOnly, sent only to the API). */
export const PUBLIC_RECORDING_DEVICE_COOKIE = 'ats_rec_device';

/** `POST /api/public-recordings/create`: who records, and their consent (required). */
export const ZPublicRecordingCreate = z.object({
  name: ZText('Name').min(1, 'Name is required').max(120),
  email: z.email('must be a valid email address').max(254),
  consent: z.literal(true, 'Consent is required to record'),
});
export type TPublicRecordingCreate = z.infer<typeof ZPublicRecordingCreate>;

/** One recording as its maker (this device) or staff see it. */
export const ZPublicRecording = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  status: ZVideoAnswerStatus,
  durationMs: z.number().int().nullable(),
  /** The private share link's token (`/public-recordings/view/{shareToken}`). */
  shareToken: z.string(),
  /** Expires after the retention period (docs/decisions/video.md#video-retention). */
  expiresAt: z.string(),
});
export type TPublicRecording = z.infer<typeof ZPublicRecording>;

/** After create: the recorder's upload token (the chunk calls of `/api/video-answers/{token}`). */
export const ZPublicRecordingCreated = ZPublicRecording.extend({
  uploadToken: z.string(),
  prompt: z.string(),
  maxAnswerSeconds: z.number().int(),
  retakes: z.number().int(),
});
export type TPublicRecordingCreated = z.infer<typeof ZPublicRecordingCreated>;

/** The list: a guest's own device's recordings, or staff's scope (`scope` says which). */
export const ZPublicRecordingList = z.object({
  scope: z.enum(['device', 'staff']),
  items: z.array(ZPublicRecording),
});
export type TPublicRecordingList = z.infer<typeof ZPublicRecordingList>;

/** One row of the staff list: who asked for it, and whether this caller may delete it. */
export const ZStaffPublicRecording = ZPublicRecording.extend({
  /** The staff user who started the recording (signed in); null for a guest's. */
  createdByName: z.string().nullable(),
  /** The caller made it, or may delete any (docs/decisions/video.md#public-recordings). */
  canDelete: z.boolean(),
});
export type TStaffPublicRecording = z.infer<typeof ZStaffPublicRecording>;

/** `GET staff/list` and `staff/export`: search name/email, filter by status and creation day. */
export const ZPublicRecordingListQuery = ZListQuery.extend({
  status: queryList(ZVideoAnswerStatus),
  /** Created on or after this day (UTC). */
  createdFrom: ZIsoDate.optional(),
  /** Created on or before this day (UTC). */
  createdTo: ZIsoDate.optional(),
});
export type TPublicRecordingListQuery = z.input<typeof ZPublicRecordingListQuery>;
export const PUBLIC_RECORDING_SORTS = ['createdAt', 'name'] as const;

/** What the share link shows: the recording with a short-lived player URL. */
export const ZSharedPublicRecording = z.object({
  name: z.string(),
  createdAt: z.string(),
  status: ZVideoAnswerStatus,
  durationMs: z.number().int().nullable(),
  playUrl: z.string().nullable(),
});
export type TSharedPublicRecording = z.infer<typeof ZSharedPublicRecording>;

export { PUBLIC_RECORDING_PATHS } from './video-paths';
