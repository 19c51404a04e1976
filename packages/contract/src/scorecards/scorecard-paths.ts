/** API paths of scorecard templates (per requisition) and scorecards. */
export const SCORECARD_PATHS = {
  /** GET reads and PUT replaces a requisition's template. */
  template: '/api/scorecards/template/:requisitionId',
  form: '/api/scorecards/form/:id',
  submit: '/api/scorecards/submit/:id',
  ofApplicant: '/api/scorecards/applicant/:kind/:applicantId',
} as const;
