/** API paths of tags on applicants. */
export const TAG_PATHS = {
  of: '/api/tags/of',
  set: '/api/tags/set',
  options: '/api/tags/options',
} as const;
