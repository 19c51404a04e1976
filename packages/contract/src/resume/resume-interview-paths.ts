/**
 * The resume-profile interview's plain values (API paths, self-identification options), without
 * zod: the candidate's page imports them and does not download the schemas.
 */

/** API paths of resume-profile interviews (candidate by token; staff override and fairness). */
export const RESUME_INTERVIEW_PATHS = {
  open: '/api/resume-interviews/open/:token',
  uploadUrl: '/api/resume-interviews/upload-url/:token',
  uploadComplete: '/api/resume-interviews/upload-complete/:token',
  parse: '/api/resume-interviews/parse/:token',
  submit: '/api/resume-interviews/submit/:token',
  override: '/api/resume-interviews/override/:id',
  fairness: '/api/resume-screen-results/fairness',
  fairnessExport: '/api/resume-screen-results/fairness/export',
  // Pilots (test results) of a resume profile, by the profile id then the pilot's token.
  testOpen: '/api/resume-profile-test-results/open/:referenceId',
  testCreate: '/api/resume-profile-test-results/create',
  testParse: '/api/resume-profile-test-results/parse/:token',
  testSubmit: '/api/resume-profile-test-results/submit/:token',
  testUploadUrl: '/api/resume-profile-test-results/upload-url/:token',
  testUploadComplete: '/api/resume-profile-test-results/upload-complete/:token',
} as const;

/**
 * Voluntary self-identification (issue #14, Fairness): optional, stored apart from the result,
 * never shown to reviewers and never an input to scoring; only the fairness report reads it.
 */
export const SELF_ID_ATTRIBUTES = {
  gender: {
    label: 'Gender',
    options: ['woman', 'man', 'non-binary', 'self-described'],
  },
  ageBand: { label: 'Age band', options: ['under-25', '25-39', '40-54', '55-plus'] },
  country: { label: 'Country', options: ['philippines', 'costa-rica', 'south-africa', 'india', 'usa'] },
} as const;
export type TSelfIdAttribute = keyof typeof SELF_ID_ATTRIBUTES;
