import { type TPublicRecordingCreate, ZPublicRecordingCreate } from '@ats/contract';
import type { TFunction } from 'i18next';

export type RecordingCheck = { data: TPublicRecordingCreate } | { errors: Record<string, string> };

/**
 * The contract's check of the form, each field's problem as its own message in the page's
 * language (`form.*`): an empty or too long name, an invalid email, no consent.
 */
export const checkRecording = (
  input: { name: string; email: string; consent: boolean },
  t: TFunction<'recordings'>,
): RecordingCheck => {
  const parsed = ZPublicRecordingCreate.safeParse({ ...input, consent: input.consent || undefined });
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (errors[field]) continue;
    if (field === 'name')
      errors.name =
        issue.code === 'too_big' ? t('form.nameTooLong', { max: issue.maximum }) : t('form.nameRequired');
    else if (field === 'email') errors.email = t('form.emailInvalid');
    else if (field === 'consent') errors.consent = t('form.consentRequired');
  }
  return { errors };
};
