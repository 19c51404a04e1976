import { z } from 'zod';
import { ZTypingLog } from '../typing/index';
import {
  INTERVIEW_TOKEN_PATTERN,
  ZInterviewClosedReason,
  ZInterviewPhase,
  ZInterviewStatus,
  ZInterviewType,
} from './interview-enums';
import { ZCandidateTypingOutcome, ZTypingContent } from './typing-result.schema';

/** What every candidate link (interview or assessment) shows of where it stands. */
export const candidateLinkFields = {
  status: ZInterviewStatus,
  phase: ZInterviewPhase,
  /** Set when the link no longer opens the test: the page shows a friendly message. */
  closedReason: ZInterviewClosedReason.nullable(),
  /** The content's name (e.g. the typing test's name). */
  referenceName: z.string(),
  /** The candidate's first name, for the greeting. */
  firstName: z.string(),
  expiresAt: z.string(),
  startedAt: z.string().nullable(),
};

/**
 * What a candidate's link shows (`GET /api/applicant-interviews/open/{token}`): only what the
 * step needs. Never the applicant's other data, staff fields, thresholds' outcome or other ids.
 */
export const ZCandidateInterview = z.object({
  type: ZInterviewType,
  ...candidateLinkFields,
  attempt: z.number().int(),
  /** Typing: the passage and rules, while the interview is open; null once closed. */
  content: ZTypingContent.nullable(),
  /** Typing: the server's figures once submitted. */
  outcome: ZCandidateTypingOutcome.nullable(),
});
export type TCandidateInterview = z.infer<typeof ZCandidateInterview>;

/** A candidate link's token in a path (`{token}`): 43 base64url characters. */
export const ZInterviewTokenParam = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
});

/**
 * `PUT /api/requisitions/typing-assessment/submit/{applicantId}`: the application flow records
 * the typing test of a requisition applicant. The token of that applicant's typing-assessment
 * interview proves the caller (docs/decisions/typing.md#server-side-scoring-only).
 */
export const ZRequisitionTypingSubmit = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
  log: ZTypingLog,
});
export type TRequisitionTypingSubmit = z.input<typeof ZRequisitionTypingSubmit>;
