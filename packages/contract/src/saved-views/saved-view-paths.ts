/** API paths of saved tracker views; `:id` is a path param. */
export const SAVED_VIEW_PATHS = {
  list: '/api/saved-views/list',
  create: '/api/saved-views/create',
  delete: '/api/saved-views/delete/:id',
} as const;
