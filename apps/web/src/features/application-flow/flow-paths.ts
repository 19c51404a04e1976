import { applicationStepPath, type TApplicationStep } from '@ats/contract';
import type { TFunction } from 'i18next';
import { fieldErrorsOf, statusOf } from '../../shared/api-error';

export const stepPath = applicationStepPath;
export const statusPath = (requisitionId: string, applicantId: string) =>
  `/interviews/requisition/${requisitionId}/${applicantId}/status`;

/** Consent and accommodations given on instructions-reminders, kept until personal-info is sent. */
const consentKey = (requisitionId: string) => `ats-apply:${requisitionId}`;
export interface PendingConsent {
  noticeVersion: string;
  accommodations: string;
}
export const saveConsent = (requisitionId: string, c: PendingConsent) => {
  try {
    sessionStorage.setItem(consentKey(requisitionId), JSON.stringify(c));
  } catch {
    // kept in memory only
  }
  memory.set(requisitionId, c);
};
const memory = new Map<string, PendingConsent>();
export const readConsent = (requisitionId: string): PendingConsent | null => {
  try {
    const raw = sessionStorage.getItem(consentKey(requisitionId));
    if (raw) return JSON.parse(raw) as PendingConsent;
  } catch {
    // fall back to memory
  }
  return memory.get(requisitionId) ?? null;
};

/** A failed call in the candidate's language; field errors stay with their fields. */
export const flowErrorOf = (e: unknown, t: TFunction): string => {
  const status = statusOf(e);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return t('errors.network');
  if (status === 404) return t('errors.notFound');
  if (status === 409) return t('errors.conflict');
  if (status === 429) return t('errors.tooMany');
  if (status === 400)
    return Object.keys(fieldErrorsOf(e)).length ? t('errors.checkFields') : t('errors.invalid');
  return t('errors.generic');
};

export const isStep = (s: string | undefined): s is TApplicationStep =>
  Boolean(s) &&
  [
    'job-description',
    'instructions-reminders',
    'personal-info',
    'resume-profile',
    'qualification-questions',
    'pre-screening',
    'video-questions',
    'typing-assessment',
    'success',
  ].includes(s as string);
