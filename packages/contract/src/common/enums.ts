import { z } from 'zod';
import {
  APPLICANT_STATUSES,
  COUNTRIES,
  DECLINE_REASONS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  GROUP_TYPES,
  LINE_TYPES,
  PUBLISH_STATUSES,
  QUESTION_TYPES,
  WORK_MODES,
} from './enum-labels';
import { keysOf } from './labelled';

export * from './enum-labels';

export const ZCountry = z.enum(keysOf(COUNTRIES));

export type TCountry = z.infer<typeof ZCountry>;

export const ZEmploymentType = z.enum(keysOf(EMPLOYMENT_TYPES));

export const ZWorkMode = z.enum(keysOf(WORK_MODES));

export const ZLineType = z.enum(keysOf(LINE_TYPES));

export const ZGroupType = z.enum(keysOf(GROUP_TYPES));

export const ZEducationLevel = z.enum(keysOf(EDUCATION_LEVELS));

export const ZQuestionType = z.enum(keysOf(QUESTION_TYPES));

export const ZPublishStatus = z.enum(keysOf(PUBLISH_STATUSES));

export const ZApplicantStatus = z.enum(keysOf(APPLICANT_STATUSES));

export type TApplicantStatus = z.infer<typeof ZApplicantStatus>;

export const ZDeclineReason = z.enum(keysOf(DECLINE_REASONS));

export type TDeclineReason = z.infer<typeof ZDeclineReason>;

/** The languages candidate mail is written in; an applicant's is the language they applied in. */
export const MAIL_LANGUAGES = { en: { label: 'English' }, es: { label: 'Español' } } as const;
export const ZMailLanguage = z.enum(['en', 'es']);
export type TMailLanguage = z.infer<typeof ZMailLanguage>;
