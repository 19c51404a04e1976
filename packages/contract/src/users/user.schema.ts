import { z } from 'zod';
import { ZEmail } from '../auth/auth.schema';
import { queryList, ZListQuery } from '../common/envelope';
import { ZLine } from '../common/text';

const name = (label: string) =>
  ZLine(label).min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

const userFields = {
  firstName: name('First name'),
  lastName: name('Last name'),
  email: ZEmail,
  roleId: z.uuid('Choose a role'),
  linesOfBusiness: z.array(z.uuid()).max(200),
  active: z.boolean(),
};

export const ZUserCreate = z.object({
  ...userFields,
  linesOfBusiness: userFields.linesOfBusiness.default([]),
  active: userFields.active.default(true),
});
export type TUserCreate = z.input<typeof ZUserCreate>;

/** Only the fields sent change: no defaults here, or a partial update would reset them. */
export const ZUserUpdate = z.object(userFields).partial();
export type TUserUpdate = z.input<typeof ZUserUpdate>;

export const ZUser = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  linesOfBusiness: z.array(z.uuid()),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserListQuery = ZListQuery.extend({
  roleId: queryList(z.uuid()),
  lineOfBusiness: queryList(z.uuid()),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const USER_SORTS = ['name', 'email', 'createdAt'] as const;
