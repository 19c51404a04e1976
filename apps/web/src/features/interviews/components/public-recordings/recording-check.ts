import { type TPublicRecordingCreate, ZPublicRecordingCreate } from '@ats/contract';
import type { TFunction } from 'i18next';

export type RecordingCheck = { data: TPublicRecordingCreate } | { errors: Record<string, string> };

/**
 * The contract's check of the form, each field's problem as its own message in the page's
 * language (`recordings.form.*`): an empty or too long name, an invalid email, no consent.
 */
export const checkRecording = (
  input: { name: string; email: string; consent: boolean },
  t: TFunction<'interviews'>,
): RecordingCheck => {
  const parsed = ZPublicRecordingCreate.safeParse({ ...input, consent: input.consent || undefined });
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (errors[field]) continue;
    if (field === 'name')
      errors.name =
        issue.code === 'too_big'
          ? t('recordings.form.nameTooLong', { max: issue.maximum })
          : t('recordings.form.nameRequired');
    else if (field === 'email') errors.email = t('recordings.form.emailInvalid');
    else if (field === 'consent') errors.consent = t('recordings.form.consentRequired');
  }
  return { errors };
};
