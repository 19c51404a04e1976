/** API paths of API tokens (machine clients); `:id` is a path param. */
export const API_TOKEN_PATHS = {
  list: '/api/api-tokens/list',
  create: '/api/api-tokens/create',
  revoke: '/api/api-tokens/revoke/:id',
} as const;
