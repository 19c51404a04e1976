import { z } from 'zod';
import { ZMailLanguage } from '../common/enums';
import { ZText } from '../common/text';
import { ZExpiresInDays } from '../interviews/interview.schema';
import {
  INTERVIEW_DEFAULT_EXPIRY_DAYS,
  INTERVIEW_TOKEN_PATTERN,
  ZApplicantKind,
} from '../interviews/interview-enums';

/** Why a survey was sent: by hand, or automatically at a step of the application. */
export const ANPS_TRIGGERS = {
  manual: { label: 'Sent by a recruiter' },
  application: { label: 'After the application' },
  decision: { label: 'After the final decision' },
} as const;
export const ZAnpsTrigger = z.enum(['manual', 'application', 'decision']);

/** `POST /api/applicant-interviews/send-anps-survey`: one survey per applicant, emailed. */
export const ZSendAnpsSurvey = z.object({
  applicants: z
    .array(z.object({ applicantId: z.uuid(), applicantKind: ZApplicantKind }))
    .min(1, 'Choose at least one applicant')
    .max(200, 'Send to at most 200 applicants at once'),
  expiresInDays: ZExpiresInDays.default(INTERVIEW_DEFAULT_EXPIRY_DAYS),
  /** The email's language for this send; default: each applicant's. */
  language: ZMailLanguage.optional(),
});
export type TSendAnpsSurvey = z.input<typeof ZSendAnpsSurvey>;
export const ZSendAnpsResult = z.object({ sent: z.number().int(), message: z.string() });

export const ZAnpsTokenParam = z.object({
  token: z.string().regex(INTERVIEW_TOKEN_PATTERN, 'This link is not valid'),
});

/** What the survey link shows. */
export const ZCandidateAnps = z.object({
  question: z.string(),
  firstName: z.string(),
  /** The company or line of business the question is about. */
  about: z.string(),
  answered: z.boolean(),
  expired: z.boolean(),
});
export type TCandidateAnps = z.infer<typeof ZCandidateAnps>;

export const ZAnpsAnswer = z
  .object({
    score: z.number().int().min(0).max(10),
    comment: ZText('Comment').max(2000).default(''),
  })
  .strict();
export type TAnpsAnswer = z.input<typeof ZAnpsAnswer>;

export const ZAnpsFigure = z.object({
  responses: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** % promoters − % detractors; null without answers. */
  anps: z.number().nullable(),
});
export type TAnpsFigure = z.infer<typeof ZAnpsFigure>;

/** `GET /api/anps/summary`: the figure overall and per requisition, line of business and month. */
export const ZAnpsSummaryQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  requisition: z.uuid().optional(),
  lineOfBusiness: z.uuid().optional(),
});
export type TAnpsSummaryQuery = z.input<typeof ZAnpsSummaryQuery>;

export const ZAnpsSummary = z.object({
  overall: ZAnpsFigure,
  byRequisition: z.array(ZAnpsFigure.extend({ id: z.uuid(), name: z.string() })),
  byLineOfBusiness: z.array(ZAnpsFigure.extend({ id: z.uuid(), name: z.string() })),
  byMonth: z.array(ZAnpsFigure.extend({ month: z.string() })),
  comments: z.array(
    z.object({
      score: z.number().int(),
      comment: z.string(),
      answeredAt: z.string(),
      requisitionName: z.string().nullable(),
      lineOfBusinessName: z.string().nullable(),
    }),
  ),
});
export type TAnpsSummary = z.infer<typeof ZAnpsSummary>;

export { ANPS_PATHS, ANPS_QUESTION, anpsSurveyPath } from './assessment-paths';
