export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'unarchive',
  'status_change',
  'sign_in',
  'sign_out',
  'password_reset',
  'publish',
  'unpublish',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
