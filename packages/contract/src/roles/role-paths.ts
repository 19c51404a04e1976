/** API paths of roles and their permissions; `:id` is a path param. */
export const ROLE_PATHS = {
  create: '/api/roles/create',
  update: '/api/roles/update/:id',
  savePermissions: '/api/roles/save-permissions',
  get: '/api/roles/get/:id',
  list: '/api/roles/list',
} as const;
