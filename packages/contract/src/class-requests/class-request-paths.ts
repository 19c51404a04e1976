/** API paths of talent-discovery hiring requests (class requests). */
export const CLASS_REQUEST_PATHS = {
  submit: '/api/talent-discovery-requests/submit',
  list: '/api/talent-discovery-requests/list',
  export: '/api/talent-discovery-requests/export',
  view: '/api/talent-discovery-requests/view/:id',
  update: '/api/talent-discovery-requests/update/:id',
  delete: '/api/talent-discovery-requests/delete/:id',
  markVersionCurrent: '/api/talent-discovery-requests/versions/mark-as-current',
  deleteVersion: '/api/talent-discovery-requests/versions/delete/:id/:versionId',
  status: '/api/talent-discovery-requests/status/:id',
  accept: '/api/talent-discovery-requests/accept/:id',
} as const;
