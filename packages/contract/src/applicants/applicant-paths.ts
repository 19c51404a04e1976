/** API paths of manual applicants (the Applicant Tracker); `:id`, `:applicantId` are path params. */
export const APPLICANT_PATHS = {
  create: '/api/applicants/create',
  update: '/api/applicants/update/:applicantId',
  /** Archives one applicant (the spec's delete). */
  delete: '/api/applicants/delete/:id',
  archive: '/api/applicants/archive',
  unarchive: '/api/applicants/unarchive',
  status: '/api/applicants/status',
  get: '/api/applicants/get/:id',
  list: '/api/applicants/list',
  export: '/api/applicants/export',
} as const;
