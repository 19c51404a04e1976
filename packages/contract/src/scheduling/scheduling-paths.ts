/** API paths of scheduled interviews; `:kind` is the applicant kind. */
export const SCHEDULING_PATHS = {
  ofApplicant: '/api/scheduling/applicant/:kind/:applicantId',
  mine: '/api/scheduling/mine',
  interviewerOptions: '/api/scheduling/interviewer-options',
  create: '/api/scheduling/create',
  update: '/api/scheduling/update/:id',
  cancel: '/api/scheduling/cancel/:id',
} as const;
