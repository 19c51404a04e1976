/** API paths of user management; `:id` is a path param. */
export const USER_PATHS = {
  role: '/api/users/role',
  create: '/api/users/create',
  update: '/api/users/update/:id',
  delete: '/api/users/delete/:id',
  get: '/api/users/get/:id',
  list: '/api/users/list',
} as const;
