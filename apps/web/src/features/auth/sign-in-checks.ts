import { ZLogin, ZResetPassword, ZSendPasswordEmail } from '@ats/contract';
import type { z } from 'zod';

/** A form's values as the contract reads them, or the first message for each field that fails. */
export type Checked<T> =
  | { values: T; errors?: undefined }
  | { values?: undefined; errors: Record<string, string> };

const check = <S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> => {
  const result = schema.safeParse(input);
  if (result.success) return { values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { errors };
};

/**
 * The sign-in forms' checks: the contract's schemas, the same the server applies. Their own module,
 * loaded when a form is first sent (use-sign-in-form.ts), so zod and the schemas are not part of
 * the sign-in page's first download.
 */
export const checkLogin = (v: unknown) => check(ZLogin, v);
export const checkResetRequest = (v: unknown) => check(ZSendPasswordEmail, v);
export const checkNewPassword = (v: unknown) => check(ZResetPassword, v);
