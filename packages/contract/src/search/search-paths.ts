/** API path of the top bar's global search. */
export const SEARCH_PATHS = { search: '/api/search' } as const;
