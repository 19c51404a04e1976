import { type TPublicRecordingCreate, ZPublicRecordingCreate } from '@ats/contract';

export type RecordingCheck = { data: TPublicRecordingCreate } | { errors: Record<string, string> };

/** The contract's check of the form, with the messages the form shows for each field. */
export const checkRecording = (input: { name: string; email: string; consent: boolean }): RecordingCheck => {
  const parsed = ZPublicRecordingCreate.safeParse({ ...input, consent: input.consent || undefined });
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (errors.consent) errors.consent = 'Agree to the recording being kept and shared by its link';
  if (errors.email) errors.email = 'Enter a valid email address';
  return { errors };
};
