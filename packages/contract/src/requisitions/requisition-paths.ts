/** API paths of requisitions; `:id` is the requisition's id. */
export const REQUISITION_PATHS = {
  generateUid: '/api/requisitions/generate-uid',
  create: '/api/requisitions/create',
  list: '/api/requisitions/list',
  update: '/api/requisitions/update/:id',
  delete: '/api/requisitions/delete/:id',
  get: '/api/requisitions/get/:id',
  /** The public view of a published requisition (the job page's data). */
  view: '/api/requisitions/view/:id',
  visit: '/api/requisitions/visit/increment/:id',
} as const;
