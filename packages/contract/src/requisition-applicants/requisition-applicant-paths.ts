/** API paths of a requisition's applicants (the Requisition Applicant Tracker). */
export const REQUISITION_APPLICANT_PATHS = {
  create: '/api/requisitions/applicant/create',
  update: '/api/requisitions/applicant/update/:applicantId',
  status: '/api/requisitions/applicant/status',
  /** Archives one applicant (the spec's delete). */
  delete: '/api/requisitions/applicant/delete/:id',
  archive: '/api/requisitions/applicant/archive',
  unarchive: '/api/requisitions/applicant/unarchive',
  get: '/api/requisitions/applicant/get/:id',
  view: '/api/requisitions/applicant/view/:applicantId',
  list: '/api/requisitions/applicant/list',
  export: '/api/requisitions/applicant/export',
  /** A candidate's upload URL for their own application in progress (public). */
} as const;
