import { z } from 'zod';
import type { COUNTRIES } from '../common/enum-labels';
import { ZMailLanguage } from '../common/enums';
import { ZLine } from '../common/text';
import { ZApplicantKind } from '../interviews/interview-enums';

/** The zone a candidate's country defaults to (the scheduler preselects it). */
export const COUNTRY_TIME_ZONES: Record<keyof typeof COUNTRIES, string> = {
  philippines: 'Asia/Manila',
  'costa-rica': 'America/Costa_Rica',
  'south-africa': 'Africa/Johannesburg',
  india: 'Asia/Kolkata',
  usa: 'America/New_York',
};

/** Zones the scheduler offers (the candidates' countries first, then common staff zones). */
export const SCHEDULER_TIME_ZONES = [
  'Asia/Manila',
  'America/Costa_Rica',
  'Africa/Johannesburg',
  'Asia/Kolkata',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Madrid',
  'UTC',
] as const;

const isZone = (z: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: z });
    return true;
  } catch {
    return false;
  }
};

export const ZTimeZone = z.string().max(64).refine(isZone, 'timeZone: not a known time zone');

export const SCHEDULED_INTERVIEW_STATUSES = {
  scheduled: { label: 'Scheduled' },
  cancelled: { label: 'Cancelled' },
} as const;

/** The scheduler's form: a local date and time in `timeZone`. */
export const ZInterviewScheduleInput = z
  .object({
    date: z.iso.date('Choose a date'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time (HH:MM)'),
    timeZone: ZTimeZone,
    durationMinutes: z.coerce.number().int().min(15, 'At least 15 minutes').max(480, 'At most 8 hours'),
    location: ZLine('Place').max(300).default(''),
    videoUrl: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Video link must be an http(s) URL' })])
      .default(''),
    interviewerIds: z.array(z.uuid()).min(1, 'Choose at least one interviewer').max(10),
    /** The invitation template (purpose invitation); the default English one when absent. */
    templateId: z.uuid().nullable().optional(),
    /** The candidate email's language for this send; default: the applicant's. */
    language: ZMailLanguage.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.location && !v.videoUrl)
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Give a place or a video link' });
  });
export type TInterviewScheduleInput = z.input<typeof ZInterviewScheduleInput>;

export const ZInterviewScheduleCreate = z.intersection(
  z.object({ kind: ZApplicantKind, applicantId: z.uuid() }),
  ZInterviewScheduleInput,
);
export type TInterviewScheduleCreate = z.input<typeof ZInterviewScheduleCreate>;

export const ZScheduledInterview = z.object({
  id: z.uuid(),
  kind: ZApplicantKind,
  applicantId: z.uuid(),
  candidateName: z.string(),
  jobTitle: z.string(),
  requisitionId: z.uuid().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** The form's local date and time in `timeZone` (to edit it again). */
  date: z.string(),
  time: z.string(),
  durationMinutes: z.number(),
  location: z.string(),
  videoUrl: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  sequence: z.number(),
  interviewers: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  /** Whether the signed-in user has submitted a scorecard for it (for "My interviews"). */
  myScorecardSubmitted: z.boolean(),
  isMine: z.boolean(),
});
export type TScheduledInterview = z.infer<typeof ZScheduledInterview>;

export const ZInterviewerOption = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type TInterviewerOption = z.infer<typeof ZInterviewerOption>;

export const ZInterviewerOptionsQuery = z.object({ search: ZLine('Search').max(100).optional() });
