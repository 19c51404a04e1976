/** API paths of staff and candidate resources. */
export const RESOURCE_PATHS = {
  create: '/api/resources/create',
  list: '/api/resources/list',
  /** The resources a candidate's page shows (public). */
  candidate: '/api/resources/candidate',
  get: '/api/resources/get/:id',
  update: '/api/resources/update/:id',
  delete: '/api/resources/delete/:id',
  unarchive: '/api/resources/unarchive/:id',
} as const;
