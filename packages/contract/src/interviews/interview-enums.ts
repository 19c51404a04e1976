import { z } from 'zod';
import { keysOf } from '../common/labelled';

/** Interview types (SPEC §3); `language` and `writing` are the assessments issue's kinds. */
export const INTERVIEW_TYPES = {
  'video-question': { label: 'Video Interview' },
  'resume-profile': { label: 'Resume Profile' },
  'typing-assessment': { label: 'Typing Assessment' },
  language: { label: 'Language Assessment' },
  writing: { label: 'Writing Assessment' },
} as const;
export const ZInterviewType = z.enum(keysOf(INTERVIEW_TYPES));
export type TInterviewType = z.infer<typeof ZInterviewType>;

/** Types `POST /api/applicant-interviews/create` and `/send` accept (video questions go through groups). */
export const ZSingleInterviewType = z.enum(['resume-profile', 'typing-assessment']);
export type TSingleInterviewType = z.infer<typeof ZSingleInterviewType>;

/** Interview result statuses (SPEC §3). "Started" is not a status: it is `startedAt` being set. */
export const INTERVIEW_STATUSES = {
  new: { label: 'New', description: 'Created, not yet sent to the candidate' },
  sent: { label: 'Sent', description: 'The candidate has been emailed the link' },
  submitted: { label: 'Submitted', description: 'The candidate finished it' },
  evaluated: { label: 'Evaluated', description: 'Scored by the server or reviewed by staff' },
  abandoned: { label: 'Abandoned', description: 'Given up, or the link expired' },
} as const;
export const ZInterviewStatus = z.enum(keysOf(INTERVIEW_STATUSES));
export type TInterviewStatus = z.infer<typeof ZInterviewStatus>;

/**
 * Where an interview is in its lifecycle: the status, with `started` for new/sent interviews
 * whose `startedAt` is set. The server's transition rules are written in these terms.
 */
export const INTERVIEW_PHASES = {
  new: { label: 'New' },
  sent: { label: 'Sent' },
  started: { label: 'Started' },
  submitted: { label: 'Submitted' },
  evaluated: { label: 'Evaluated' },
  abandoned: { label: 'Abandoned' },
} as const;
export const ZInterviewPhase = z.enum(keysOf(INTERVIEW_PHASES));
export type TInterviewPhase = z.infer<typeof ZInterviewPhase>;

export const interviewPhase = (i: {
  status: TInterviewStatus;
  startedAt: string | Date | null;
}): TInterviewPhase => ((i.status === 'new' || i.status === 'sent') && i.startedAt ? 'started' : i.status);

/** The lifecycle moves and the phases each is allowed from (enforced by the server; 409 otherwise). */
export const INTERVIEW_MOVES = {
  start: ['new', 'sent'],
  submit: ['started'],
  abandon: ['new', 'sent', 'started'],
  evaluate: ['submitted', 'evaluated'],
  resend: ['new', 'sent'],
} as const satisfies Record<string, readonly TInterviewPhase[]>;
export type TInterviewMove = keyof typeof INTERVIEW_MOVES;

/** Why a candidate link no longer opens a test (shown as a friendly page). */
export const INTERVIEW_CLOSED_REASONS = {
  expired: { label: 'This link has expired.' },
  submitted: { label: 'This interview has already been submitted. Thank you!' },
  abandoned: { label: 'This interview is no longer available.' },
} as const;
export const ZInterviewClosedReason = z.enum(keysOf(INTERVIEW_CLOSED_REASONS));

export const APPLICANT_KINDS = {
  requisition: { label: 'Requisition applicant' },
  manual: { label: 'Manual applicant' },
} as const;
export const ZApplicantKind = z.enum(keysOf(APPLICANT_KINDS));
export type TApplicantKind = z.infer<typeof ZApplicantKind>;

/** Pass/fail of a scored result against the content's thresholds. */
export const RESULT_OUTCOMES = { passed: { label: 'Passed' }, failed: { label: 'Failed' } } as const;
export const ZResultOutcome = z.enum(keysOf(RESULT_OUTCOMES));

/** Interview link lifetime: default 7 days, 1–60 per send. */
export const INTERVIEW_DEFAULT_EXPIRY_DAYS = 7;
export const INTERVIEW_MAX_EXPIRY_DAYS = 60;
/** A candidate token: 32 random bytes, base64url without padding (43 characters). */
export const INTERVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
