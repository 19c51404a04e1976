import { TEST_RESULT_KINDS, type TTestResultKind } from './test-result-kinds';

/** API paths of applicant interviews (SPEC §7 "Interviews"); `:id`, `:token` are path params. */
export const INTERVIEW_PATHS = {
  create: '/api/applicant-interviews/create',
  send: '/api/applicant-interviews/send',
  resend: '/api/applicant-interviews/resend/:id',
  evaluate: '/api/applicant-interviews/evaluate/:id',
  allowRetake: '/api/applicant-interviews/allow-retake/:id',
  list: '/api/applicant-interviews/list',
  export: '/api/applicant-interviews/export',
  archive: '/api/applicant-interviews/archive',
  unarchive: '/api/applicant-interviews/unarchive',
  view: '/api/applicant-interviews/view/:id',
  forApplicant: '/api/applicant-interviews/for-applicant/:applicantId',
  groupCreate: '/api/applicant-interviews-group/create',
  groupView: '/api/applicant-interviews-group/view/:id',
  // Candidate (public, by token)
  open: '/api/applicant-interviews/open/:token',
  start: '/api/applicant-interviews/start/:token',
  submit: '/api/applicant-interviews/submit/:token',
  abandon: '/api/applicant-interviews/abandon/:token',
  requisitionTypingSubmit: '/api/requisitions/typing-assessment/submit/:applicantId',
} as const;

/** API paths of one test-result prefix (SPEC §7 "Test results"). */
export const testResultPaths = (kind: TTestResultKind) => {
  const base = `/api/${TEST_RESULT_KINDS[kind].prefix}`;
  return {
    open: `${base}/open/:referenceId`,
    create: `${base}/create`,
    submit: `${base}/submit/:token`,
    view: `${base}/view/:id`,
    list: `${base}/list`,
    export: `${base}/export`,
    archive: `${base}/archive`,
    unarchive: `${base}/unarchive`,
  } as const;
};

/** The candidate page a mailed link opens (web route), by type. */
export const candidateInterviewPath = (type: string, token: string) => `/interviews/${type}/${token}`;
