import { z } from 'zod';
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from './password-strength';

export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((pw) => !isCommonPassword(pw), 'This password is too common; choose another');
