import { z } from 'zod';
import { ZListQuery } from '../common/envelope';
import { ZLine, ZText } from '../common/text';
import { ZPermissions } from '../menu/permissions';

export const ROLE_STATUSES = { 1: { label: 'Active' }, 0: { label: 'Revoked' } } as const;

const roleFields = {
  name: ZLine('Role name').min(1, 'Role name is required').max(80, 'Role name must be at most 80 characters'),
  description: ZText('Description').max(500, 'Description must be at most 500 characters'),
  status: z.union([z.literal(0), z.literal(1)]),
  permissions: ZPermissions,
};

export const ZRoleCreate = z.object({
  ...roleFields,
  description: roleFields.description.default(''),
  status: roleFields.status.default(1),
  permissions: roleFields.permissions.optional(),
});
export type TRoleCreate = z.input<typeof ZRoleCreate>;

/** Only the fields sent change: no defaults here, or a partial update would reset them. */
export const ZRoleUpdate = z.object(roleFields).partial();
export type TRoleUpdate = z.input<typeof ZRoleUpdate>;

export const ZRoleSavePermissions = z.object({ id: z.uuid(), permissions: ZPermissions });
export type TRoleSavePermissions = z.infer<typeof ZRoleSavePermissions>;

export const ZRole = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  isSystem: z.boolean(),
  permissions: ZPermissions,
  userCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZRoleListQuery = ZListQuery.extend({
  /** `projection=summary` answers id and name only (for pickers); without it, full roles. */
  projection: z.enum(['summary']).optional(),
});
