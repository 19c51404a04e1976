import { z } from 'zod';
import { ZPermissions } from '../menu/permissions';
import { ZNewPassword } from './password-policy';

export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required').max(1024),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZSessionUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  permissions: ZPermissions,
  linesOfBusiness: z.array(z.uuid()),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResult = ZSessionUser.extend({ token: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZResetPassword = z
  .object({
    userId: z.uuid(),
    token: z.string().min(20).max(200),
    password: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const ZSendPasswordEmail = z.object({ email: ZEmail });
export type TSendPasswordEmail = z.infer<typeof ZSendPasswordEmail>;

export const ZMessage = z.object({ message: z.string() });

/** The session query: the caller's role, `status` 1 active or 0 revoked. */
export const ZSessionRole = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  permissions: ZPermissions,
});
export type TSessionRole = z.infer<typeof ZSessionRole>;

/** The cookie a browser gets after a right password (it names no account); sign-in throttling reads it. */
export const SIGN_IN_DEVICE_COOKIE = 'ats-device';
