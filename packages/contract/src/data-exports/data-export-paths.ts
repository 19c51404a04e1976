/** API paths of data exports ("download everything we hold"). */
export const DATA_EXPORT_PATHS = {
  create: '/api/data-exports/create',
  get: '/api/data-exports/get/:id',
  download: '/api/data-exports/download/:id',
  candidateRequests: '/api/data-exports/candidate/:applicantId',
  candidateRequest: '/api/data-exports/candidate/:applicantId/:id',
} as const;
