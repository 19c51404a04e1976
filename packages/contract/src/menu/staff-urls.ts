import { apiPath, type PathArgs } from '../common/api-path';

/**
 * THE table of the staff app's URLs (react-router syntax, `:param`). The web router declares its
 * routes with it, links and redirects build their targets from it (`staffPath`), the menu points
 * at it, and the API uses it for the links it mails or stores (notifications). Candidate and guest
 * URLs are in PUBLIC_URLS. No zod.
 */
export const STAFF_URLS = {
  login: '/login',
  resetPassword: '/reset-password',
  setNewPassword: '/set-new-password',
  dashboard: '/dashboard',
  myInterviews: '/my-interviews',
  // ── clients ──
  clients: '/clients',
  linesOfBusiness: '/clients/lines-of-business',
  // ── talent discovery ──
  talentDiscovery: '/talent-discovery',
  /** Old paths, redirected to the same path under /talent-discovery (SPEC §2). */
  legacyTalentAcquisition: '/talent-acquisition/*',
  requisitions: '/talent-discovery/requisitions',
  /** The requisition builder; `new` opens an empty one. */
  requisition: '/talent-discovery/requisitions/:requisitionId',
  pipeline: '/talent-discovery/requisitions/:requisitionId/pipeline',
  applicantTracker: '/talent-discovery/applicant-tracker',
  applicant: '/talent-discovery/applicant-tracker/:id',
  reqApplicantTracker: '/talent-discovery/req-applicant-tracker',
  reqApplicant: '/talent-discovery/req-applicant-tracker/:id',
  /** A screening kind's list (`:kind` is one of SCREENING_KINDS) and one item's builder. */
  screeningList: '/talent-discovery/:kind',
  screeningItem: '/talent-discovery/:kind/:contentId',
  assessmentTemplates: '/talent-discovery/assessment-templates',
  assessmentTemplate: '/talent-discovery/assessment-templates/:templateId',
  assessmentResult: '/talent-discovery/assessment-results/:id',
  /** A results screen (`:slug`: typing-test-results, video-question-results, resume-screen-results). */
  interviewResults: '/talent-discovery/:slug',
  interviewResult: '/talent-discovery/:slug/:id',
  fairnessReport: '/talent-discovery/resume-screen-results/fairness',
  classRequests: '/talent-discovery/class-requests',
  classRequest: '/talent-discovery/class-requests/:id',
  resources: '/talent-discovery/resources',
  // ── testing results (pilots) ──
  testingResults: '/testing-results',
  testResults: '/testing-results/:slug',
  testResult: '/testing-results/:slug/:id',
  // ── archived items ──
  archivedItems: '/archived-items',
  archivedApplicantTracker: '/archived-items/applicant-tracker',
  archivedReqApplicantTracker: '/archived-items/req-applicant-tracker',
  archivedReqApplicant: '/archived-items/req-applicant-tracker/:id',
  archivedInterviewResults: '/archived-items/:slug',
  archivedInterviewResult: '/archived-items/:slug/:id',
  archivedTestResults: '/archived-items/testing-results/:slug',
  archivedTestResult: '/archived-items/testing-results/:slug/:id',
  // ── generative AI ──
  generativeAi: '/generative-ai',
  promptLibrary: '/generative-ai/prompt-library',
  prompt: '/generative-ai/prompt-library/:promptId',
  // ── settings ──
  settings: '/settings',
  userManagement: '/settings/user-management',
  rolesAndPermissions: '/settings/roles-and-permissions',
  emailTemplates: '/settings/email-templates',
  auditLog: '/settings/audit-log',
  apiTokens: '/settings/api-tokens',
  webhooks: '/settings/webhooks',
  webhook: '/settings/webhooks/:id',
} as const;
export type TStaffUrlName = keyof typeof STAFF_URLS;

/** A staff URL with its parameters filled in: `staffPath('requisition', { requisitionId })`. */
export const staffPath = <N extends TStaffUrlName>(name: N, ...params: PathArgs<(typeof STAFF_URLS)[N]>) =>
  apiPath(STAFF_URLS[name], ...params);
