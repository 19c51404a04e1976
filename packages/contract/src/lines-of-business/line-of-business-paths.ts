/** API paths of lines of business; `:id`, `:lobId` are path params. */
export const LINE_OF_BUSINESS_PATHS = {
  create: '/api/lobs/create',
  update: '/api/lobs/update/:lobId',
  ownerOptions: '/api/lobs/owner-options',
  get: '/api/lobs/get/:id',
  list: '/api/lobs/list',
} as const;
