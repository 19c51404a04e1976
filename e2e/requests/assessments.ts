import type {
  TAnpsSummary,
  TAssessmentTemplate,
  TAssessmentTemplateCreate,
  TSendAssessment,
} from '@ats/contract';
import {
  DEFAULT_LANGUAGE_TEMPLATE,
  DEFAULT_WRITING_TEMPLATE,
} from '../../apps/api/src/modules/assessment-templates/default-templates';
import { mailsTo, waitForMail } from '../fixtures/mail';
import { call } from './api-client';

export { DEFAULT_LANGUAGE_TEMPLATE, DEFAULT_WRITING_TEMPLATE };

export const createAssessmentTemplate = (token: string, body: TAssessmentTemplateCreate) =>
  call<TAssessmentTemplate>('POST', '/assessment-templates/create', { token, body });

export const sendAssessment = (token: string, body: TSendAssessment) =>
  call<{ sent: number; items: { id: string }[] }>('POST', '/applicant-interviews/send-assessment', {
    token,
    body,
  });

/** The candidate's link token from the newest assessment mail to `email`. */
export const assessmentTokenFromMail = async (email: string, type: 'language' | 'writing') => {
  const re = new RegExp(`/interviews/${type}/([A-Za-z0-9_-]{43})`);
  for (let i = 0; i < 100; i++) {
    const m = mailsTo(email)
      .map((mail) => mail.text.match(re))
      .filter(Boolean)
      .at(-1);
    if (m) return m[1] as string;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${type} link mailed to ${email}`);
};

/** The survey token from the newest aNPS mail to `email` (other mail may come first or after). */
export const anpsTokenFromMail = async (email: string) => {
  await waitForMail(email);
  for (let i = 0; i < 100; i++) {
    const m = mailsTo(email)
      .map((mail) => mail.text.match(/\/surveys\/anps\/([A-Za-z0-9_-]{43})/))
      .filter(Boolean)
      .at(-1);
    if (m) return m[1] as string;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no survey link mailed to ${email}`);
};

export const anpsSummary = (token: string, query: Record<string, string> = {}) =>
  call<TAnpsSummary>('GET', '/anps/summary', { token, query });
